// Site search: Pagefind indexes the built pages (only their <main data-pagefind-body>, so not the
// header, footer, the 404 page or the search page itself) into dist/client/pagefind/. The /search
// page loads that index in the browser: no server, no third party.
import { join } from 'node:path'
import * as pagefind from 'pagefind'

export async function writeSearchIndex(outDir: string): Promise<void> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' })
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
  const indexed = await index.addDirectory({ path: outDir })
  if (indexed.errors.length > 0) throw new Error(`Pagefind could not index the site: ${indexed.errors.join('; ')}`)
  const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') })
  if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`)
  console.log(`after-build: search index of ${indexed.page_count} pages`)
  await pagefind.close()
}
