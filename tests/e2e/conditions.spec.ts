// Every condition page of content/conditions/: each laid out by its frontmatter `layout`. Counts and texts
// come from the content, so adding or editing an article never turns these tests red.
import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { content, expectedHeading, namedConditionLayouts, namedConditionsOnSite, serviceCallToAction, site } from './content.ts'

const conditions = content.conditions
/** A condition by its file name now (namedConditionsOnSite gives it for a name of the requirements). */
const bySlug = (slug: string) => conditions.find((c) => c.slug === slug)!

/** The article-style and myasthenia pages the requirements name that are still on the site (a retired one is not). */
const articleSlugs = namedConditionsOnSite([...namedConditionLayouts.article, ...namedConditionLayouts.myasthenia]).map((c) => c.slug)

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
/** 2026-10-01 → October 1, 2026 */
function spelledDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  return `${months[month! - 1]} ${day}, ${year}`
}

const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length

/** The text below the heading band: what a visitor reads as the article. */
async function articleText(page: Page): Promise<string> {
  return page.locator('main article > div').nth(1).innerText()
}

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

for (const condition of conditions) {
  const { slug, data } = condition
  test(`/conditions/${slug} shows its way back, heading, review, picture, cards and buttons`, async ({ page }) => {
    const response = await page.goto(`/conditions/${slug}`)
    expect(response?.status()).toBe(200)
    const main = page.getByRole('main')

    const back = data.layout === 'service' ? { label: 'Back to Services', href: '/#services' } : { label: 'Back to Home', href: '/' }
    await expect(main.getByRole('link', { name: back.label, exact: true })).toHaveAttribute('href', back.href)
    await expect(main.getByRole('link', { name: back.label, exact: true })).toBeVisible()

    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.title)
    if (data.subtitle) await expect(main.getByText(data.subtitle, { exact: true })).toBeVisible()

    // "Medically reviewed by {name}, {role}, on {date}", linked to the reviewer's bio (on screen under the
    // heading; a printout carries it at its foot instead: articles.spec.ts).
    const reviewer = content.team.find((t) => t.slug === data.reviewedBy)!
    const review = main.locator('p', { hasText: 'Medically reviewed by' }).filter({ visible: true })
    await expect(review).toHaveCount(1)
    await expect(review).toHaveText(`Medically reviewed by ${reviewer.data.name}, ${reviewer.data.role}, on ${spelledDate(data.lastReviewed)}`)
    await expect(review.getByRole('link', { name: reviewer.data.name })).toHaveAttribute('href', `/team/${reviewer.slug}`)
    await expect(review.locator('time')).toHaveAttribute('datetime', data.lastReviewed)

    // The picture is optional (the editing guide says so); when there is one, it shows.
    if (data.image) {
      const image = main.getByRole('img', { name: data.image.alt, exact: true })
      await expect(image).toBeVisible()
      await expect(image).toHaveAttribute('src', data.image.src)
      // Its size is set, so nothing moves while it loads: a width, and the height of a 3:2 picture.
      const width = Number(await image.getAttribute('width'))
      expect(width, 'the picture has a width').toBeGreaterThan(0)
      await expect(image).toHaveAttribute('height', String(Math.round((width * 2) / 3)))
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    }

    for (const card of data.infoCards ?? []) {
      const shown = main.locator('dl > div').filter({ has: page.locator('dt', { hasText: card.title }) })
      await expect(shown).toBeVisible()
      await expect(shown.locator('dd')).toHaveText(card.text)
    }

    for (const action of data.actions ?? []) {
      const button = main.getByRole('link', { name: action.label, exact: true }).last()
      await expect(button).toBeVisible()
      await expect(button).toHaveAttribute('href', action.href)
    }
  })
}

test('each service page ends with the call to action the requirements name, to the consultation form', async ({ page }) => {
  const onSite = namedConditionsOnSite(Object.keys(serviceCallToAction))
  expect(onSite.length, 'service pages on the site').toBeGreaterThan(0)
  for (const { named, slug } of onSite) {
    await page.goto(`/conditions/${slug}`)
    await expect(page.getByRole('main').getByRole('link', { name: serviceCallToAction[named]!, exact: true }).last(), named).toHaveAttribute('href', '/consultation-form')
  }
})

test('each article is 300 to 900 words, with headings that do not skip a level', async ({ page }) => {
  expect(articleSlugs.length, 'articles on the site').toBeGreaterThan(0)
  for (const slug of articleSlugs) {
    await page.goto(`/conditions/${slug}`)
    const count = words(await articleText(page))
    expect(count, `${slug} has ${count} words`).toBeGreaterThanOrEqual(300)
    expect(count, `${slug} has ${count} words`).toBeLessThanOrEqual(900)
    const levels = await page.locator('main :is(h1, h2, h3, h4)').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])))
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1]!, `${slug}: heading levels do not skip`).toBeLessThanOrEqual(1)
    })
  }
})

test('every article shows its whole Markdown text: each heading of the file is on the page', async ({ page }) => {
  for (const condition of conditions) {
    const headings = [...condition.body.matchAll(/^#{2,4} +(.+)$/gm)].map((m) => m[1]!.replace(/[*_`]/g, '').trim())
    await page.goto(`/conditions/${condition.slug}`)
    for (const heading of headings) await expect(page.getByRole('main').getByRole('heading', { name: heading, exact: true }), condition.slug).toBeVisible()
  }
})

// The pages the requirements say more of, while they are on the site (a retired page takes its test with it).
for (const { slug } of namedConditionsOnSite(['dementia'])) test('dementia: Schedule a Consultation Today calls us, and the care partner opens safely in a new tab', async ({ page }) => {
  await page.goto(`/conditions/${slug}`)
  const main = page.getByRole('main')
  const tollFreeDigits = site.phones.tollFree.replace(/\D/g, '')
  const call = main.getByRole('link', { name: /^Schedule a Consultation Today/ })
  await expect(call).toBeVisible()
  await expect(call).toHaveAttribute('href', `tel:+${tollFreeDigits}`)
  await expect(call).toContainText(site.phones.tollFree)

  const partner = main.locator(`a[href="${site.links.dementiaPartner}"]`)
  await expect(partner).toHaveCount(1)
  await expect(partner).toHaveAttribute('target', '_blank')
  await expect(partner).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(partner).toHaveAccessibleName(/opens in a new tab/)
})

for (const { slug } of namedConditionsOnSite(['myasthenia-gravis'])) test('myasthenia gravis: symptom, diagnosis and treatment lists, and its two buttons', async ({ page }) => {
  await page.goto(`/conditions/${slug}`)
  const main = page.getByRole('main')
  for (const heading of ['Symptoms', 'Diagnosis', 'Treatment']) {
    await expect(main.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible()
    expect(await main.locator(`h2:text-is("${heading}") + ul > li`).count(), heading).toBeGreaterThanOrEqual(3)
  }
  await expect(main.getByRole('link', { name: 'Request Consultation', exact: true })).toHaveAttribute('href', '/contactus')
  const findLocation = main.getByRole('link', { name: 'Find a Location', exact: true })
  await expect(findLocation).toHaveAttribute('href', '/locations')

  // Find a Location opens the list of offices.
  await findLocation.click()
  await expect(page).toHaveURL(/\/locations$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedHeading('/locations'))

  await page.goto(`/conditions/${slug}`)
  await main.getByRole('link', { name: 'Request Consultation', exact: true }).click()
  await expect(page).toHaveURL(/\/contactus$/)
  const contact = content.pages.find((p) => p.slug === 'contactus')!
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contact.data.heading)
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

test('each page ends with the related conditions its frontmatter lists, and every link opens that page', async ({ page }) => {
  const withRelated = conditions.filter((c) => c.data.related?.length)
  expect(withRelated.length, 'at least one page lists related conditions').toBeGreaterThan(0)
  for (const condition of conditions) {
    await page.goto(`/conditions/${condition.slug}`)
    const block = page.getByRole('navigation', { name: 'Related conditions' })
    const related = condition.data.related ?? []
    if (related.length === 0) {
      await expect(block).toHaveCount(0)
      continue
    }
    const links = block.getByRole('link')
    await expect(links).toHaveText(related.map((slug) => bySlug(slug).data.title))
    for (const [i, slug] of related.entries()) await expect(links.nth(i)).toHaveAttribute('href', `/conditions/${slug}`)
    // The block comes after the article's text.
    const afterText = await block.evaluate((nav) => {
      // The text on screen: the review line a printout adds at the foot is not shown.
      const lastParagraph = [...document.querySelectorAll('main p')].filter((p) => !nav.contains(p) && p.checkVisibility()).at(-1)
      return lastParagraph ? Boolean(lastParagraph.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING) : false
    })
    expect(afterText, `${condition.slug}: related links at the end`).toBe(true)
  }
  for (const slug of new Set(withRelated.flatMap((c) => c.data.related!))) {
    const response = await page.request.get(`/conditions/${slug}`)
    expect(response.status(), `/conditions/${slug}`).toBe(200)
  }
})
