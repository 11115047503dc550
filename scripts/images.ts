// After the build: every photograph the content shows (a `src:` ending in .jpg, .jpeg or .png) gets
// AVIF and WebP versions at the widths of components/images.ts (sharp), so <Picture> can serve the
// size shown in a modern format. (The social sharing image is not content: sharing sites read its PNG.)
import { join } from 'node:path'
import sharp from 'sharp'
import { isPhotograph, PHOTO_WIDTHS, variantPath } from '../components/images.ts'
import { readContentFiles } from '../lib/content/load.ts'

/** Site paths of the photographs named in content files. */
export function contentPhotographs(root = process.cwd()): string[] {
  const sources = readContentFiles(root).flatMap((file) => [...file.text.matchAll(/\bsrc:\s*["']?(\/[^\s"']+)/g)].map((m) => m[1]!))
  return [...new Set(sources.filter(isPhotograph))]
}

export async function writeImageVariants(outDir: string, photographs = contentPhotographs()): Promise<number> {
  const photos = photographs.map((src) => join(outDir, src))
  let written = 0
  for (const photo of photos) {
    for (const width of PHOTO_WIDTHS) {
      // Never enlarged: a small original is written at its own size under each name.
      const resized = sharp(photo).resize({ width, withoutEnlargement: true })
      await resized.clone().avif({ quality: 55 }).toFile(variantPath(photo, width, 'avif'))
      await resized.clone().webp({ quality: 75 }).toFile(variantPath(photo, width, 'webp'))
      written += 2
    }
  }
  console.log(`after-build: ${photos.length} photograph(s), ${written} AVIF/WebP version(s)`)
  return written
}
