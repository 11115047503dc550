// Runs after `vike build` has written the static site: the steps that need every page's HTML.
import { join } from 'node:path'
import { writeHeadersFile } from './headers.ts'
import { writeImageVariants } from './images.ts'
import { writeSecretScan } from './secret-keys.ts'
import { writeSearchIndex } from './search-index.ts'
import { writeSitemap } from './sitemap.ts'

const outDir = join(process.cwd(), process.env.OUT_DIR ?? 'dist', 'client')

const steps: { name: string; run: (outDir: string) => Promise<void> | void }[] = [
  { name: '_headers (security headers and asset cache, scripts/headers.ts)', run: writeHeadersFile },
  { name: 'sitemap.xml and robots.txt (scripts/sitemap.ts)', run: writeSitemap },
  { name: 'search index (scripts/search-index.ts)', run: writeSearchIndex },
  { name: 'photographs as AVIF and WebP (scripts/images.ts)', run: async (dir) => void (await writeImageVariants(dir)) },
  { name: 'no key-shaped string in the site (scripts/secret-keys.ts)', run: writeSecretScan },
]

for (const step of steps) {
  const started = Date.now()
  try {
    await step.run(outDir)
  } catch (error) {
    // A plain message and a failed build, not a stack trace.
    console.error(`after-build: ${step.name} failed.\n${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
  console.log(`after-build: ${step.name} (${Date.now() - started} ms)`)
}
