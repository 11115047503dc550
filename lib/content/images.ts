// Photographs (JPEG/PNG under public/images/) are served as AVIF and WebP at the sizes they are
// shown: <Picture> asks for <name>-<width>.avif/.webp at the width shown and twice that (sharp screens),
// and the build (scripts/build/images.ts) writes exactly the files the pages ask for. SVG artwork is served
// as it is.

export type PictureFormat = 'avif' | 'webp'

export const isPhotograph = (src: string): boolean => /\.(jpe?g|png)$/i.test(src)

/**
 * The widths, in CSS pixels, content pictures are shown at, by place: the components take them from
 * here, and the content check (picture-weight.ts) compares each source picture with them.
 */
export const SHOWN_WIDTHS = {
  /** The picture at the top of a condition article. */
  article: 352,
  /** The picture of a card: the conditions grid of the home page, a procedure. */
  card: 384,
  /** A team member's photo, at its largest (a bio page). */
  teamPhoto: 176,
  /** A picture in the text of a page (Markdown ![…](…)), at most the width of the text column. */
  text: 640,
  /** The home page's hero pictures, across the page. */
  hero: 1440,
  /** An insurer's logo. */
  logo: 240,
} as const

/** Screens with twice as many pixels as CSS pixels get the picture at twice the width. */
export const DENSITIES = [1, 2] as const

/** /images/team/jane.jpg at 320 px wide, as AVIF → /images/team/jane-320.avif */
export function variantPath(src: string, width: number, format: PictureFormat): string {
  return `${src.replace(/\.[^.]+$/, '')}-${width}.${format}`
}

/** The srcset of a photograph shown `width` CSS pixels wide: 1x and 2x. */
export function srcSet(src: string, width: number, format: PictureFormat): string {
  return DENSITIES.map((density) => `${variantPath(src, Math.round(width * density), format)} ${density}x`).join(', ')
}
