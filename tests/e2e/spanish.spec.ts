// The Spanish pages (/es/…): their language, their hreflang pairs, no English interface words, the
// header language control both ways, a Spanish form whose request is stored as Spanish, and axe on
// every Spanish page at a phone and a desktop size.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { parse } from 'yaml'
import { readFileSync } from 'node:fs'
import { formatDate, formatHours } from '../../components/format.ts'
import { servicesAt, upcomingClosures } from '../../components/locations/offices.ts'
import { defaultLanguageRouteOf, officePath, routesIn } from '../../lib/content/routes.ts'
import type { UiText } from '../../lib/content/schema.ts'
import { axe, viewports, waitForIslands } from './a11y-helpers.ts'
import { content, unlistedRoutes } from './content.ts'

const run = promisify(execFile)
/** Every Spanish page, worked out from the translations in content/es/. */
const routes = routesIn('es')
const spanish = parse(readFileSync('content/es/ui.yaml', 'utf8')) as UiText

/** Words of the English interface (header, footer, forms, notes) that must never show on a Spanish page. */
const englishInterfaceWords = [
  'Skip to main content',
  'Menu',
  'Patient Portal',
  'Call Now',
  'Quick Links',
  'Contact Us',
  'Secure portal',
  'Office hours',
  'All rights reserved',
  'opens in a new tab',
  'Full Name',
  'Phone Number',
  'Email Address',
  'Preferred language',
  'Submit',
  'Back to Home',
  'Last updated',
  'Edit this page',
  'Select a location',
  'Select your insurance',
  'Fields marked',
  'On this page',
  'Back to Services',
  'Medically reviewed by',
  'Request an Appointment',
  'Call or book',
  // The English words of the office pages (content/locations-page.yaml, home.yaml), where Spanish differs.
  ...officeWordsInEnglish(),
]

/** The English words of the office pages that have a different Spanish version (placeholders left out). */
function officeWordsInEnglish(): string[] {
  const office = Object.keys(spanish.locations.office).map((key) => [content.locationsPage.office[key as keyof UiText['locations']['office']], spanish.locations.office[key as keyof UiText['locations']['office']]])
  const shared = (['selectedLabel', 'directionsLabel', 'phoneLabel', 'chooseLabel', 'showMapLabel', 'openInMapsLabel', 'mapFailed'] as const).map((key) => [content.home.locations[key], spanish.locations[key]])
  return [...office, ...shared].filter(([english, translated]) => english !== translated && !english!.includes('{')).map(([english]) => english!.replace(/[.:]$/, ''))
}

/** Everything a visitor can see or hear: the text, and the labels screen readers read. */
async function interfaceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement
    body.querySelectorAll('[aria-hidden="true"], script, style').forEach((el) => el.remove())
    const labels = [...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'))
    return `${body.textContent} ${labels.join(' ')}`
  })
}

const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const wordsIn = (text: string) => englishInterfaceWords.filter((w) => new RegExp(`\\b${escaped(w)}\\b`).test(text))

test('every Spanish page is in Spanish, with hreflang pairs that point back both ways', async ({ page, request }) => {
  const hreflangs = async (path: string) => {
    const html = await (await request.get(path)).text()
    return {
      lang: /<html lang="([^"]+)"/.exec(html)?.[1],
      alternates: Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], new URL(m[2]!).pathname])),
    }
  }
  for (const route of routes) {
    const es = await hreflangs(route)
    const english = defaultLanguageRouteOf(route)
    expect(es.lang, route).toBe('es')
    const en = await hreflangs(english)
    expect(en.lang, english).toBe('en')
    // A page kept out of search engines (the search page) names no alternates in any language.
    expect(es.alternates, route).toEqual(unlistedRoutes.includes(english) ? {} : { en: english, es: route, 'x-default': english })
    expect(en.alternates, english).toEqual(es.alternates)
    await page.goto(route)
    expect(wordsIn(await interfaceText(page)), route).toEqual([])
  }
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const route of routes.filter((r) => !unlistedRoutes.includes(defaultLanguageRouteOf(r)))) expect(sitemap).toMatch(new RegExp(`<xhtml:link rel="alternate" hreflang="es" href="[^"]*${route}" />`))
})

test('the language control goes to the same page in the other language and back', async ({ page }) => {
  await page.goto('/contactus')
  await page.getByTestId('language-switch').click()
  await expect(page).toHaveURL(/\/es\/contactus$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByTestId('language-switch')).toHaveText(spanish.languageSwitch.label)
  await page.getByTestId('language-switch').click()
  await expect(page).toHaveURL(/\/contactus$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  // A page with no Spanish version says so and offers the Spanish pages instead.
  await page.goto('/procedures')
  const control = page.getByTestId('language-switch')
  await expect(control).toContainText('not available in Spanish')
  await control.click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})

test('a request sent from /es/consultation-form shows Spanish messages and is stored as Spanish', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `spanish-test-${Date.now()}-${Math.random().toString(36).slice(2)}` })
  await page.goto('/es/consultation-form')
  await waitForIslands(page)
  const labels = spanish.form.labels
  await page.getByRole('button', { name: spanish.form.submit }).click()
  const firstName = page.getByLabel(labels['First Name']!)
  await expect(firstName).toBeFocused()
  await expect(firstName).toHaveAccessibleDescription(spanish.form.messages['First name is required']!)
  await expect(page.getByLabel(labels['Preferred Location']!)).toHaveAccessibleDescription(spanish.form.messages['Please select a location']!)
  expect((await axe(page)).violations).toEqual([])

  const email = `espanol.${Date.now()}@example.com`
  await firstName.fill('Lucía')
  await page.getByLabel(labels['Last Name']!).fill('Hernández')
  await page.getByLabel(labels['Email Address']!).fill(email)
  await page.getByLabel(labels['Phone Number']!).fill('(985) 555-0142')
  await page.getByLabel(labels['Preferred Location']!).selectOption({ index: 1 })
  await page.getByLabel(labels['Insurance']!).selectOption({ index: 1 })
  await page.getByLabel(labels['Message']!).fill('Quisiera una primera cita.')
  await page.getByRole('group', { name: spanish.form.language.legend }).getByLabel(spanish.form.language.choices.es).check()
  await page.getByLabel(spanish.form.language.accommodationLabel).fill('Silla de ruedas')
  await page.getByRole('button', { name: spanish.form.submit }).click()
  await expect(page.locator('[data-sonner-toast]')).toContainText(spanish.form.successTitle, { timeout: 60_000 })

  const { stdout } = await run('npx', ['tsx', 'scripts/requests.ts', '--json', '--limit', '50'])
  const stored = (JSON.parse(stdout) as Record<string, unknown>[]).find((r) => r.email === email)
  expect(stored).toMatchObject({ preferred_language: 'es', accommodation: 'Silla de ruedas', sent_from_language: 'es' })
})

// One test per page and size, so each page has the whole time limit for its axe run.
for (const [name, viewport] of Object.entries(viewports)) {
  for (const route of routes) {
    test(`axe: no WCAG 2.1 AA violation on ${route} at ${name} size`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto(route)
      await waitForIslands(page)
      expect((await axe(page)).violations, route).toEqual([])
    })
  }
}

test('every Spanish condition page says who reviewed it, in Spanish, and leads back to the Spanish home page', async ({ page }) => {
  const [before] = spanish.condition.reviewedBy.split('{name}')
  for (const route of routes.filter((r) => r.startsWith('/es/conditions/'))) {
    await page.goto(route)
    // The line under the heading (a printout carries another at its foot, hidden on screen).
    await expect(page.getByText(before!.trim()).filter({ visible: true }), route).toHaveCount(1)
    const back = page.getByRole('link', { name: new RegExp(`^(${spanish.backToHome}|${spanish.condition.backToServices})$`) })
    await expect(back, route).toHaveAttribute('href', /^\/es(#services)?$/)
  }
})

test('an unknown address says "page not found" in Spanish too, with a link to the Spanish home page', async ({ page }) => {
  const response = await page.goto('/es/no-such-page')
  expect(response?.status()).toBe(404)
  // Marked as Spanish, whether the host shows the one 404 page of the site or a Spanish one.
  const line = page.getByRole('main').getByText(spanish.notFound.heading).first()
  await expect(line).toBeVisible()
  expect(await line.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('es')
  await expect(page.getByRole('main').getByRole('link', { name: spanish.notFound.home })).toHaveAttribute('href', '/es')
})

test('the Spanish office pages show hours, closed days and care in Spanish, and Spanish pages lead to them', async ({ page }) => {
  const words = spanish.locations
  expect(routes.filter((route) => route.startsWith('/es/locations/'))).toHaveLength(content.locations.length)
  // The office list of the Spanish home page and the cards of /es/locations lead to the Spanish office pages.
  for (const list of ['/es', '/es/locations']) {
    await page.goto(list)
    for (const office of content.locations) {
      await expect(page.getByRole('main').getByRole('link', { name: office.name, exact: true }).first(), `${list}: ${office.name}`).toHaveAttribute('href', officePath(office.name, 'es'))
    }
  }
  for (const office of content.locations) {
    const route = officePath(office.name, 'es')
    await page.goto(route)
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: words.office.backLabel }), route).toHaveAttribute('href', '/es/locations')
    for (const line of office.hours) await expect(main, route).toContainText(formatHours(line, 'es'))
    for (const closure of upcomingClosures(office)) {
      await expect(main, route).toContainText(`${formatDate(closure.date, 'es')}: ${words.closureReasons[closure.reason] ?? closure.reason}`)
    }
    // Care offered there: the Spanish page of each condition that has one.
    for (const service of servicesAt(office, content.conditions)) {
      const translated = content.translations.find((t) => t.collection === 'conditions' && t.slug === service.slug)
      if (!translated) continue
      await expect(main.getByRole('link', { name: translated.data.title as string, exact: true }), route).toHaveAttribute('href', `/es/conditions/${service.slug}`)
    }
  }
})

test('the language control goes from an office page to its Spanish page and back', async ({ page }) => {
  const office = content.locations[0]!
  await page.goto(officePath(office.name))
  await page.getByTestId('language-switch').click()
  await expect(page).toHaveURL(new RegExp(`${officePath(office.name, 'es')}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await page.getByTestId('language-switch').click()
  await expect(page).toHaveURL(new RegExp(`${officePath(office.name)}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
