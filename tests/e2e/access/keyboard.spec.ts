// The site by keyboard alone (WCAG 2.1.1, 2.4.1, 2.4.3, 2.4.7, 1.4.11): on every layout Tab reaches every
// control in reading order with a visible focus ring (checked in the visit of every page, a11y.spec.ts,
// with page-checks.ts tabThrough, on one page of each layout at both sizes); the skip link, the phone
// menu, the forms, the map's office list, the hero and testimonial controls, the video preview and the
// toasts all work with Tab, Enter, Space, the arrow keys and Alt+T. (The /patients tabs: pages.spec.ts.)
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { installContrast, stayOnSite, viewports, waitForIslands } from '../support/a11y-helpers.ts'
import { madeUpSender } from '../support/sender.ts'
import { freezeClock } from '../support/clock.ts'
import { content, site } from '../support/content.ts'
import { directionsLink } from '../../oracles.ts'

const FUNCTION_URL = '**/functions/v1/send-consultation'
const { home, locations, testimonials, insurance } = content
const ANSWER = { timeout: 60_000 }

test.beforeEach(async ({ page }) => {
  await stayOnSite(page)
  await installContrast(page)
  // The local function limits each sender to 5 requests in 10 minutes: every test is its own sender.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': madeUpSender() })
})

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForIslands(page)
}

/** Presses Tab until `target` has focus; fails when it is not reached within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error(`Tab never reached ${target}`)
}

/** Presses Tab until focus has left `container`. */
async function tabOutOf(page: Page, container: Locator, max = 20) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (!(await container.evaluate((el) => el.contains(document.activeElement)))) return
  }
  throw new Error(`Tab never left ${container}`)
}

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`${name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('the skip link comes first, shows itself and moves focus to the main content', async ({ page }) => {
      await open(page, '/procedures')
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: 'Skip to main content' })
      await expect(skip).toBeFocused()
      await expect(skip).toBeInViewport({ ratio: 1 })
      await page.keyboard.press('Enter')
      await expect(page.getByRole('main')).toBeFocused()
      await page.keyboard.press('Tab')
      expect(await page.getByRole('main').evaluate((main) => main.contains(document.activeElement) && main !== document.activeElement)).toBe(true)
    })
  })
}

test.describe('phone menu', () => {
  test.use({ viewport: viewports.phone })

  const isOpen = (menu: Locator) => menu.evaluate((el) => el.matches(':popover-open'))

  test('opens with Enter and Space, and Tab then reaches its close button and each of its links', async ({ page }) => {
    await open(page, '/')
    const button = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true })
    // Closed, the menu is out of the accessibility tree: found by its popover attribute, then by its name.
    const nav = page.locator('nav[popover]')
    await tabTo(page, button, 5)
    expect(await isOpen(nav)).toBe(false)
    await page.keyboard.press('Enter')
    expect(await isOpen(nav)).toBe(true)
    await expect(page.getByRole('navigation', { name: 'Main (phone)' })).toBeVisible()

    const close = nav.getByRole('button', { name: 'Close menu' })
    await page.keyboard.press('Tab')
    await expect(close).toBeFocused()
    const labels = [...site.navigation.header.map((link) => link.label), 'Patient Portal', 'Call Now']
    for (const label of labels) {
      await page.keyboard.press('Tab')
      await expect(nav.getByRole('link', { name: new RegExp(`^${label}`) })).toBeFocused()
    }
    for (let i = 0; i < labels.length; i++) await page.keyboard.press('Shift+Tab')
    await expect(close).toBeFocused()
    await page.keyboard.press('Space')
    expect(await isOpen(nav)).toBe(false)
    await expect(nav.getByRole('link').first()).toBeHidden()
    await expect(button).toBeFocused()
    await page.keyboard.press('Space')
    expect(await isOpen(nav)).toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: site.navigation.header[0]!.label })).toBeFocused()
  })

  test('Escape closes it and puts the focus back on the Menu button, from the button or from a link inside', async ({ page }) => {
    await open(page, '/')
    const button = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true })
    const nav = page.locator('nav[popover]')
    await tabTo(page, button, 5)
    await page.keyboard.press('Enter')
    await expect(nav.getByRole('link').first()).toBeVisible()
    // Focus deep inside the menu, on its third link.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab')
    expect(await nav.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link').first()).toBeHidden()
    await expect(button).toBeFocused()
    // Opened again and closed at once, focus still on the button.
    await page.keyboard.press('Enter')
    await expect(nav.getByRole('link').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link').first()).toBeHidden()
    await expect(button).toBeFocused()
  })
})

test.describe('forms by keyboard', () => {
  test('the contact form: Enter submits, focus goes to the first wrong field, then the request is sent', async ({ page }) => {
    test.setTimeout(90_000)
    await open(page, '/contactus')
    const name = page.getByLabel('Full Name')
    const email = page.getByLabel('Email Address')
    await tabTo(page, name)
    await page.keyboard.press('Enter')
    await expect(name).toBeFocused()
    await expect(name).toHaveAccessibleDescription('Name is required')

    await page.keyboard.type('Jane Tester')
    await page.keyboard.press('Tab')
    await page.keyboard.type('985-555-0142')
    await page.keyboard.press('Tab')
    await page.keyboard.type('jane.tester')
    await page.keyboard.press('Enter')
    await expect(email).toBeFocused()
    await expect(email).toHaveAccessibleDescription('Invalid email address')
    await expect(name).not.toHaveAttribute('aria-invalid', 'true')

    await page.keyboard.type('@example.com')
    // Then the optional language fields, then Submit.
    await tabTo(page, page.getByRole('button', { name: 'Submit' }), 4)
    await page.keyboard.press('Space')
    await expect(page.locator('[data-sonner-toast]')).toContainText('Message Sent', ANSWER)
    // The confirmation takes the form's place and the keyboard focus, so the next Tab starts from it.
    const confirmation = page.getByRole('region', { name: 'Message Sent' })
    await expect(confirmation).toContainText('Jane Tester')
    await expect(confirmation.getByRole('heading', { name: 'Message Sent' })).toBeFocused()
  })

  test('the appointment form: lists chosen with the arrow keys, sent with Enter on Submit', async ({ page }) => {
    test.setTimeout(90_000)
    await open(page, '/consultation-form')
    await tabTo(page, page.getByLabel('First Name'))
    await page.keyboard.type('Jane')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Tester')
    await page.keyboard.press('Enter')
    const email = page.getByLabel('Email Address')
    await expect(email).toBeFocused()
    await expect(email).toHaveAccessibleDescription('Invalid email address')

    await page.keyboard.type('jane.tester@example.com')
    await page.keyboard.press('Tab')
    await page.keyboard.type('985-555-0142')
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Preferred Location')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByLabel('Preferred Location')).toHaveValue(locations[0]!.name)
    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(page.getByLabel('Insurance')).toHaveValue(insurance.plans[1]!)
    await page.keyboard.press('Tab')
    await page.keyboard.type('Follow-up visit, mornings are best.')
    // Then the optional language fields, then Submit.
    await tabTo(page, page.getByRole('button', { name: 'Submit' }), 4)
    await page.keyboard.press('Enter')
    await expect(page.locator('[data-sonner-toast]')).toContainText('Message Sent', ANSWER)
  })

  test('toasts: Alt+T reaches them, Tab reaches the close button, Enter closes it, and focus is not lost', async ({ page }) => {
    await open(page, '/contactus')
    await page.route(FUNCTION_URL, (route) => route.fulfill({ status: 500, body: '{}' }))
    await tabTo(page, page.getByLabel('Full Name'))
    await page.keyboard.type('Jane Tester')
    await page.keyboard.press('Tab')
    await page.keyboard.type('985-555-0142')
    await page.keyboard.press('Tab')
    await page.keyboard.type('jane@example.com')
    await page.keyboard.press('Enter')
    const toast = page.locator('[data-sonner-toast]')
    await expect(toast).toContainText(`call us at ${site.phones.errorMessage}`)

    await page.keyboard.press('Alt+T')
    await expect(page.locator('[data-sonner-toaster]')).toBeFocused()
    const close = toast.getByRole('button', { name: /close/i })
    await tabTo(page, close, 3)
    await page.keyboard.press('Enter')
    await expect(toast).toHaveCount(0)
    // Focus goes back to the form, not to the top of the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('form') !== null)).toBe(true)
  })
})

test.describe('moving content by keyboard', () => {
  test('the map: the office list changes office with the arrow keys, Home and End', async ({ page }) => {
    await open(page, '/')
    const section = page.locator('#locations')
    const select = section.getByLabel(home.locations.chooseLabel)
    const card = section.getByRole('article')
    const openInMaps = section.getByRole('link', { name: new RegExp(home.locations.openInMapsLabel) })
    await tabTo(page, select)
    for (const [key, office] of [['ArrowDown', locations[1]!], ['ArrowDown', locations[2]!], ['End', locations.at(-1)!], ['Home', locations[0]!]] as const) {
      await page.keyboard.press(key)
      await expect(card.getByRole('heading')).toHaveText(office.name)
      await expect(openInMaps).toHaveAttribute('href', directionsLink(office))
    }
    await expect(select).toBeFocused()
  })

  test('the hero pictures pause and play with Enter and Space', async ({ page }) => {
    await freezeClock(page)
    await open(page, '/')
    const active = page.locator('[data-island="HeroBackdrop"] img[data-active="true"]')
    const first = await active.getAttribute('src')
    const pause = page.getByRole('button', { name: 'Pause background' })
    await tabTo(page, pause, 30)
    await page.keyboard.press('Enter')
    const play = page.getByRole('button', { name: 'Play background' })
    await expect(play).toBeFocused()
    // Keyboard focus leaves the hero (focus inside it holds the pictures still too); paused, they stay.
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
    await tabOutOf(page, hero)
    await page.clock.runFor(60_000)
    await expect(active).toHaveAttribute('src', first!)

    await play.focus()
    await page.keyboard.press('Space')
    await expect(pause).toBeFocused()
    await tabOutOf(page, hero)
    await page.clock.runFor(15_000)
    await expect(active).not.toHaveAttribute('src', first!)
  })

  test('the testimonials: arrows and Pause work with Enter and Space', async ({ page }) => {
    await freezeClock(page)
    await open(page, '/our-founder')
    const slide = page.getByTestId('testimonial-slide')
    const next = page.getByRole('button', { name: 'Next testimonial' })
    await tabTo(page, next)
    await page.keyboard.press('Enter')
    await expect(slide).toContainText(testimonials[1]!.quote)
    await page.keyboard.press('Space')
    await expect(slide).toContainText(testimonials[2]!.quote)
    await page.keyboard.press('Shift+Tab')
    await expect(page.getByRole('button', { name: 'Previous testimonial' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(slide).toContainText(testimonials[1]!.quote)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Pause testimonials' })).toBeFocused()
    await page.keyboard.press('Space')
    await expect(page.getByRole('button', { name: 'Play testimonials' })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.clock.runFor(30_000)
    await expect(slide).toContainText(testimonials[1]!.quote)
  })

  test('the video preview: Play Video and Stop by keyboard, focus never dropped', async ({ page }) => {
    await freezeClock(page)
    await open(page, '/video-preview')
    const play = page.getByRole('button', { name: 'Play Video' })
    const stop = page.getByRole('button', { name: 'Stop' })
    await tabTo(page, play)
    await page.keyboard.press('Enter')
    // Play Video is disabled while playing: focus moves to Stop rather than to the top of the page.
    await expect(play).toBeDisabled()
    await expect(stop).toBeFocused()
    await page.keyboard.press('Space')
    await expect(play).toBeEnabled()
    await expect(play).toBeFocused()
    // At the end of the video Stop is disabled again: focus returns to Play Video.
    await page.keyboard.press('Enter')
    await expect(stop).toBeFocused()
    for (const [i, scene] of content.videoScenes.entries()) {
      await expect(page.getByText(`Scene ${i + 1} of ${content.videoScenes.length}`)).toBeVisible()
      await page.clock.runFor(scene.durationMs)
    }
    await expect(play).toBeEnabled()
    await expect(play).toBeFocused()
  })

  test('the slideshow plays and pauses with Space', async ({ page }) => {
    await freezeClock(page)
    await open(page, '/slideshow')
    await tabTo(page, page.getByRole('button', { name: 'Play' }))
    await page.keyboard.press('Space')
    await expect(page.getByRole('button', { name: 'Pause' })).toBeFocused()
    await page.keyboard.press('Space')
    await expect(page.getByRole('button', { name: 'Play' })).toBeFocused()
  })
})
