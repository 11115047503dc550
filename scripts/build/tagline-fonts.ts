// Writes the fonts of the language taglines (components/mdx/facts/taglineFonts.ts says which and why): each
// Noto font of @fontsource cut down with subset-font (HarfBuzz's subsetter, which keeps the shaping
// rules Devanagari, Gujarati, Telugu and Nastaliq need) to the characters of the taglines that use it,
// as WOFF2 under /assets/fonts/. A file's name is made from what it holds, so the cut fonts are kept
// in node_modules/.cache/tagline-fonts and a build cuts only what changed.
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'
import { planTaglineFonts } from '../../components/mdx/facts/taglineFonts.ts'
import { readSiteContent } from '../../lib/content/runtime.ts'
import type { Content } from '../../lib/content/content-types.ts'

const CACHE_DIR = join(process.cwd(), 'node_modules', '.cache', 'tagline-fonts')
const require = createRequire(import.meta.url)
// The package has no types of its own: this is the one call made.
const subsetFont = require('subset-font') as (font: Buffer, characters: string, options: { targetFormat: 'woff2' }) => Promise<Buffer>

export async function writeTaglineFonts(outDir: string, content: Content = readSiteContent()): Promise<{ files: number; bytes: number; cut: number }> {
  // The content as the pages read it: the build has run the content check already.
  const fonts = planTaglineFonts(content.languages.languages)
  let cut = 0
  await Promise.all(
    fonts.map(async (font) => {
      const cached = join(CACHE_DIR, basename(font.file))
      if (!existsSync(cached)) {
        const source = readFileSync(require.resolve(font.source))
        const woff2 = await subsetFont(source, font.characters, { targetFormat: 'woff2' })
        mkdirSync(CACHE_DIR, { recursive: true })
        writeFileSync(cached, woff2)
        cut++
      }
      const target = join(outDir, font.file)
      mkdirSync(dirname(target), { recursive: true })
      copyFileSync(cached, target)
    }),
  )
  const bytes = fonts.reduce((sum, font) => sum + statSync(join(outDir, font.file)).size, 0)
  return { files: fonts.length, bytes, cut }
}
