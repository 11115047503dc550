// The Spanish pages (/es/…) in a browser: the header language control both ways, a Spanish form whose
// request is stored as Spanish, reviews, the 404 page and the office pages in Spanish. Their language,
// hreflang pairs and the absence of English interface words are checked over the built HTML
// (tests/built/pages.test.ts); axe runs on every page, Spanish ones too, in a11y.spec.ts.
import { expect, test } from '../support/test.ts'
import { madeUpSender } from '../support/sender.ts'
import { closuresAhead, hoursWords, monthOf } from '../support/hours.ts'
import { languageOf } from '../../../lib/i18n/languages.ts'
import { nonEmpty, officeAddress, siteAddresses, wordsFile } from '../../oracles.ts'
import type { UiText } from '../../../lib/content/ui-schema.ts'
import { axe, waitForIslands } from '../support/a11y-helpers.ts'
import { content, kioskRoutes } from '../support/content.ts'
import { storedRequests } from '../support/request-words.ts'

/** Every Spanish page, worked out from the translations in content/es/. */
const routes = siteAddresses('es')
/** The Spanish words file (content/ui/es.yaml), as the editors write it. */
const spanish = wordsFile('es') as unknown as UiText & { translatedSite: { closureReasons: Record<string, string> } }
/** The Spanish office pages' words: content/es/locations-page.yaml, and the closure reasons of es.yaml. */
const officeWords = { office: content.translatedData.es!.locationsPage!.office, closureReasons: spanish.translatedSite.closureReasons }
const locale = languageOf('es').locale

test('the language control goes to the same page in the other language and back', async ({ page }) => {
  // The control has a link per other language of the site, each named in its own language (lib/i18n/languages.ts).
  const switchTo = (code: string) => page.locator(`[data-testid="language-switch"][hreflang="${code}"]`)
  await page.goto('/contactus')
  await switchTo('es').click()
  await expect(page).toHaveURL(/\/es\/contactus$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(switchTo('en')).toHaveText(languageOf('en').name)
  await switchTo('en').click()
  await expect(page).toHaveURL(/\/contactus$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  // A page with no Spanish version (one with a header: not a clinic screen) says so, in Spanish (the
  // link is read in Spanish), and offers the Spanish pages instead.
  const untranslated = siteAddresses('en').filter((route) => !routes.includes(`/es${route === '/' ? '' : route}`) && !kioskRoutes.includes(route))
  expect(untranslated.length).toBeGreaterThan(0)
  await page.goto(untranslated[0]!)
  const control = switchTo('es')
  await expect(control).toContainText(spanish.languageSwitch.missing)
  expect(spanish.languageSwitch.missing).toMatch(/español/)
  await control.click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})

test('a request sent from /es/consultation-form shows Spanish messages and is stored as Spanish', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': madeUpSender() })
  await page.goto('/es/consultation-form')
  await waitForIslands(page)
  const labels = spanish.form.labels
  await page.getByRole('button', { name: spanish.form.submit }).click()
  const firstName = page.getByLabel(labels.firstName)
  await expect(firstName).toBeFocused()
  await expect(firstName).toHaveAccessibleDescription(spanish.form.messages.firstNameRequired)
  await expect(page.getByLabel(labels.location)).toHaveAccessibleDescription(spanish.form.messages.locationRequired)
  expect((await axe(page)).violations).toEqual([])

  const email = `espanol.${Date.now()}@example.com`
  await firstName.fill('Lucía')
  await page.getByLabel(labels.lastName).fill('Hernández')
  await page.getByLabel(labels.email).fill(email)
  await page.getByLabel(labels.phone).fill('(985) 555-0142')
  await page.getByLabel(labels.location).selectOption({ index: 1 })
  await page.getByLabel(labels.insurance).selectOption({ index: 1 })
  await page.getByLabel(labels.message).fill('Quisiera una primera cita.')
  await page.getByRole('group', { name: spanish.form.language.legend }).getByLabel(spanish.form.language.choices.es!).check()
  await page.getByLabel(spanish.form.language.accommodationLabel).fill('Silla de ruedas')
  await page.getByRole('button', { name: spanish.form.submit }).click()
  await expect(page.locator('[data-sonner-toast]')).toContainText(spanish.form.successTitle, { timeout: 60_000 })

  const stored = (await storedRequests()).find((r) => r.email === email)
  expect(stored).toMatchObject({ preferred_language: 'es', accommodation: 'Silla de ruedas', sent_from_language: 'es' })
})


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
  const line = page.getByRole('main').getByText(spanish.notFound.title).first()
  await expect(line).toBeVisible()
  expect(await line.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('es')
  await expect(page.getByRole('main').getByRole('link', { name: spanish.notFound.home })).toHaveAttribute('href', '/es')
})

test('the Spanish office pages show hours, closed days and care in Spanish, and Spanish pages lead to them', async ({ page }) => {
  // Two lists and every office page: more than one page's worth of time.
  test.setTimeout(30_000 + 15_000 * content.locations.length)
  const words = officeWords
  expect(routes.filter((route) => route.startsWith('/es/locations/'))).toHaveLength(nonEmpty(content.locations, 'office').length)
  // The office list of the Spanish home page and the cards of /es/locations lead to the Spanish office pages.
  for (const list of ['/es', '/es/locations']) {
    await page.goto(list)
    for (const office of content.locations) {
      await expect(page.getByRole('main').getByRole('link', { name: office.name, exact: true }).first(), `${list}: ${office.name}`).toHaveAttribute('href', officeAddress(office.name, 'es'))
    }
  }
  for (const office of content.locations) {
    const route = officeAddress(office.name, 'es')
    await page.goto(route)
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: words.office.backLabel }), route).toHaveAttribute('href', '/es/locations')
    const hours = main.getByRole('region', { name: words.office.hoursHeading })
    for (const word of hoursWords(office.hours, locale)) await expect(hours, route).toContainText(word)
    for (const closure of closuresAhead(office, content.closures)) {
      await expect(hours, route).toContainText(words.closureReasons[closure.reason] ?? closure.reason)
      await expect(hours, route).toContainText(monthOf(closure.first, locale))
    }
    // Care offered there: the Spanish page of each condition that has one.
    for (const slug of office.services ?? []) {
      const translated = content.translations.find((t) => t.collection === 'conditions' && t.slug === slug)
      if (!translated) continue
      await expect(main.getByRole('link', { name: translated.data.title as string, exact: true }), route).toHaveAttribute('href', `/es/conditions/${slug}`)
    }
  }
})

test('the language control goes from an office page to its Spanish page and back', async ({ page }) => {
  const office = content.locations[0]!
  await page.goto(officeAddress(office.name))
  await page.getByTestId('language-switch').click()
  await expect(page).toHaveURL(new RegExp(`${officeAddress(office.name, 'es')}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await page.getByTestId('language-switch').click()
  await expect(page).toHaveURL(new RegExp(`${officeAddress(office.name)}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
