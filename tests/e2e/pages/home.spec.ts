// The home page (/) in the browser, in the order a visitor meets it: what only a browser can tell. What
// the page says and where its links lead (the hero's texts and links, the social links, the conditions
// grid, the services, the About figures, We Accept's logos and plans, the offices, the order of the
// sections) is read from the built HTML, without a browser, in tests/built/home.test.ts. Here: that parts
// are on screen, pictures load, links land and open, sizes and columns, the pause button. Expected values
// come from the content files through the loader (home.yaml, stats.yaml, insurance.yaml, locations.yaml,
// site.yaml), so a correct content edit never turns these tests red.
import type { Locator, Page } from '@playwright/test'
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '../support/test.ts'
import { content, site } from '../support/content.ts'

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
  test('shows the description and Contact Us, and each social link is big enough to tap (44 px)', async ({ page }) => {
    await page.goto('/')
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
    await expect(hero.getByText(homePage.intro!, { exact: true })).toBeVisible()
    await expect(hero.getByRole('link', { name: 'Contact Us', exact: true })).toBeVisible()
    const links = page.getByRole('list', { name: home.hero.socialLabel }).getByRole('link')
    expect(await links.count()).toBe(Object.keys(site.social).length)
    for (const link of await links.all()) {
      const box = await link.boundingBox()
      expect(box!.width, `${await link.getAttribute('href')} is big enough to tap`).toBeGreaterThanOrEqual(44)
    }
  })

  test('Our Locations lands on the locations heading, and Contact Us opens the consultation form', async ({ page }) => {
    await page.goto('/')
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
    await hero.getByRole('link', { name: 'Our Locations', exact: true }).click()
    await expect(page).toHaveURL(/#locations$/)
    await expect(page.getByRole('heading', { level: 2, name: home.locations.heading })).toBeInViewport()
    await hero.getByRole('link', { name: 'Contact Us', exact: true }).click()
    await expect(page).toHaveURL(/\/consultation-form$/)
  })

  test('shows the first background picture, loaded eagerly', async ({ page }) => {
    await page.goto('/')
    // Its alt and that it is not lazy are in the HTML (tests/built/home.test.ts).
    const picture = page.locator(`img[src="${home.hero.images[0]!.src}"]`)
    await expect(picture).toBeVisible()
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

test('the pictures of the conditions grid and the insurer logos load; the plans sit in three columns on a desktop, one on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  await expectImagesLoaded(section(page, 'conditions'))
  const block = section(page, 'insurance')
  await expectImagesLoaded(block)

  const plans = block.getByRole('list').filter({ hasText: insurance.plans[0]! })
  expect(await plans.evaluate((list) => getComputedStyle(list).columnCount)).toBe('3')
  await page.setViewportSize({ width: 375, height: 800 })
  expect(await plans.evaluate((list) => getComputedStyle(list).columnCount)).toBe('auto')
})

test('the About figures show, and the first office shows as the selected location above the grid', async ({ page }) => {
  await page.goto('/')
  const about = section(page, 'about').getByRole('listitem')
  await expect(about).toHaveCount(stats.length)
  for (const [i, stat] of stats.entries()) await expect(about.nth(i).getByText(stat.value, { exact: true })).toBeVisible()

  const selected = section(page, 'locations').getByRole('article', { name: locations[0]!.name })
  await expect(selected).toBeVisible()
  const grid = section(page, 'locations').getByRole('list')
  expect((await selected.boundingBox())!.y).toBeLessThan((await grid.boundingBox())!.y)
})
