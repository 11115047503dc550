// What the search box offers for a misspelled search ("Did you mean Epilepsy?"): for each language, the
// title of every page the search finds (its <h1>, which is also the title Pagefind shows) with its address,
// and every word of those pages' indexed text (what Pagefind reads: data-pagefind-body, without its
// data-pagefind-ignore parts), most used first. Written beside Pagefind's index as
// /pagefind/suggestions-<lang>.json; the box loads it with the first search (components/interactive/searchSuggestion.ts).
import { readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseHTML } from 'linkedom'
import { htmlFiles, routeOfHtmlFile } from './page-files.ts'
import { suggestionsPath, type SearchSuggestions } from '../../components/interactive/searchSuggestion.ts'

export function writeSearchSuggestions(outDir: string): number {
  const byLanguage = new Map<string, { titles: SearchSuggestions['titles']; counts: Map<string, number> }>()
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8')
    // Only the indexed element is parsed: the head's styles and the page's frame are most of the file.
    const opening = /<([a-z]+)\s[^>]*data-pagefind-body/.exec(html)
    const lang = /<html\s[^>]*lang="([^"]+)"/.exec(html)?.[1]
    if (!opening || !lang) continue
    const end = html.lastIndexOf(`</${opening[1]}>`)
    const body = parseHTML(`<body>${html.slice(opening.index, end)}</body>`).document.querySelector('[data-pagefind-body]')
    if (!body) continue
    for (const ignored of body.querySelectorAll('[data-pagefind-ignore]')) ignored.remove()
    const entry = byLanguage.get(lang) ?? { titles: [], counts: new Map<string, number>() }
    byLanguage.set(lang, entry)
    const title = body.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim()
    if (title) entry.titles.push({ title, url: routeOfHtmlFile(relative(outDir, file)) })
    for (const word of (body.textContent ?? '').toLowerCase().match(/\p{L}[\p{L}\p{M}'’]*\p{L}/gu) ?? []) entry.counts.set(word, (entry.counts.get(word) ?? 0) + 1)
  }
  for (const [lang, { titles, counts }] of byLanguage) {
    const words = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([word]) => word)
    const suggestions: SearchSuggestions = { titles: titles.sort((a, b) => (a.url < b.url ? -1 : 1)), words }
    writeFileSync(join(outDir, suggestionsPath(lang)), JSON.stringify(suggestions))
  }
  return byLanguage.size
}
