// The home page's map and hero pictures, and the founder page's testimonial carousel, as a visitor
// uses them. Timers run on Playwright's clock.
import { expect, test } from '../support/test.ts'
import { directionsLink, MAP_ORIGIN } from '../../oracles.ts'
import { freezeClock } from '../support/clock.ts'
import { content } from '../support/content.ts'
import { waitForIsland } from '../support/islands.ts'

const { locations, testimonials, home } = content

/** The map of an office: from the map host, with its marker on the office's coordinates. */
const mapOf = (office: { latitude: number; longitude: number }) => new RegExp(`^${MAP_ORIGIN.replace(/\./g, '\\.')}/.*marker=${office.latitude}%2C${office.longitude}(&|$)`)

test.describe('locations map', () => {
  test('starts at the first office and re-centres on the office chosen in the list', async ({ page }) => {
    await page.goto('/')
    await waitForIsland(page, 'LocationPicker')
    const section = page.locator('#locations')
    const select = section.getByLabel(home.locations.chooseLabel)
    const map = section.locator('iframe')
    await expect(select).toHaveValue(locations[0]!.name)
    await expect(select.locator('option')).toHaveCount(locations.length)
    // The map waits for the visitor: no frame until Show map is pressed.
    await expect(map).toHaveCount(0)
    await page.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.fulfill({ contentType: 'text/html', body: '<p>Map</p>' }))
    await section.getByRole('button', { name: new RegExp(home.locations.showMapLabel) }).click()
    await expect(map).toHaveAttribute('src', mapOf(locations[0]!))
    await expect(map).toHaveAttribute('title', home.locations.mapTitle.replace('{name}', locations[0]!.name))

    // Keyboard only: focus the list and pick the last office.
    const last = locations.length - 1
    await select.focus()
    await select.selectOption(locations[last]!.name)
    const card = section.getByRole('article')
    await expect(card.getByRole('heading')).toHaveText(locations[last]!.name)
    await expect(card).toContainText(locations[last]!.address)
    await expect(card.getByRole('link', { name: /Get Directions/ })).toHaveAttribute('href', directionsLink(locations[last]!))
    await expect(map).toHaveAttribute('src', mapOf(locations[last]!))
  })

  test('Our Locations scrolls to the locations and moves focus there', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: home.hero.locationsLabel }).click()
    await expect(page.locator('#locations')).toBeFocused()
    await expect(page.locator('#locations')).toBeInViewport()
    await expect(page).toHaveURL(/#locations$/)
  })
})

test('the map hydrates only when the visitor comes near it, the hero at once', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('[data-island="HeroBackdrop"]')).toHaveAttribute('data-hydrated', '')
  await expect(page.locator('[data-island="LocationPicker"]')).not.toHaveAttribute('data-hydrated', '')
  await waitForIsland(page, 'LocationPicker')
})

test.describe('hero pictures', () => {
  const active = '[data-island="HeroBackdrop"] img[data-active="true"]'

  test('each picture shows for 15 seconds, in turn, and the pause button stops them', async ({ page }) => {
    await freezeClock(page)
    await page.goto('/')
    await waitForIsland(page, 'HeroBackdrop')
    const images = home.hero.images
    for (const image of [...images, images[0]!]) {
      await expect(page.locator(active)).toHaveAttribute('src', image.src)
      await page.clock.runFor(14_900)
      await expect(page.locator(active)).toHaveAttribute('src', image.src)
      await page.clock.runFor(100)
    }
    await page.getByRole('button', { name: 'Pause background' }).click()
    await page.mouse.move(0, 0)
    const shown = await page.locator(active).getAttribute('src')
    await page.clock.runFor(60_000)
    await expect(page.locator(active)).toHaveAttribute('src', shown!)
    await page.getByRole('button', { name: 'Play background' }).click()
    await page.mouse.move(0, 0)
    await page.locator('body').click({ position: { x: 5, y: 2000 } })
    await page.clock.runFor(15_000)
    await expect(page.locator(active)).not.toHaveAttribute('src', shown!)
  })

  test('the pictures wait while the pointer is over the hero', async ({ page }) => {
    await freezeClock(page)
    await page.goto('/')
    await waitForIsland(page, 'HeroBackdrop')
    await page.getByRole('heading', { level: 1 }).hover()
    await page.clock.runFor(45_000)
    await expect(page.locator(active)).toHaveAttribute('src', home.hero.images[0]!.src)
  })

  test('with reduced motion the pictures start paused', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await freezeClock(page)
    await page.goto('/')
    await waitForIsland(page, 'HeroBackdrop')
    await expect(page.getByRole('button', { name: 'Play background' })).toBeVisible()
    await page.clock.runFor(45_000)
    await expect(page.locator(active)).toHaveAttribute('src', home.hero.images[0]!.src)
  })
})

test.describe('testimonial carousel', () => {
  test('shows every testimonial, one every 5 seconds, with its stars', async ({ page }) => {
    await freezeClock(page)
    await page.goto('/our-founder')
    await waitForIsland(page, 'TestimonialCarousel')
    const slide = page.getByTestId('testimonial-slide')
    for (const [i, testimonial] of [...testimonials, testimonials[0]!].entries()) {
      await expect(slide).toContainText(testimonial.quote)
      await expect(slide.getByRole('img', { name: `${testimonial.rating} out of 5 stars` })).toBeVisible()
      await expect(page.getByText(`${(i % testimonials.length) + 1} of ${testimonials.length}`, { exact: true })).toBeVisible()
      await page.clock.runFor(4_900)
      await expect(slide).toContainText(testimonial.quote)
      await page.clock.runFor(100)
    }
  })

  test('arrows move back and forth; Pause stops the rotation', async ({ page }) => {
    await freezeClock(page)
    await page.goto('/our-founder')
    await waitForIsland(page, 'TestimonialCarousel')
    const slide = page.getByTestId('testimonial-slide')
    await page.getByRole('button', { name: 'Previous testimonial' }).click()
    await expect(slide).toContainText(testimonials.at(-1)!.quote)
    await page.getByRole('button', { name: 'Next testimonial' }).click()
    await page.getByRole('button', { name: 'Next testimonial' }).click()
    await expect(slide).toContainText(testimonials[1]!.quote)
    await page.getByRole('button', { name: 'Pause testimonials' }).press('Enter')
    await expect(page.getByRole('button', { name: 'Play testimonials' })).toBeFocused()
    await page.clock.runFor(30_000)
    await expect(slide).toContainText(testimonials[1]!.quote)
    await expect(slide).toHaveAttribute('aria-live', 'polite')
  })

  test('waits while the pointer is on the testimonial, and starts paused with reduced motion', async ({ page }) => {
    await freezeClock(page)
    await page.goto('/our-founder')
    await waitForIsland(page, 'TestimonialCarousel')
    const slide = page.getByTestId('testimonial-slide')
    await slide.hover()
    await page.clock.runFor(20_000)
    await expect(slide).toContainText(testimonials[0]!.quote)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.reload()
    await waitForIsland(page, 'TestimonialCarousel')
    await expect(page.getByRole('button', { name: 'Play testimonials' })).toBeVisible()
    await page.mouse.move(0, 0)
    await page.clock.runFor(20_000)
    await expect(page.getByTestId('testimonial-slide')).toContainText(testimonials[0]!.quote)
  })
})
