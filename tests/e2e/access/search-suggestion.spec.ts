// A misspelled search offers the page meant, in each language, in the search box: a condition's title
// one or two letters off (a letter changed, added, left out, or two letters swapped: each counts one)
// gets "Did you mean <title>?" with a link to its page (four titles here, one for each way of slipping;
// every title in every way: tests/built/search-suggestions.test.ts); a common word of the site one letter
// off gets the word, as a link to that search. A word no page has is never answered with the pages that
// happen to hold its first letter as a word of their own. The titles and words are the content's.
import { expect, test } from '../support/test.ts'
import { readContentFiles } from '../../../lib/content/check/load.ts'
import { content } from '../support/content.ts'
import { nonEmpty, wordsFile } from '../../oracles.ts'
import { conditionTitles, misspellableTitles, oneLetterOff, twoLettersOff } from '../../misspellings.ts'

const LANGUAGES = [
  { lang: 'en', search: '/search', prefix: '', folder: (path: string) => !/^content\/[a-z]{2}\//.test(path) },
  { lang: 'es', search: '/es/search', prefix: '/es', folder: (path: string) => path.startsWith('content/es/') },
] as const

/** The text of a language's pages and articles. */
function pageTexts(lang: string): string[] {
  if (lang === 'en') return [...content.conditions, ...content.pages].map((entry) => entry.body)
  return content.translations.filter((t) => t.lang === lang).map((t) => t.body)
}

/** The words of a language's content files, in lower case. */
function contentWords(folder: (path: string) => boolean): string[] {
  return readContentFiles(process.cwd())
    .filter((file) => folder(file.path) && /\.(mdx|yaml)$/.test(file.path))
    .flatMap((file) => file.text.toLowerCase().match(/\p{L}+/gu) ?? [])
}

for (const { lang, search, folder } of LANGUAGES) {
  const didYouMean = (wordsFile(lang) as { search: { didYouMean: string } }).search.didYouMean

  test(`${lang}: a condition's title one or two letters off offers that page`, async ({ page }) => {
    const titles = nonEmpty(misspellableTitles(lang), `${lang} condition title`).slice(0, 4)
    await page.goto(search)
    const box = page.getByRole('searchbox')
    for (const [n, { title, href }] of titles.entries()) {
      for (const misspelled of n === 0 ? [oneLetterOff(title, n), twoLettersOff(title)] : [oneLetterOff(title, n)]) {
        await box.fill(misspelled)
        const status = page.getByRole('status')
        await expect(status, misspelled).toContainText(misspelled)
        await expect(status, misspelled).toContainText(didYouMean.replace('{suggestion}', title))
        await expect(status.getByRole('link', { name: title, exact: true }), misspelled).toHaveAttribute('href', href)
      }
    }
  })

  test(`${lang}: a common word of the site one letter off offers that word, and the link searches it`, async ({ page }) => {
    // The most used long word of the language's pages that is not a page's title (a title is offered as its page).
    const titles = new Set(conditionTitles(lang).map(({ title }) => title.toLowerCase()))
    const counts = new Map<string, number>()
    for (const word of pageTexts(lang).flatMap((text) => text.toLowerCase().match(/\p{L}+/gu) ?? [])) {
      if (word.length >= 8 && !titles.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1)
    }
    const [word] = nonEmpty([...counts].sort((a, b) => b[1] - a[1]), `${lang} long word`)[0]!
    const misspelled = oneLetterOff(word, 0)
    await page.goto(search)
    await page.getByRole('searchbox').fill(misspelled)
    const link = page.getByRole('status').getByRole('link', { name: word, exact: true })
    await expect(link, misspelled).toBeVisible()
    await link.click()
    await page.waitForURL((url) => url.searchParams.get('q') === word)
    await expect(page.getByRole('status')).toContainText(word)
    await expect(page.getByRole('status').getByRole('link'), 'no suggestion for a word of the site').toHaveCount(0)
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible()
  })

  test(`${lang}: a word no page has is not answered with the pages that hold its first letter as a word`, async ({ page }) => {
    // Letters the content uses as words of their own ("E" of BE FAST, "y" in Spanish), each starting a
    // made-up word that no word of the content starts like.
    // Five of them, those of the language's own alphabet first (a tagline's letter of another script is
    // one more of the same kind): each search waits for the box's answer.
    const words = contentWords(folder)
    const oneLetter = [...new Set(words.filter((w) => w.length === 1))].sort((a, b) => Number(/\p{Script=Latin}/u.test(b)) - Number(/\p{Script=Latin}/u.test(a)))
    const letters = nonEmpty(oneLetter, `${lang} one-letter word`).slice(0, 5)
    await page.goto(search)
    for (const letter of letters) {
      const second = [...'qxzjkwv'].find((c) => !words.some((w) => w.startsWith(`${letter}${c}`)))
      expect(second, `a letter no word of the content has after "${letter}"`).toBeDefined()
      const madeUp = `${letter}${second}qjxw`
      await page.getByRole('searchbox').fill(madeUp)
      await expect(page.getByRole('status'), madeUp).toContainText(madeUp)
      await expect(page.getByRole('main').getByRole('listitem'), madeUp).toHaveCount(0)
    }
  })
}

test('the suggestion on a phone (375 px): shown under the box, its link in view', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 })
  const { title } = nonEmpty(misspellableTitles('en'), 'condition title')[0]!
  await page.goto('/search')
  await page.getByRole('searchbox').fill(oneLetterOff(title, 1))
  const link = page.getByRole('status').getByRole('link', { name: title, exact: true })
  await expect(link).toBeInViewport()
  await page.screenshot({ path: process.env.SEARCH_SHOT ?? test.info().outputPath('search-suggestion.png') })
})
