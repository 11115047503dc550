// Runs after `vike build` has written the static site: the steps that need every page's HTML.
import { join } from 'node:path'
import { writeAppIcons } from './app-icons.ts'
import { FORM_PAGES_FILE, writeFormPages } from './form-pages.tsx'
import { writeHeadersFile } from './headers.ts'
import { writeImageVariants } from './images.ts'
import { writePageCards } from './og-image.ts'
import { writeRedirectsFile } from './redirects.ts'
import { writeSecretScan } from './secret-keys.ts'
import { writeSearchIndex } from './search-index.ts'
import { writeSitemap } from './sitemap.ts'
import { writeTaglineFonts } from './tagline-fonts.ts'
import { readSiteContent } from '../../lib/content/runtime.ts'

const outDir = join(process.cwd(), process.env.OUT_DIR ?? 'dist', 'client')
// Read once for every step (the build has checked it already): each read parses every content file.
const content = readSiteContent()

const steps: { name: string; run: (outDir: string) => Promise<void> | void }[] = [
  { name: '_headers (security headers and asset cache, scripts/build/headers.ts)', run: writeHeadersFile },
  {
    name: 'the form pages the function answers a form post with (scripts/build/form-pages.tsx)',
    run: (dir) => {
      if (writeFormPages(dir)) console.log(`after-build: the form pages changed: commit ${FORM_PAGES_FILE}`)
    },
  },
  { name: '_redirects (former addresses, scripts/build/redirects.ts)', run: (dir) => writeRedirectsFile(dir, content) },
  { name: 'sitemap.xml and robots.txt (scripts/build/sitemap.ts)', run: (dir) => writeSitemap(dir, content) },
  { name: 'search index (scripts/build/search-index.ts)', run: writeSearchIndex },
  { name: 'web app manifest and icons (scripts/build/app-icons.ts)', run: writeAppIcons },
  {
    name: 'fonts of the language taglines (scripts/build/tagline-fonts.ts)',
    run: async (dir) => {
      const { files, bytes, cut } = await writeTaglineFonts(dir, content)
      console.log(`after-build: ${files} tagline font(s), ${(bytes / 1024).toFixed(1)} KB in all, ${cut} cut anew`)
    },
  },
  {
    name: "each page's link preview picture (scripts/build/og-image.ts)",
    run: async (dir) => {
      const { cards, drawn } = await writePageCards(dir, content)
      console.log(`after-build: ${cards} link preview picture(s), ${drawn} drawn, ${cards - drawn} from the cache`)
    },
  },
  { name: 'photographs as AVIF and WebP (scripts/build/images.ts)', run: async (dir) => void (await writeImageVariants(dir)) },
]

// A failed step gives a plain message and a failed build, not a stack trace.
async function run(step: (typeof steps)[number]) {
  const stepStarted = Date.now()
  try {
    await step.run(outDir)
  } catch (error) {
    console.error(`after-build: ${step.name} failed.\n${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
  console.log(`after-build: ${step.name} (${Date.now() - stepStarted} ms)`)
}

// The steps are independent of each other: they run side by side (the search index and the pictures
// wait on other processes and threads), so the slowest one sets the time, not their sum. The scan for
// secrets comes last, over everything they wrote.
const started = Date.now()
await Promise.all(steps.map(run))
await run({ name: 'no key-shaped string in the site (scripts/build/secret-keys.ts)', run: writeSecretScan })
console.log(`after-build: all steps (${Date.now() - started} ms)`)
