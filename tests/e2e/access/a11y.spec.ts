// WCAG 2.2 AA on every page, as gates: axe on every built page at a phone and a desktop size and in the
// interactive states (form errors, toasts, open menu, playing slides, another office on the map); colour
// contrast measured in the browser for hover, disabled, badge and toast states; reflow at 320 px and
// 200% text; and prefers-reduced-motion. One visit of each page runs every check of every page at both
// sizes (tests/e2e/support/page-checks.ts; a visit costs more than most checks). Other keyboard use:
// keyboard.spec.ts.
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { allPages, axe, failures, inGroups, installAxe, installContrast, NOT_FOUND_PATH, onePagePerLayout, stayOnSite, viewports, waitForIslands } from '../support/a11y-helpers.ts'
import { callBarProblem, hoverContrast, loadProblems, motion, overflow, tabThrough, watch } from '../support/page-checks.ts'
import { madeUpSender } from '../support/sender.ts'
import { freezeClock } from '../support/clock.ts'
import { mapHosts } from '../support/islands.ts'
import { content, kioskRoutes, site } from '../support/content.ts'
import { nonEmpty } from '../../oracles.ts'
import { toastOnScreen } from '../support/motion.ts'

const FUNCTION_URL = '**/functions/v1/send-consultation'
const { home, locations, testimonials, videoScenes, slideshow } = content

test.beforeEach(async ({ page }) => {
  await stayOnSite(page)
  await installContrast(page)
  await installAxe(page)
  // The local function limits each sender to 5 requests in 10 minutes: every test is its own sender.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': madeUpSender() })
})

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForIslands(page)
}

async function expectNoAxeViolations(page: Page, state: string) {
  const { passed, violations } = await axe(page)
  console.log(`axe, ${state}: ${passed} rules passed, ${violations.length} violations`)
  expect(violations, state).toEqual([])
}

const NARROWEST = { width: 320, height: 640 }
const REFLOW_CHECK = 'at 320 x 640 nothing scrolls sideways or is cut off'
const HOVER_CHECK = 'every link and button style keeps AA contrast while hovered, form fields stand out 3:1'
const TEXT_200_CHECK = 'with text at 200% nothing scrolls sideways or is cut off'
const CALL_BAR_CHECK = 'Call and Book stay in view after scrolling to the bottom, above the page\'s end'
const MOTION_CHECK = 'with reduced motion nothing animates or transitions for longer than 0.01 s'
const SECURITY_CHECK = 'no policy violation, nothing from another host, no tracker'
const KEYBOARD_CHECK = 'Tab reaches every control in reading order, with a visible focus ring'

// Every page, in GROUPS groups so that the two workers stay busy to the end and a failure names a dozen
// pages, not half the site; it lists every page's problems. The pages walked with Tab (the slowest)
// are dealt out first, so that each group has its share of them.
// One visit of each page runs every check of both sizes (a visit costs more than most checks): first
// the desktop, as loaded for a visitor who asked for reduced motion, then the same page resized to the
// phone with motion allowed (the moving parts play for axe there).
//   both sizes  axe; on one page of each layout, Tab through every control (the other keyboard tests:
//               keyboard.spec.ts)
//   on load     the security headers (status, policy, nothing from another host, no tracker)
//   desktop     nothing moves; text at 200 %; on one page of each layout, hover contrast (before Tab,
//               on the page as loaded)
//   phone       reflow at 320 px; on one page of each layout, the call bar after scrolling to the end,
//               the 404 page's too (its other tests: phones.spec.ts)
// Axe and reflow run on every page because what a page says can break them (a heading skipped, a long
// word); hover, Tab and the call bar are the layout's own, the same on every page of it.
const { phone, desktop } = viewports
const GROUPS = 8
const dealt = [...onePagePerLayout, ...allPages.filter((path) => !onePagePerLayout.includes(path))]
for (const [part, pages] of inGroups(dealt, GROUPS).entries()) {
  const layouts = pages.filter((path) => onePagePerLayout.includes(path))
  test(`every page (${part + 1} of ${GROUPS}: ${pages.length}) at ${desktop.width}x${desktop.height} and ${phone.width}x${phone.height}: no WCAG 2.2 AA violation (axe); ${SECURITY_CHECK}; desktop: ${MOTION_CHECK}; ${TEXT_200_CHECK}; phone: ${REFLOW_CHECK}; on the ${layouts.length} of one page per layout: ${HOVER_CHECK}; ${CALL_BAR_CHECK}; at both sizes, ${KEYBOARD_CHECK}`, async ({ page, baseURL }) => {
    // About 1.5 s a page on an idle machine (load, hydrate, axe twice, the other checks), 4 s more with
    // Tab: 12 s and 30 s leave room for a machine many times as busy, and 30 s for the browser's start.
    test.setTimeout(30_000 + pages.length * 12_000 + layouts.length * 30_000)
    nonEmpty(layouts, `page of this group to walk with Tab`)
    const watched = await watch(page)
    const scripts = new Map<string, string>()
    const passed = { desktop: 0, phone: 0 }
    let stops = 0
    let callBars = 0
    const problems: string[] = []
    const hovered = new Set<string>()
    for (const path of pages) {
      await page.setViewportSize(desktop)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      watched.requests.length = 0
      watched.policyMessages.length = 0
      const response = await page.goto(path)
      problems.push(...(await loadProblems(page, path, response, path === NOT_FOUND_PATH ? 404 : 200, watched, scripts, baseURL!)))
      await waitForIslands(page)

      const onDesktop = await axe(page)
      passed.desktop += onDesktop.passed
      problems.push(...onDesktop.violations.map((v) => `${path} (desktop) ${v}`))
      problems.push(...(await motion(page)).map((m) => `${path} moves: ${m}`))
      const ofItsLayout = layouts.includes(path)
      if (ofItsLayout) problems.push(...(await hoverContrast(page, path, hovered)))
      if (ofItsLayout) stops += await walkWithTab(page, `${path} (desktop, Tab)`, problems)
      // Text zoom: the root font size doubles, and with it every size in rem and em.
      await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'))
      problems.push(...(await overflow(page, `${path} (text at 200%)`)))
      await page.evaluate(() => document.documentElement.style.removeProperty('font-size'))

      await page.setViewportSize(phone)
      await page.emulateMedia({ reducedMotion: 'no-preference' })
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      const onPhone = await axe(page)
      passed.phone += onPhone.passed
      problems.push(...onPhone.violations.map((v) => `${path} (phone) ${v}`))
      if (ofItsLayout) stops += await walkWithTab(page, `${path} (phone, Tab)`, problems)
      if (ofItsLayout && !kioskRoutes.includes(path)) {
        callBars++
        const problem = await callBarProblem(page, path)
        if (problem) problems.push(`${path} call bar: ${problem}`)
      }
      // A phone held upright at its narrowest, or a desktop window zoomed to 400 %: the page resized to 320 px.
      await page.setViewportSize(NARROWEST)
      problems.push(...(await overflow(page, path)))
    }
    console.log(`contrast while hovered: ${hovered.size} distinct link and button styles`)
    // The header's, the footer's and the page's own links and buttons: several styles on every page.
    expect(hovered.size, 'link and button styles hovered').toBeGreaterThanOrEqual(5)
    // Every layout but the clinic screens shows the bar.
    expect(callBars, 'layouts whose call bar was checked').toBeGreaterThan(layouts.length / 2)
    console.log(`every page: ${pages.length} pages, ${passed.desktop} axe rules passed on the desktop and ${passed.phone} on the phone, ${layouts.length} pages by Tab at both sizes with ${stops} focus stops, ${callBars} call bars, ${problems.length} problems`)
    expect(problems).toEqual([])
  })
}

/**
 * Tabs through the page from its top (tabThrough), its problems added to `problems` under `where`; the
 * focus is then taken away and Tab's starting point put back at the top of the page, as on a new visit.
 */
async function walkWithTab(page: Page, where: string, problems: string[]): Promise<number> {
  await restartTab(page)
  const walk = await tabThrough(page)
  problems.push(...walk.problems.map((p) => `${where}: ${p}`))
  await restartTab(page)
  return walk.stops
}

/** No focus, and the next Tab starts at the top: an element focused at the start of the body, then removed. */
async function restartTab(page: Page): Promise<void> {
  await page.evaluate(() => {
    const start = document.createElement('span')
    start.tabIndex = -1
    document.body.prepend(start)
    start.focus({ preventScroll: true })
    start.remove()
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
}

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`${name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test.describe('axe in interactive states', () => {
      test('the contact form showing its error messages', async ({ page }) => {
        await open(page, '/contactus')
        await page.getByRole('button', { name: 'Submit' }).click()
        await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true')
        await expect(page.getByText('Invalid email address')).toBeVisible()
        await expectNoAxeViolations(page, `${name}, contact form errors`)
      })

      test('the appointment form showing its error messages', async ({ page }) => {
        await open(page, '/consultation-form')
        await page.getByRole('button', { name: 'Submit' }).click()
        await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true')
        await expect(page.getByText('Please select your insurance')).toBeVisible()
        await expectNoAxeViolations(page, `${name}, appointment form errors`)
      })

      test('the error toast after a failed request', async ({ page }) => {
        await open(page, '/contactus')
        await page.route(FUNCTION_URL, (route) => route.fulfill({ status: 500, body: '{}' }))
        await page.getByLabel('Full Name').fill('Jane Tester')
        await page.getByLabel('Phone Number').fill('985-555-0142')
        await page.getByLabel('Email Address').fill('jane@example.com')
        await page.getByRole('button', { name: 'Submit' }).click()
        await expect(page.locator('[data-sonner-toast]')).toContainText(`call us at ${site.phones.errorMessage}`)
        // axe reads the toast as it finally looks, not half faded in.
        await toastOnScreen(page)
        await expectNoAxeViolations(page, `${name}, error toast`)
      })

      test('the team page with every list of its choices open, then showing the clinicians of one choice of each', async ({ page }) => {
        await open(page, '/our-team')
        const choices = page.locator('details')
        const count = await choices.count()
        expect(count, 'lists of choices on /our-team').toBeGreaterThan(0)
        for (let i = 0; i < count; i++) await choices.nth(i).locator('summary').click()
        await expectNoAxeViolations(page, `${name}, /our-team with every list of choices open`)
        for (let i = 0; i < count; i++) {
          await choices.nth(i).getByRole('link').first().click()
          await expect(page.locator(':target')).toBeVisible()
          await expectNoAxeViolations(page, `${name}, /our-team showing the section of "${await page.locator(':target h2').textContent()}"`)
        }
      })

      test('the contact form saying it is offline', async ({ page, context }) => {
        await open(page, '/contactus')
        await page.getByLabel('Full Name').fill('Jane Tester')
        await page.getByLabel('Phone Number').fill('985-555-0142')
        await page.getByLabel('Email Address').fill('jane@example.com')
        await context.setOffline(true)
        await page.getByRole('button', { name: 'Submit' }).click()
        await expect(page.locator('#contact-failure')).toContainText(`call us at ${site.phones.errorMessage}`)
        await expectNoAxeViolations(page, `${name}, offline notice`)
        await context.setOffline(false)
      })

      test('the video preview playing', async ({ page }) => {
        await freezeClock(page)
        await open(page, '/video-preview')
        await page.getByRole('button', { name: 'Play Video' }).click()
        await expect(page.getByTestId('video-screen').getByRole('heading')).toHaveText(videoScenes[0]!.heading)
        await page.clock.resume() // axe needs timers to run
        await expectNoAxeViolations(page, `${name}, video preview playing`)
      })

      test('the slideshow playing', async ({ page }) => {
        await freezeClock(page)
        await open(page, '/slideshow')
        await page.getByRole('button', { name: 'Play' }).click()
        await page.clock.runFor(slideshow[0]!.durationMs)
        await expect(page.getByTestId('slideshow-stage').getByRole('heading')).toHaveText(slideshow[1]!.heading)
        await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible()
        await page.clock.resume() // axe needs timers to run
        await expectNoAxeViolations(page, `${name}, slideshow playing`)
      })

      test('the map showing another office', async ({ page }) => {
        // The map host answers (this machine has no internet; a host that does not answer shows the
        // "could not load" message instead, map-failure.spec.ts).
        await page.route(mapHosts, (route) => route.fulfill({ contentType: 'text/html', body: '<p>Map</p>' }))
        await open(page, '/')
        const houston = locations.at(-1)!
        await page.getByLabel(home.locations.chooseLabel).selectOption(houston.name)
        // Scrolled into view, the map loads.
        await page.mouse.wheel(0, 400)
        await page.locator('#locations [data-map-state]').scrollIntoViewIfNeeded()
        await expect(page.locator('#locations iframe')).toHaveAttribute('title', home.locations.mapTitle.replace('{name}', houston.name))
        await expectNoAxeViolations(page, `${name}, map on ${houston.name}`)
      })

      test('the testimonials moved on and paused', async ({ page }) => {
        await freezeClock(page)
        await open(page, '/our-founder')
        await page.getByRole('button', { name: 'Next testimonial' }).click()
        await page.getByRole('button', { name: 'Pause testimonials' }).click()
        await expect(page.getByTestId('testimonial-slide')).toContainText(testimonials[1]!.quote)
        await page.clock.resume() // axe needs timers to run
        await expectNoAxeViolations(page, `${name}, testimonial 2 paused`)
      })

      if (name === 'phone') {
        test('the phone menu open', async ({ page }) => {
          await open(page, '/')
          await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click()
          await expect(page.getByRole('navigation', { name: 'Main (phone)' }).getByRole('link', { name: 'Home' })).toBeVisible()
          await expectNoAxeViolations(page, `${name}, menu open`)
        })
      }
    })
  })
}

test.describe('colour contrast in every state', () => {
  test.use({ viewport: viewports.desktop })

  test('disabled buttons stay legible (WCAG exempts them; we do not)', async ({ page }) => {
    await freezeClock(page)
    await open(page, '/video-preview')
    const stop = page.getByRole('button', { name: 'Stop' })
    await expect(stop).toBeDisabled()
    const measured = [await stop.evaluate((el) => window.__contrast.text(el))]
    await page.getByRole('button', { name: 'Play Video' }).click()
    const play = page.getByRole('button', { name: 'Play Video' })
    await expect(play).toBeDisabled()
    measured.push(await play.evaluate((el) => window.__contrast.text(el)))

    // The Submit button while a request is on its way ("Sending...").
    await open(page, '/contactus')
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(FUNCTION_URL, async (route) => {
      await held
      await route.fulfill({ status: 500, body: '{}' })
    })
    await page.getByLabel('Full Name').fill('Jane Tester')
    await page.getByLabel('Phone Number').fill('985-555-0142')
    await page.getByLabel('Email Address').fill('jane@example.com')
    await page.getByRole('button', { name: 'Submit' }).click()
    const sending = page.getByRole('button', { name: 'Sending...' })
    await expect(sending).toBeDisabled()
    measured.push(await sending.evaluate((el) => window.__contrast.text(el)))
    release()
    expect(failures(measured)).toEqual([])
  })

  test('badges have AA contrast', async ({ page }) => {
    const pages = ['/disorders', '/procedures', '/consultations', '/infusion', `/team/${content.team[0]!.slug}`]
    const problems: string[] = []
    for (const path of pages) {
      await open(page, path)
      // A badge is a pill: fully rounded, with text, in the page's main content.
      const measured = await page.locator('main *').evaluateAll((elements) =>
        elements
          .filter((el) => parseFloat(getComputedStyle(el).borderTopLeftRadius) >= 100 && (el.textContent ?? '').trim() !== '')
          .map((el) => window.__contrast.text(el)),
      )
      expect(measured.length, `badges on ${path}`).toBeGreaterThan(0)
      problems.push(...failures(measured, `${path} `))
    }
    expect(problems).toEqual([])
  })

  test('toasts: title, message and close button have AA contrast, and the toast stands out from the page', async ({ page }) => {
    test.setTimeout(90_000)
    const toast = page.locator('[data-sonner-toast]')
    const measure = () =>
      toast.first().evaluate((el) => [
        window.__contrast.text(el.querySelector('[data-title]')!),
        window.__contrast.text(el.querySelector('[data-description]')!),
        window.__contrast.icon(el.querySelector('[data-close-button]')!),
        window.__contrast.boundary(el),
      ])

    // The error toast: the hosted function failing is the one thing the test fakes.
    await open(page, '/contactus')
    await page.route(FUNCTION_URL, (route) => route.fulfill({ status: 500, body: '{}' }), { times: 1 })
    await page.getByLabel('Full Name').fill('Jane Tester')
    await page.getByLabel('Phone Number').fill('985-555-0142')
    await page.getByLabel('Email Address').fill('jane.tester@example.com')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(toast).toHaveClass(/toast-error/)
    await toastOnScreen(page)
    const error = await measure()

    // The success toast, from the preview's real local function.
    await toast.getByRole('button', { name: /close/i }).click()
    await expect(toast).toHaveCount(0)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(toast).toContainText('Message Sent', { timeout: 60_000 })
    await toastOnScreen(page)
    const success = await measure()
    expect([...failures(error, 'error toast '), ...failures(success, 'success toast ')]).toEqual([])
  })
})

test('at 320 x 640 the phone menu, open, does not scroll sideways', async ({ page }) => {
  await page.setViewportSize(NARROWEST)
  await open(page, '/')
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click()
  await expect(page.getByRole('navigation', { name: 'Main (phone)' })).toBeVisible()
  expect(await overflow(page, '/ with the menu open')).toEqual([])
})

test.describe('prefers-reduced-motion', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('the hero pictures and the testimonials start paused and stay still', async ({ page }) => {
    await freezeClock(page)
    await open(page, '/')
    await expect(page.getByRole('button', { name: 'Play background' })).toBeVisible()
    const active = page.locator('[data-island="HeroBackdrop"] img[data-active="true"]')
    const first = await active.getAttribute('src')
    await page.clock.runFor(60_000)
    await expect(active).toHaveAttribute('src', first!)

    await open(page, '/our-founder')
    await expect(page.getByRole('button', { name: 'Play testimonials' })).toBeVisible()
    await page.clock.runFor(30_000)
    await expect(page.getByTestId('testimonial-slide')).toContainText(testimonials[0]!.quote)
  })

  test('a toast appears without sliding in', async ({ page }) => {
    await open(page, '/contactus')
    await page.route(FUNCTION_URL, (route) => route.fulfill({ status: 500, body: '{}' }))
    await page.getByLabel('Full Name').fill('Jane Tester')
    await page.getByLabel('Phone Number').fill('985-555-0142')
    await page.getByLabel('Email Address').fill('jane@example.com')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.locator('[data-sonner-toast]')).toBeVisible()
    expect(await motion(page)).toEqual([])
  })
})
