// A picture small enough to travel inside the HTML as a data: address, so the browser paints it with
// the page instead of asking for it afterwards: one round trip less for the largest thing at the top of
// the home page. A bigger picture (a photo) would slow the page more than its request does: it stays a
// file, and the browser fetches it early anyway (fetchpriority="high").
import { readFileSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'

/** Pictures up to this size (bytes, before encoding) are inlined. */
export const INLINE_IMAGE_MAX_BYTES = 4 * 1024

const types: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
}

/** The data: address of a picture of public/ (its site path, such as /images/home/hero.svg), or undefined when it is too big. */
export function inlineImageSource(sitePath: string, root: string = process.cwd()): string | undefined {
  const type = types[extname(sitePath).toLowerCase()]
  const file = join(root, 'public', sitePath)
  if (!type || statSync(file, { throwIfNoEntry: false })?.isFile() !== true) return undefined
  if (statSync(file).size > INLINE_IMAGE_MAX_BYTES) return undefined
  if (type === 'image/svg+xml') return svgDataAddress(readFileSync(file, 'utf8'))
  return `data:${type};base64,${readFileSync(file).toString('base64')}`
}

/**
 * An SVG drawing as a data: address in its own words, percent-encoded, not base64: it compresses with
 * the page's HTML about a third better. Spaces are encoded too, since a srcset ends an address at a space.
 */
export function svgDataAddress(svg: string): string {
  const text = svg.trim().replace(/\s+/g, ' ').replace(/"/g, "'")
  // Characters that need no encoding in a data: address are written as they are, for a shorter text.
  const encoded = encodeURIComponent(text).replace(/%(3D|3A|2F|2C|3B|27)/g, (escape) => decodeURIComponent(escape))
  return `data:image/svg+xml,${encoded}`
}
