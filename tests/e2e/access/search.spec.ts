// Site search on the static build: Pagefind's index, loaded by the /search page.
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { waitForIslands } from '../support/a11y-helpers.ts'
import { readContentFiles } from '../../../lib/content/check/load.ts'
import { content } from '../support/content.ts'
import { nonEmpty } from '../../oracles.ts'

/**
 * A long word that only one condition article uses: no other content file has a word with its first five
 * letters, so Pagefind's stemming (reasoning → reason) cannot match another page.
 */
function wordOfOneArticle() {
  const texts = readContentFiles(process.cwd()).map((file) => ({ file: file.path, text: file.text.toLowerCase() }))
  for (const article of content.conditions) {
    for (const word of new Set(article.body.toLowerCase().match(/\b[a-z]{9,}\b/g) ?? [])) {
      const stem = word.slice(0, 5)
      const holders = texts.filter((t) => new RegExp(`\\b${stem}`).test(t.text))
      if (holders.length === 1 && holders[0]!.file === article.file) return { word, article }
    }
  }
  throw new Error('No condition article has a word of its own to search for')
}

test('the header links to search', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search')
})

test('a word only one condition article uses finds that article', async ({ page }) => {
  const { word, article } = wordOfOneArticle()

  await page.goto('/search')
  await page.getByRole('searchbox', { name: 'Search for' }).fill(word)
  await expect(page.getByRole('status')).toHaveText(/1 page matches/)
  const results = page.getByRole('main').getByRole('listitem')
  await expect(results).toHaveCount(1)
  await expect(results.getByRole('link')).toHaveAttribute('href', `/conditions/${article.slug}`)
  await expect(results.locator('mark').first()).toHaveText(new RegExp(word, 'i'))
  await results.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.data.title)
})

test('finds team members and procedures, but not the header, footer or 404 page', async ({ page }) => {
  const member = content.team.at(-1)!
  const lastName = member.data.name.split(',')[0]!.split(' ').pop()!
  await page.goto(`/search?q=${encodeURIComponent(lastName)}`)
  await expect(page.getByRole('main').getByRole('link', { name: new RegExp(lastName) }).first()).toBeVisible()
  const hrefs = await page.getByRole('main').getByRole('listitem').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(hrefs).toContain(`/team/${member.slug}`)

  await page.getByRole('searchbox').fill('Oops')
  await expect(page.getByRole('status')).toHaveText(/No pages match/)
  // Words only in the footer are not indexed.
  await page.getByRole('searchbox').fill('opt out')
  await expect(page.getByRole('status')).not.toHaveText(/4\d pages/)
})

test('an article found by its title shows an excerpt of its own text, not the way back, "On this page" or related links', async ({ page }) => {
  const articles = nonEmpty(content.conditions.filter((c) => c.data.layout === 'article'), 'article')
  // One visit: the box searches as it is typed in, and says what it searched for once the results are in.
  await page.goto('/search')
  for (const article of articles) {
    await page.getByRole('searchbox', { name: 'Search for' }).fill(article.data.title)
    await expect(page.getByRole('status')).toContainText(`“${article.data.title}”`)
    const result = page.getByRole('main').getByRole('listitem').filter({ has: page.locator(`a[href="/conditions/${article.slug}"]`) })
    await expect(result).toHaveCount(1)
    const excerpt = (await result.locator('p').textContent())!
    // It starts with the article's heading or words further down, never with navigation.
    expect(excerpt, article.slug).toMatch(/^\S/)
    for (const navigation of ['Back to', 'to Home', 'On this page', 'Medically reviewed', 'Related conditions']) {
      expect(excerpt, `${article.slug}: "${navigation}"`).not.toContain(navigation)
    }
    // The heading sits at the start of the indexed text, so a search for it shows the page's opening.
    expect(excerpt.startsWith(article.data.title), `${article.slug}: ${excerpt}`).toBe(true)
  }
})

test('while new words are typed, the status keeps naming the words of the results it counts', async ({ page }) => {
  // A screen reader hears the status as it changes: "1 page matches" must never speak of the new words
  // while the list still shows what the old ones found.
  const { word, article } = wordOfOneArticle()
  const other = content.conditions.find((c) => c.data.layout === 'article' && c.slug !== article.slug)!
  await page.goto('/search')
  await waitForIslands(page)
  // Every state the page goes through: the status and the result links at that moment.
  await page.evaluate(() => {
    const seen: { status: string; links: string[] }[] = []
    ;(window as unknown as { __seen: typeof seen }).__seen = seen
    new MutationObserver(() => {
      const status = document.querySelector('[role="status"]')?.textContent ?? ''
      seen.push({ status, links: [...document.querySelectorAll('main li a')].map((a) => a.getAttribute('href') ?? '') })
    }).observe(document.querySelector('main')!, { subtree: true, childList: true, characterData: true })
  })
  const box = page.getByRole('searchbox', { name: 'Search for' })
  await box.fill(word)
  await expect(page.getByRole('status')).toContainText(`“${word}”`)
  await box.fill(other.data.title)
  await expect(page.getByRole('status')).toContainText(`“${other.data.title}”`)
  const seen = await page.evaluate(() => (window as unknown as { __seen: { status: string; links: string[] }[] }).__seen)
  const naming = (words: string) => seen.filter((state) => state.status.includes(`“${words}”`))
  expect(naming(word).length).toBeGreaterThan(0)
  for (const state of naming(word)) expect(state.links, state.status).toEqual([`/conditions/${article.slug}`])
  expect(naming(other.data.title).length).toBeGreaterThan(0)
  for (const state of naming(other.data.title)) expect(state.links, state.status).toContain(`/conditions/${other.slug}`)
})

test('the box starts by itself once the page has painted, before the first key: the first key downloads nothing', async ({ browser, baseURL }) => {
  // A page of its own: this suite's page.goto starts every island at once (test.ts), a visitor does not.
  const page = await browser.newPage({ baseURL })
  await page.goto('/search')
  const root = page.locator('[data-island="SiteSearch"]')
  await expect(root).toHaveAttribute('data-hydrated', '')
  await page.waitForLoadState('networkidle')
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/assets/')) scripts.push(request.url())
  })
  await page.getByRole('searchbox', { name: 'Search for' }).press('a')
  await expect(page.getByRole('searchbox', { name: 'Search for' })).toHaveValue('a')
  expect(scripts, 'the island’s code requested on first use').toEqual([])
  await page.close()
})

test('the words typed while the box’s code is still on its way are searched', async ({ browser, baseURL }) => {
  const { word, article } = wordOfOneArticle()
  const page = await browser.newPage({ baseURL })
  // The site's scripts held until the whole word is typed, as on a slow connection: nothing typed is lost.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/search')
  const root = page.locator('[data-island="SiteSearch"]')
  await page.getByRole('searchbox', { name: 'Search for' }).pressSequentially(word)
  await expect(root).not.toHaveAttribute('data-hydrated', '')
  release()
  await expect(root).toHaveAttribute('data-hydrated', '')
  await expect(page.getByRole('searchbox', { name: 'Search for' })).toHaveValue(word)
  await expect(page.getByRole('status')).toHaveText(/1 page matches/)
  await expect(page.getByRole('main').getByRole('listitem').getByRole('link')).toHaveAttribute('href', `/conditions/${article.slug}`)
  await page.close()
})

test.describe('the Search button', () => {
  // A word of one condition article: that article is among the results.
  const word = 'thrombolysis'
  const article = () => `/conditions/${content.conditions.find((c) => c.body.toLowerCase().includes(word))!.slug}`
  const resultLinks = (page: Page) =>
    page.getByRole('main').getByRole('listitem').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))

  test('is visible, labelled and looks like the site’s other buttons', async ({ page }) => {
    const look = (el: Element) => {
      const style = getComputedStyle(el)
      return [style.backgroundColor, style.color, style.borderTopColor, style.borderRadius, style.fontWeight]
    }
    await page.goto('/contactus')
    const formButton = await page.getByRole('button', { name: 'Submit' }).evaluate(look)
    await page.goto('/search')
    const button = page.getByRole('search').getByRole('button', { name: 'Search', exact: true })
    await expect(button).toBeVisible()
    expect(await button.evaluate(look)).toEqual(formButton)
    const box = (await button.boundingBox())!
    expect(box.height, 'a 44 px target').toBeGreaterThanOrEqual(44)
  })

  for (const how of ['Enter', 'the button'] as const) {
    test(`${how} searches and puts the words in the address`, async ({ page }) => {
      await page.goto('/search')
      await waitForIslands(page)
      const box = page.getByRole('searchbox', { name: 'Search for' })
      await box.fill(word)
      if (how === 'Enter') await box.press('Enter')
      else await page.getByRole('button', { name: 'Search', exact: true }).click()
      await expect(page).toHaveURL(`/search?q=${word}`)
      await expect(page.getByRole('status')).toHaveText(/^\d+ pages? match(es)? “thrombolysis”/)
      expect(await resultLinks(page)).toContain(article())
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the form sends the words to /search?q=, where the search runs once scripts are back', async ({ page, browser }) => {
      await page.goto('/search')
      // Chromium parses <noscript> as if scripts ran when only their running is turned off: the note is
      // checked in the page's source, not on screen.
      expect(await page.locator('noscript').evaluate((el) => el.textContent)).toContain('Search needs JavaScript')
      await page.getByRole('searchbox', { name: 'Search for' }).fill(word)
      await page.getByRole('button', { name: 'Search', exact: true }).click()
      await expect(page).toHaveURL(`/search?q=${word}`)

      // The address it sent to is a working search. (New pages take the test's options: turn scripts on.)
      const withScripts = await browser.newPage({ javaScriptEnabled: true })
      await withScripts.goto(page.url())
      await expect(withScripts.getByRole('status')).toHaveText(/^\d+ pages? match(es)? “thrombolysis”/)
      await expect(withScripts.getByRole('searchbox', { name: 'Search for' })).toHaveValue(word)
      expect(await resultLinks(withScripts)).toContain(article())
      await withScripts.close()
    })
  })
})
