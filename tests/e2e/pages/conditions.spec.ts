// Every condition page of content/conditions/ in the browser: what only a browser can tell. What each
// page says and where its links lead (the way back, heading, review line, picture and its size, cards,
// buttons, every heading of the Markdown, the related conditions, each article's length, dementia's and
// myasthenia gravis's own parts) is read from the built HTML, without a browser, in
// tests/built/condition-pages.test.ts. Counts and texts come from the content, so adding or editing an
// article never turns these tests red.
import type { Locator } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { content, expectedHeading, namedConditionLayouts, namedConditionsOnSite } from '../support/content.ts'
import { markdownHeadings, nonEmpty, wordsFile } from '../../oracles.ts'

const conditions = nonEmpty(content.conditions, 'condition article')
/** A condition by its file name now (namedConditionsOnSite gives it for a name of the requirements). */
const bySlug = (slug: string) => conditions.find((c) => c.slug === slug)!

/** The words of the English pages (content/ui/en.yaml): the way back, the review line, the related block. */
const words = wordsFile('en') as { backToHome: string; condition: { backToServices: string; reviewedBy: string; related: string } }

test('every condition the requirements name, while it is on the site, has the layout they give it', () => {
  let checked = 0
  for (const [layout, named] of Object.entries(namedConditionLayouts)) {
    for (const { named: name, slug } of namedConditionsOnSite(named)) {
      expect(bySlug(slug).data.layout, name).toBe(layout)
      checked++
    }
  }
  expect(checked, 'named conditions checked').toBeGreaterThan(0)
})

// One visit of each page, for what the HTML alone cannot tell: that its parts are on screen (the review
// line once: its printout copy at the foot is not) and that its picture has loaded.
test('every condition page shows on screen its way back, subtitle, one review line, loaded picture, cards, buttons, headings and related conditions', async ({ page }) => {
  expect(conditions.length).toBeGreaterThan(0)
  // Time for a failing part on every page to wait out its 5 s, so that the failure lists them all.
  test.setTimeout(conditions.length * 15_000)
  const dementia = namedConditionsOnSite(['dementia']).map((c) => c.slug)
  for (const { slug, data, body } of conditions) {
    const response = await page.goto(`/conditions/${slug}`)
    expect.soft(response?.status(), `${slug}: the page answers`).toBe(200)
    const main = page.getByRole('main')
    // Soft: the failure lists every page and part that is not on screen, not only the first.
    const shows = (locator: Locator, what: string) => expect.soft(locator, `${slug}: ${what}`).toBeVisible()

    await shows(main.getByRole('link', { name: data.layout === 'service' ? words.condition.backToServices : words.backToHome, exact: true }), 'the way back')
    if (data.subtitle) await shows(main.getByText(data.subtitle, { exact: true }), 'the subtitle')
    const review = main.locator('p', { hasText: words.condition.reviewedBy.split('{')[0]! }).filter({ visible: true })
    await expect.soft(review, `${slug}: one review line on screen`).toHaveCount(1)
    if (data.image) {
      const image = main.getByRole('img', { name: data.image.alt, exact: true })
      await shows(image, 'the picture')
      expect.soft(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), `${slug}: the picture has loaded`).toBe(true)
    }
    for (const card of data.infoCards ?? []) await shows(main.locator('dl > div').filter({ has: page.locator('dt', { hasText: card.title }) }), `the card ${card.title}`)
    for (const action of data.actions ?? []) await shows(main.getByRole('link', { name: action.label, exact: true }).last(), `the button ${action.label}`)
    for (const heading of markdownHeadings(body)) await shows(main.getByRole('heading', { name: heading, exact: true }), `the heading ${heading}`)
    // The requirements name dementia's call link.
    if (dementia.includes(slug)) await shows(main.getByRole('link', { name: /^Schedule a Consultation Today/ }), 'the call link')
    if (data.related?.length) await shows(page.getByRole('navigation', { name: words.condition.related }), 'the related conditions')
  }
})

// Where each button leads is checked on the built page; one click shows a button really opens its page.
for (const { slug } of namedConditionsOnSite(['myasthenia-gravis'])) test('myasthenia gravis: Find a Location opens the list of offices', async ({ page }) => {
  await page.goto(`/conditions/${slug}`)
  // The requirements name the button.
  await page.getByRole('main').getByRole('link', { name: 'Find a Location', exact: true }).click()
  await expect(page).toHaveURL(/\/locations$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedHeading('/locations'))
})

test('on a 320px phone nothing is cut off; on a desktop the info cards sit side by side', async ({ browser }) => {
  const withCards = conditions.find((c) => c.data.layout === 'service' && (c.data.infoCards?.length ?? 0) >= 2)
  expect(withCards, 'a service page with info cards').toBeDefined()
  const samples = [withCards!.slug, ...conditions.filter((c) => c.data.layout === 'article').slice(0, 2).map((c) => c.slug), ...conditions.filter((c) => c.data.layout === 'myasthenia').map((c) => c.slug)]

  const phone = await browser.newPage({ viewport: { width: 320, height: 720 } })
  for (const slug of samples) {
    await phone.goto(`/conditions/${slug}`)
    expect(await phone.evaluate(() => document.documentElement.scrollWidth), `${slug} scrolls sideways`).toBeLessThanOrEqual(320)
  }
  await phone.goto(`/conditions/${withCards!.slug}`)
  const phoneCards = phone.locator('main dl > div')
  const [firstPhone, secondPhone] = [await phoneCards.nth(0).boundingBox(), await phoneCards.nth(1).boundingBox()]
  expect(secondPhone!.y, 'cards stack on a phone').toBeGreaterThan(firstPhone!.y + firstPhone!.height - 1)
  await phone.close()

  const desktop = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await desktop.goto(`/conditions/${withCards!.slug}`)
  const cards = desktop.locator('main dl > div')
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()]
  expect(second!.y, 'cards share a row on a desktop').toBe(first!.y)
  expect(second!.x).toBeGreaterThan(first!.x + first!.width)
  await desktop.close()
})
