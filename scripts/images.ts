// After the build: every photograph under dist/client/images/ gets AVIF and WebP versions at the
// widths of components/images.ts (sharp), so <Picture> can serve the size shown in a modern format.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { isPhotograph, PHOTO_WIDTHS, variantPath } from '../components/images.ts'

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) =>
    item.isDirectory() ? files(join(dir, item.name)) : [join(dir, item.name)],
  )
}

export async function writeImageVariants(outDir: string): Promise<number> {
  const photos = files(join(outDir, 'images')).filter(isPhotograph)
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
