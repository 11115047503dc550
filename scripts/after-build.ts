// Runs after `vike build` has written the static site: the steps that need every page's HTML.
import { join } from 'node:path'
import { writeHeadersFile } from './headers.ts'
import { writeImageVariants } from './images.ts'
import { writeRedirectsFile } from './redirects.ts'
import { writeSearchIndex } from './search-index.ts'
import { writeSitemap } from './sitemap.ts'

const outDir = join(process.cwd(), process.env.OUT_DIR ?? 'dist', 'client')

const steps: { name: string; run: (outDir: string) => Promise<void> | void }[] = [
  { name: '_headers (security headers and asset cache, scripts/headers.ts)', run: writeHeadersFile },
  { name: '_redirects (former addresses, scripts/redirects.ts)', run: writeRedirectsFile },
  { name: 'sitemap.xml and robots.txt (scripts/sitemap.ts)', run: writeSitemap },
  { name: 'search index (scripts/search-index.ts)', run: writeSearchIndex },
  { name: 'photographs as AVIF and WebP (scripts/images.ts)', run: async (dir) => void (await writeImageVariants(dir)) },
]

// The steps are independent of each other: they run side by side (the search index and the pictures
// wait on other processes and threads), so the slowest one sets the time, not their sum.
const started = Date.now()
await Promise.all(
  steps.map(async (step) => {
    const stepStarted = Date.now()
    await step.run(outDir)
    console.log(`after-build: ${step.name} (${Date.now() - stepStarted} ms)`)
  }),
)
console.log(`after-build: all steps (${Date.now() - started} ms)`)
