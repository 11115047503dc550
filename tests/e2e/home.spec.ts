// The home page (/), in the order a visitor meets it. Expected values (counts, names, texts, orders)
// come from the content files through the loader (home.yaml, stats.yaml, insurance.yaml,
// locations.yaml, site.yaml), so a correct content edit never turns these tests red.
import type { Locator, Page } from '@playwright/test'
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from './test.ts'
import { content, site } from './content.ts'

const { home, stats, insurance, locations } = content
const homePage = content.pages.find((p) => p.slug === 'home')!.data

const section = (page: Page, id: string) => page.locator(`section#${id}`)

/** Every <img> inside has loaded a real picture. */
async function expectImagesLoaded(scope: Locator) {
  const images = scope.locator('img')
  for (let i = 0; i < (await images.count()); i++) {
    const image = images.nth(i)
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: await image.getAttribute('src') ?? '' }).toBe(true)
  }
}

test.describe('hero', () => {
  test('shows the headline, description, Contact Us and Our Locations', async ({ page }) => {
    await page.goto('/')
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homePage.heading)
    await expect(hero.getByText(homePage.intro!, { exact: true })).toBeVisible()

    const contact = hero.getByRole('link', { name: 'Contact Us', exact: true })
    await expect(contact).toBeVisible()
    await expect(contact).toHaveAttribute('href', '/consultation-form')
    expect(home.hero.contact).toEqual({ label: 'Contact Us', href: '/consultation-form' })

    const locationsLink = hero.getByRole('link', { name: 'Our Locations', exact: true })
    await expect(locationsLink).toHaveAttribute('href', '#locations')
    await locationsLink.click()
    await expect(page).toHaveURL(/#locations$/)
    await expect(page.getByRole('heading', { level: 2, name: home.locations.heading })).toBeInViewport()
  })

  test('Contact Us opens the consultation form', async ({ page }) => {
    await page.goto('/')
    await page.locator('section', { has: page.getByRole('heading', { level: 1 }) }).getByRole('link', { name: 'Contact Us', exact: true }).click()
    await expect(page).toHaveURL(/\/consultation-form$/)
  })

  test('links to the social networks of site.yaml in new tabs, each with its name', async ({ page }) => {
    await page.goto('/')
    const social = page.getByRole('list', { name: home.hero.socialLabel })
    await expect(social.getByRole('link')).toHaveCount(Object.keys(site.social).length)
    const expected = [
      ['Instagram', site.social.instagram],
      ['Facebook', site.social.facebook],
      ['LinkedIn', site.social.linkedin],
      ['YouTube', site.social.youtube],
    ] as const
    for (const [name, href] of expected) {
      const link = social.getByRole('link', { name: new RegExp(`^${name}\\b`) })
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toHaveAccessibleName(`${name} (opens in a new tab)`)
      const box = await link.boundingBox()
      expect(box!.width, `${name} is big enough to tap`).toBeGreaterThanOrEqual(44)
    }
  })

  test('shows the first background picture, loaded eagerly', async ({ page }) => {
    await page.goto('/')
    const picture = page.locator(`img[src="${home.hero.images[0]!.src}"]`)
    await expect(picture).toBeVisible()
    await expect(picture).toHaveAttribute('alt', '')
    await expect(picture).not.toHaveAttribute('loading', 'lazy')
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  })

  test('the first background picture comes with the page when it is small, so it paints with the text', async ({ page }) => {
    const first = home.hero.images[0]!.src
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto('/')
    const picture = page.locator(`img[src="${first}"]`)
    await expect(picture).toBeVisible()
    // The rule: a picture of 4 KB or less travels inside the page (a data: address, no request); a
    // bigger one (a photo) is fetched as a file, early.
    const small = statSync(join('public', first)).size <= 4 * 1024
    const shown = await picture.evaluate((img: HTMLImageElement) => img.currentSrc)
    if (small) expect(shown).toMatch(/^data:image\//)
    else expect(shown).toBe(new URL(first, page.url()).href)
    expect(requested.includes(first)).toBe(!small)
  })

  for (const width of [375, 1280]) {
    test(`the pause button sits inside the hero's content column at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/')
      const button = await page.getByRole('button', { name: /^(Pause|Play) background$/ }).boundingBox()
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
      // The column is centred: its right edge mirrors the left edge of the heading.
      expect(button!.x).toBeGreaterThanOrEqual(heading!.x)
      expect(button!.x + button!.width).toBeLessThanOrEqual(width - heading!.x + 0.5)
    })
  }
})

test('the conditions grid shows the cards of home.yaml in order, each with picture, title and Learn More', async ({ page }) => {
  await page.goto('/')
  const grid = section(page, 'conditions')
  await expect(grid.getByRole('heading', { level: 2 })).toHaveText(home.conditions.heading)
  const cards = grid.getByRole('listitem')
  await expect(cards).toHaveCount(home.conditions.cards.length)
  for (const [i, card] of home.conditions.cards.entries()) {
    const shown = cards.nth(i)
    await expect(shown.getByRole('heading', { level: 3 })).toHaveText(card.title)
    const link = shown.getByRole('link')
    await expect(link).toHaveCount(1)
    await expect(link).toHaveAccessibleName(`${home.conditions.linkLabel} about ${card.title}`)
    await expect(link).toHaveAttribute('href', card.href)
    await expect(shown.locator('img')).toHaveAttribute('src', card.image.src)
  }
  await expectImagesLoaded(grid)
})

test('the Services section (/#services) links to every service page with its subtitle', async ({ page }) => {
  const services = content.conditions.filter((c) => c.data.layout === 'service')
  await page.goto('/#services')
  const block = section(page, 'services')
  await expect(block.getByRole('heading', { level: 2 })).toHaveText(home.services.heading)
  await expect(block.getByRole('link')).toHaveCount(services.length)
  for (const service of services) {
    const link = block.getByRole('link', { name: service.data.title })
    await expect(link).toHaveAttribute('href', `/conditions/${service.slug}`)
    const card = block.getByRole('listitem').filter({ has: page.getByRole('link', { name: service.data.title }) })
    await expect(card).toHaveCount(1)
    await expect(card).toContainText(service.data.subtitle!)
  }
})

test('the About section shows the figures of stats.yaml and links to the founder', async ({ page }) => {
  await page.goto('/')
  const about = section(page, 'about')
  await expect(about.getByRole('heading', { level: 2 })).toHaveText(home.about.heading)
  const cards = about.getByRole('listitem')
  await expect(cards).toHaveCount(stats.length)
  for (const [i, stat] of stats.entries()) {
    await expect(cards.nth(i)).toHaveText(`${stat.value} ${stat.label}`, { useInnerText: false })
    await expect(cards.nth(i).getByText(stat.value, { exact: true })).toBeVisible()
    await expect(cards.nth(i).locator('svg')).toHaveAttribute('aria-hidden', 'true')
  }
  await expect(about.getByRole('link', { name: home.about.founderLink.label })).toHaveAttribute('href', '/our-founder')
})

test('We Accept shows the insurer logos and every accepted plan in three columns', async ({ page }) => {

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  const block = section(page, 'insurance')
  await expect(block.getByRole('heading', { level: 2 })).toHaveText('We Accept')
  for (const logo of insurance.logos) {
    await expect(block.getByRole('img', { name: logo.name, exact: true })).toHaveAttribute('src', logo.image.src)
  }
  await expect(block.getByRole('img')).toHaveCount(insurance.logos.length)
  await expectImagesLoaded(block)

  const plans = block.getByRole('list').filter({ hasText: insurance.plans[0]! })
  await expect(plans.getByRole('listitem')).toHaveText(insurance.plans)
  expect(await plans.evaluate((list) => getComputedStyle(list).columnCount)).toBe('3')

  await page.setViewportSize({ width: 375, height: 800 })
  expect(await plans.evaluate((list) => getComputedStyle(list).columnCount)).toBe('auto')
})

test.describe('locations', () => {
  const expectedUrl = (l: (typeof locations)[number]) =>
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${l.address}, ${l.city}`)}`

  test('lists every office of locations.yaml in order, each with address, shared phone and Get Directions', async ({ page }) => {
    await page.goto('/')
    const block = section(page, 'locations')
    await expect(block.getByRole('heading', { level: 2 })).toHaveText(home.locations.heading)
    const cards = block.getByRole('list').getByRole('listitem')
    await expect(cards).toHaveCount(locations.length)
    const tel = `tel:+${site.phones.tollFree.replace(/\D/g, '')}`
    for (const [i, location] of locations.entries()) {
      const card = cards.nth(i)
      await expect(card.getByRole('heading')).toHaveText(location.name)
      await expect(card.locator('address')).toContainText(location.address)
      await expect(card.locator('address')).toContainText(location.city)
      await expect(card.getByRole('link', { name: site.phones.tollFree })).toHaveAttribute('href', tel)
      const directions = card.getByRole('link', { name: new RegExp(`^${home.locations.directionsLabel}`) })
      await expect(directions).toHaveAccessibleName(`${home.locations.directionsLabel} to ${location.name} (opens in a new tab)`)
      await expect(directions).toHaveAttribute('href', expectedUrl(location))
      await expect(directions).toHaveAttribute('target', '_blank')
      await expect(directions).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  test('shows the first office as the selected location above the grid', async ({ page }) => {
    await page.goto('/')
    const first = locations[0]!
    const selected = section(page, 'locations').getByRole('article', { name: first.name })
    await expect(selected).toBeVisible()
    await expect(selected).toContainText(home.locations.selectedLabel)
    await expect(selected).toContainText(first.address)
    await expect(selected).toContainText(first.city)
    await expect(selected.getByRole('link', { name: new RegExp(`^${home.locations.directionsLabel}`) })).toHaveAttribute('href', expectedUrl(first))
    const grid = section(page, 'locations').getByRole('list')
    expect((await selected.boundingBox())!.y).toBeLessThan((await grid.boundingBox())!.y)
  })
})

test('the sections come in docs/requirements.md order, with one h1 and ordered headings', async ({ page }) => {
  await page.goto('/')
  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id))
  expect(ids).toEqual(['conditions', 'services', 'about', 'insurance', 'locations'])
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  const levels = await page.locator('main').locator('h1, h2, h3, h4, h5, h6').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])))
  levels.forEach((level, i) => {
    if (i > 0) expect(level, `heading ${i + 1} skips a level`).toBeLessThanOrEqual(levels[i - 1]! + 1)
  })
})

