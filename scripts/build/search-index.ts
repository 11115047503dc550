// Site search: Pagefind indexes the built pages (only their <main data-pagefind-body>, so not the
// header, footer, the 404 page or the search page itself) into dist/client/pagefind/. The /search
// page loads that index in the browser: no server, no third party. Beside it, what the box offers for a
// misspelled search (scripts/build/search-words.ts).
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import * as pagefind from 'pagefind'
import { htmlFiles, routeOfHtmlFile } from './page-files.ts'
import { writeSearchSuggestions } from './search-words.ts'

export async function writeSearchIndex(outDir: string): Promise<void> {
  // One index per language, read from each page's <html lang>: a search on an English page finds English
  // pages, one on a Spanish page Spanish pages, each with its own language's word stems.
  const { index, errors } = await pagefind.createIndex({})
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
  // Each page under its address (/a/b, not the file name a/b.html the host would redirect from).
  let pageCount = 0
  for (const file of htmlFiles(outDir)) {
    const added = await index.addHTMLFile({ url: routeOfHtmlFile(relative(outDir, file)), content: readFileSync(file, 'utf8') })
    if (added.errors.length > 0) throw new Error(`Pagefind could not index ${file}: ${added.errors.join('; ')}`)
    pageCount += 1
  }
  const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') })
  if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`)
  await pagefind.close()
  const languages = writeSearchSuggestions(outDir)
  console.log(`after-build: search index of ${pageCount} pages, suggestions for misspelled searches in ${languages} languages`)
}
