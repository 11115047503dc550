// A small picture travels inside the HTML as a data: address, so it paints with the page (one round
// trip less); a bigger one would slow the page more than its request does.
import { readFileSync, statSync } from 'node:fs'
import { extname, join } from 'node:path'

/** Bytes, before encoding. */
export const INLINE_IMAGE_MAX_BYTES = 4 * 1024

const types: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif', '.gif': 'image/gif' }

/** The data: address of a picture of public/ (by its site path), or undefined when it is too big. */
export function inlineImageSource(sitePath: string, root: string = process.cwd()): string | undefined {
  const type = types[extname(sitePath).toLowerCase()]
  const file = join(root, 'public', sitePath)
  const stat = statSync(file, { throwIfNoEntry: false })
  if (!type || !stat?.isFile() || stat.size > INLINE_IMAGE_MAX_BYTES) return undefined
  if (type === 'image/svg+xml') return svgDataAddress(readFileSync(file, 'utf8'))
  return `data:${type};base64,${readFileSync(file).toString('base64')}`
}

// Percent-encoded, not base64: it compresses with the HTML a third better. Spaces too: a srcset ends an address at one.
function svgDataAddress(svg: string): string {
  const text = svg.trim().replace(/\s+/g, ' ').replace(/"/g, "'")
  const encoded = encodeURIComponent(text).replace(/%(3D|3A|2F|2C|3B|27)/g, (escape) => decodeURIComponent(escape))
  return `data:image/svg+xml,${encoded}`
}
