// The search suggestions the build writes (dist/client/pagefind/suggestions-<lang>.json), as the search box
// reads them: every condition title of the content is listed with its page; a title a letter or two off,
// in each way people slip, suggests that title and its page; a title typed right suggests nothing. The
// browser test (tests/e2e/access/search-suggestion.spec.ts) shows a few of them in the search box itself.
import { describe, expect, it } from 'vitest'
import { suggestionFor, type SearchSuggestions } from '../../components/interactive/searchSuggestion.ts'
import { conditionTitles, misspellableTitles, oneLetterOff, twoLettersOff } from '../misspellings.ts'
import { nonEmpty } from '../oracles.ts'
import { builtFile } from './built-site.ts'

/** The slips: each is one letter off the title, but the last, two. */
const slips: [string, (title: string) => string][] = [
  ['a letter changed', (title) => oneLetterOff(title, 0)],
  ['a letter added', (title) => oneLetterOff(title, 1)],
  ['a letter left out', (title) => oneLetterOff(title, 2)],
  ['two letters swapped', (title) => oneLetterOff(title, 3)],
  ['two letters changed', twoLettersOff],
]

describe.each(['en', 'es'])('%s search suggestions', (lang) => {
  const suggestions = JSON.parse(builtFile(`/pagefind/suggestions-${lang}.json`)) as SearchSuggestions
  const titles = nonEmpty(conditionTitles(lang), `${lang} condition title`)

  it('list every condition title with its page', () => {
    for (const { title, href } of titles) expect(suggestions.titles, title).toContainEqual({ title, url: href })
  })

  it.each(slips)('a condition title with %s suggests that title and its page', (_, slip) => {
    const misspellable = nonEmpty(misspellableTitles(lang), `${lang} condition title of six letters or more`)
    const offered = misspellable.map(({ title }) => ({ typed: slip(title), offered: suggestionFor(slip(title), suggestions) }))
    expect(offered).toEqual(misspellable.map(({ title, href }) => ({ typed: slip(title), offered: { text: title, url: href } })))
  })

  it('a condition title typed right suggests nothing', () => {
    expect(titles.map(({ title }) => [title, suggestionFor(title, suggestions)])).toEqual(titles.map(({ title }) => [title, undefined]))
  })
})
