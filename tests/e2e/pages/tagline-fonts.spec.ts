// The taglines of /language-assistance in scripts many computers have no font for (Korean, Hindi,
// Gujarati, Telugu, Nepali; Urdu's Nastaliq) are drawn with the site's own fonts: in a real browser each
// such font loads once its tagline is on screen, and a page without taglines asks for no font at all.
import { expect, test } from '../support/test.ts'
import { content } from '../support/content.ts'
import { nonEmpty } from '../../oracles.ts'

const BOXED = /[\p{Script=Hangul}\p{Script=Devanagari}\p{Script=Gujarati}\p{Script=Telugu}]/u

test('every tagline in such a script is drawn with a font the page loaded', async ({ page }) => {
  const fonts: string[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2')) fonts.push(`${response.status()} ${response.url()}`)
  })
  await page.goto('/language-assistance')
  const taglines = page.locator('li[lang][dir]')
  expect(await taglines.count()).toBeGreaterThan(0)
  await taglines.last().scrollIntoViewIfNeeded()
  await page.evaluate(() => document.fonts.ready)
  const checked = await taglines.evaluateAll(
    (items, boxed) =>
      items
        .filter((li) => li.getAttribute('lang') === 'ur' || new RegExp(boxed, 'u').test(li.textContent ?? ''))
        .map((li) => {
          const family = getComputedStyle(li).fontFamily.split(',')[0]!.trim()
          const face = [...document.fonts].find((f) => `"${f.family}"` === family || f.family === family)
          return { lang: li.getAttribute('lang'), family, status: face?.status }
        }),
    BOXED.source,
  )
  // Every tagline of content/languages.yaml in such a script.
  const inSuchScripts = nonEmpty(content.languages.languages.filter(({ lang, tagline }) => lang === 'ur' || BOXED.test(tagline)), 'tagline in such a script')
  expect(checked.map(({ lang }) => lang)).toEqual(inSuchScripts.map(({ lang }) => lang))
  for (const tagline of checked) expect(tagline, JSON.stringify(tagline)).toMatchObject({ status: 'loaded' })
  expect(fonts.length).toBeGreaterThan(0)
  for (const font of fonts) expect(font).toMatch(/^200 /)
})

test('a page without taglines asks for no font file', async ({ page }) => {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url())
  })
  await page.goto('/')
  await page.evaluate(() => document.fonts.ready)
  expect(fonts).toEqual([])
})
