// Photographs (JPEG/PNG under public/images/) are served as AVIF and WebP at the sizes they are
// shown: the build (scripts/images.ts) writes <name>-<width>.avif/.webp for every width below, and
// <Picture> lists them. SVG artwork is served as it is.

/** The widths, in pixels, each photograph is written at (never larger than the original). */
export const PHOTO_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const

export const isPhotograph = (src: string): boolean => /\.(jpe?g|png)$/i.test(src)

/** /images/team/jane.jpg at 320 px wide, as AVIF → /images/team/jane-320.avif */
export function variantPath(src: string, width: number, format: 'avif' | 'webp'): string {
  return `${src.replace(/\.[^.]+$/, '')}-${width}.${format}`
}

export function srcSet(src: string, format: 'avif' | 'webp'): string {
  return PHOTO_WIDTHS.map((width) => `${variantPath(src, width, format)} ${width}w`).join(', ')
}
