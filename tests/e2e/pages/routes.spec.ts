import { expect, test } from '../support/test.ts'
import { content, expectedHeading, routes, site } from '../support/content.ts'
import { hoursWords } from '../support/hours.ts'
import { languages } from '../../../lib/i18n/languages.ts'

// Each page's structure, heading, language and head are checked over the built HTML without a
// browser (tests/built/pages.test.ts); here, what a browser shows on the live site (the deploy's
// smoke test opens these too, with --grep @smoke).
test('the home page and an article show their heading in the visible shared layout', { tag: ['@smoke'] }, async ({ page }) => {
  for (const route of ['/', routes.find((r) => r.startsWith('/conditions/'))!]) {
    const response = await page.goto(route)
    expect(response?.status(), route).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedHeading(route))
    await expect(page.getByRole('main')).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    expect(await page.title()).toContain(site.practiceName)
  }
})

test('the header links to every section, with Concussion for /personal-injury', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main', exact: true })
  const expected = [
    ['Home', '/'],
    ['Conditions', '/disorders'],
    ['Concussion', '/personal-injury'],
    ['Procedures', '/procedures'],
    ['Infusion', '/infusion'],
    ['Clinical Trials', '/clinical-trials'],
    ['Our Team', '/our-team'],
  ]
  for (const [label, href] of expected) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href!)
  }
  const header = page.getByRole('banner')
  const portal = header.getByRole('link', { name: /Patient Portal/ })
  await expect(portal).toHaveAttribute('href', site.links.portal)
  await expect(portal).toHaveAttribute('target', '_blank')
  await expect(portal).toHaveAttribute('rel', 'noopener noreferrer')
  const tollFreeDigits = site.phones.tollFree.replace(/\D/g, '')
  await expect(header.getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', `tel:+${tollFreeDigits}`)
})

test('the footer has quick links, contact details and the notices', async ({ page }) => {
  await page.goto('/procedures')
  const footer = page.getByRole('contentinfo')
  for (const href of ['/disorders', '/contactus', '/procedures', '/policies', '/our-team']) {
    await expect(footer.getByRole('navigation').locator(`a[href="${href}"]`)).toHaveCount(1)
  }
  await expect(footer).toContainText(site.phones.main)
  await expect(footer).toContainText(`Fax: ${site.phones.fax}`)
  // The hours most offices keep: the first and last day of each line, by name.
  for (const word of hoursWords(content.locations[0]!.hours, languages[0].locale).slice(0, 2)) await expect(footer).toContainText(word)
  await expect(footer).toContainText(`${site.address.city}, ${site.address.state}`)
  await expect(footer).toContainText('Reply STOP to opt out, HELP for support')
  await expect(footer).toContainText(`over ${site.yearsOfCare} years`)
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', /\/policies/)
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', /\/policies/)
})

test('the skip link moves to the main content', async ({ page }) => {
  await page.goto('/disorders')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test('on a phone the menu opens without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  const phoneNav = page.getByRole('navigation', { name: 'Main (phone)' })
  await expect(phoneNav).toBeHidden()
  await page.getByText('Menu', { exact: true }).click()
  await expect(phoneNav.getByRole('link', { name: 'Concussion' })).toBeVisible()
  await phoneNav.getByRole('link', { name: 'Concussion' }).click()
  await expect(page).toHaveURL(/\/personal-injury$/)
  await context.close()
})

test('an unknown address shows the 404 page with status 404 and logs the path', { tag: ['@smoke', '@host'] }, async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  for (const path of ['/locations/no-such-office', '/no-such-page']) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404')
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    await expect.poll(() => errors.some((e) => e.includes(path))).toBe(true)
  }
})

test('/legal shows the same Policies and Information page as /policies', async ({ page }) => {
  await page.goto('/policies')
  const policies = await page.locator('main').innerText()
  await page.goto('/legal')
  expect(await page.locator('main').innerText()).toBe(policies)
})

test('every page, internal link, canonical and sitemap address answers directly, without a redirect', { tag: '@host' }, async ({ request }) => {
  const addresses = new Set<string>(routes)
  for (const route of routes) {
    const html = await (await request.get(route, { maxRedirects: 0 })).text()
    for (const [, href] of html.matchAll(/<a\b[^>]*?\shref="(\/[^"#?]*)/g)) addresses.add(href!)
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
    if (canonical) addresses.add(new URL(canonical).pathname)
  }
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) addresses.add(new URL(loc!).pathname)
  expect(addresses.size).toBeGreaterThanOrEqual(routes.length)
  const failing: string[] = []
  for (const address of addresses) {
    const answer = await request.get(address, { maxRedirects: 0 })
    if (answer.status() !== 200) failing.push(`${address}: ${answer.status()} ${answer.headers()['location'] ?? ''}`)
  }
  expect(failing).toEqual([])
})

// Former addresses: content/redirects.yaml may list none, so a loop over them here would often check
// nothing. The built _redirects file lists exactly the content's former addresses (tests/built/pages.test.ts),
// and both previews answer a fixture file written by the build's own writer with 301 and the new page
// (tests/unit/local/preview-server.test.ts, and tests/unit/local/preview-host.test.ts for the host's own runtime).
