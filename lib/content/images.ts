// Photographs are served as AVIF and WebP at the width shown and twice that; the build
// (scripts/build/images.ts) writes the files the pages ask for. SVG is served as it is.

export type PictureFormat = 'avif' | 'webp'

export const isPhotograph = (src: string): boolean => /\.(jpe?g|png)$/i.test(src)

/** The widths (CSS pixels) pictures are shown at, by place; the check compares each source picture with them. */
export const SHOWN_WIDTHS = {
  article: 352,
  card: 384,
  /** At its largest (a bio page). */
  teamPhoto: 176,
  /** A Markdown picture: at most the text column. */
  text: 640,
  hero: 1440,
  logo: 240,
} as const

export const DENSITIES = [1, 2] as const

/** /images/team/jane.jpg at 320 px wide, as AVIF → /images/team/jane-320.avif */
export function variantPath(src: string, width: number, format: PictureFormat): string {
  return `${src.replace(/\.[^.]+$/, '')}-${width}.${format}`
}

/** The srcset of a photograph shown `width` CSS pixels wide: 1x and 2x. */
export function srcSet(src: string, width: number, format: PictureFormat): string {
  return DENSITIES.map((density) => `${variantPath(src, Math.round(width * density), format)} ${density}x`).join(', ')
}
