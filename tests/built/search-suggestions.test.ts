// Every condition title of each language, one and two letters off, is answered by the build's search
// suggestions (dist/client/pagefind/suggestions-<lang>.json) with that title and its page. The browser
// test (tests/e2e/access/search-suggestion.spec.ts) shows a few of them in the search box itself.
import { describe, expect, it } from 'vitest'
import { suggestionFor, type SearchSuggestions } from '../../components/interactive/searchSuggestion.ts'
import { misspellableTitles, oneLetterOff, twoLettersOff } from '../misspellings.ts'
import { nonEmpty } from '../oracles.ts'
import { builtFile } from './built-site.ts'

describe.each(['en', 'es'])('%s search suggestions', (lang) => {
  const suggestions = JSON.parse(builtFile(`/pagefind/suggestions-${lang}.json`)) as SearchSuggestions

  it('offer each condition title, one letter off in each of the four ways and two letters off, with its page', () => {
    const wrong: string[] = []
    for (const { title, href } of nonEmpty(misspellableTitles(lang), `${lang} condition title`)) {
      for (const misspelled of [0, 1, 2, 3].map((kind) => oneLetterOff(title, kind)).concat(twoLettersOff(title))) {
        const offered = suggestionFor(misspelled, suggestions)
        if (offered?.text !== title || offered.url !== href) wrong.push(`"${misspelled}" offered ${JSON.stringify(offered)}, not "${title}" (${href})`)
      }
    }
    expect(wrong).toEqual([])
  })
})
