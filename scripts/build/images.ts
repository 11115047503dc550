// After the build: the AVIF and WebP files the built HTML asks for (each photograph at its shown width and
// twice that, lib/content/images.ts), made with sharp, never enlarged. Each file is cached by the original's
// content, width and format (node_modules/.cache/site-pictures), so a build makes only new ones.
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { isPhotograph, variantPath, type PictureFormat } from '../../lib/content/images.ts'
import { readContentFiles } from '../../lib/content/check/load.ts'
import { htmlFiles } from './page-files.ts'

/** Encoder settings: AVIF at this quality is about the size of WebP at 75, for the same look. */
const ENCODE = { avif: { quality: 55 }, webp: { quality: 75 } } as const

const CACHE_DIR = join(process.cwd(), 'node_modules', '.cache', 'site-pictures')

/** Site paths of the photographs named in content files (front matter, YAML, Markdown pictures). */
export function contentPhotographs(root = process.cwd()): string[] {
  const sources = readContentFiles(root).flatMap((file) => [
    ...[...file.text.matchAll(/\bsrc:\s*["']?(\/[^\s"']+)/g)].map((m) => m[1]!),
    ...[...file.text.matchAll(/!\[[^\]]*\]\((\/[^\s)]+)/g)].map((m) => m[1]!),
  ])
  return [...new Set(sources.filter(isPhotograph))]
}

export interface Variant {
  /** The original's site path, such as /images/team/jane.jpg */
  src: string
  width: number
  format: PictureFormat
}

/** The variants of the given photographs that the pages' HTML asks for. */
export function requestedVariants(pages: string[], photographs: string[]): Variant[] {
  const byBase = new Map(photographs.map((src) => [src.replace(/\.[^.]+$/, ''), src]))
  const asked = new Set(pages.flatMap((html) => [...html.matchAll(/(\/[^\s"',]+)-(\d+)\.(avif|webp)\b/g)]))
  const variants = new Map<string, Variant>()
  for (const [path, base, width, format] of asked) {
    const src = byBase.get(base!)
    if (src) variants.set(path!, { src, width: Number(width), format: format as PictureFormat })
  }
  return [...variants.values()]
}

async function writeVariant(outDir: string, { src, width, format }: Variant): Promise<boolean> {
  const original = readFileSync(join(outDir, src))
  const key = createHash('sha256').update(original).update(`upright.${width}.${format}.${JSON.stringify(ENCODE[format])}`).digest('hex').slice(0, 32)
  const cached = join(CACHE_DIR, `${key}.${format}`)
  const target = join(outDir, variantPath(src, width, format))
  mkdirSync(dirname(target), { recursive: true })
  if (existsSync(cached)) {
    copyFileSync(cached, target)
    return false
  }
  // Upright as the camera meant it (EXIF orientation: the files written keep no EXIF), and never
  // enlarged: a small original is written at its own size under the name asked for.
  await sharp(original).autoOrient().resize({ width, withoutEnlargement: true })[format](ENCODE[format]).toFile(target)
  mkdirSync(CACHE_DIR, { recursive: true })
  copyFileSync(target, cached)
  return true
}

export async function writeImageVariants(outDir: string, photographs = contentPhotographs()): Promise<number> {
  const pages = htmlFiles(outDir).map((file) => readFileSync(file, 'utf8'))
  const queue = requestedVariants(pages, photographs)
  const total = queue.length
  let made = 0
  // sharp works on its own threads; a few files at once keep every core busy.
  const workers = Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
    for (let variant = queue.shift(); variant; variant = queue.shift()) if (await writeVariant(outDir, variant)) made++
  })
  await Promise.all(workers)
  console.log(`after-build: ${photographs.length} photograph(s), ${total} AVIF/WebP file(s) the pages ask for (${made} made, ${total - made} from the cache)`)
  return total
}
