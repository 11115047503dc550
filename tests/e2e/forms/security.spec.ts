// Security and privacy as a visitor's browser sees them, under the headers the preview sends (the
// same as the build's _headers file, scripts/build/headers.ts): every page loads with no
// Content-Security-Policy violation, asks nothing of another host, carries no tracker, and opens
// new tabs with noopener noreferrer; the interactive parts (forms, video, slideshow, map) work under
// the policy; and pages, files, the 404 page and the function all carry the headers.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { madeUpSender } from '../support/sender.ts'
import { hostHeaders, MAP_ORIGIN } from '../../oracles.ts'
import { freezeClock } from '../support/clock.ts'
import { content, expectedHeading } from '../support/content.ts'
import { onStaticHost } from '../support/host.ts'
import { waitForIsland } from '../support/islands.ts'
import { createHash } from 'node:crypto'
import { isSite, violations, watch, type Watch } from '../support/page-checks.ts'

const NOT_FOUND = '/no-such-page'
const FUNCTION_PATH = '/functions/v1/send-consultation'

const headersFile = join(process.cwd(), process.env.OUT_DIR ?? 'dist', 'client', '_headers')
/** The build's _headers file; the preview must send exactly what it says, read as the host reads it. */
function builtRules(): string {
  if (!existsSync(headersFile)) throw new Error(`${headersFile} is missing: build with "npm run build" (vike build alone does not write it).`)
  return readFileSync(headersFile, 'utf8')
}

async function expectNoViolation(page: Page, watched: Watch) {
  expect(await violations(page), 'securitypolicyviolation events').toEqual([])
  expect(watched.policyMessages, 'console messages about a policy').toEqual([])
}

/** The directives of a Content-Security-Policy, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

// Every page loads with no policy violation, nothing from another host and no tracker: checked in the
// visit of every page at both sizes (a11y.spec.ts, page-checks.ts loadProblems). The inline-script,
// tracker and new-tab rules of the HTML itself are checked without a browser: tests/built/pages.test.ts.

// The host run (playwright.host.config.ts) repeats these (@host): proof that the host reads _headers.
test.describe('the headers as served', { tag: '@host' }, () => {
  test('a page, a built file, the 404 page and the function carry the headers of the build', { tag: '@smoke' }, async ({ request }, testInfo) => {
    // A static host alone has no function at this address: it runs on Supabase.
    const withFunction = !onStaticHost(testInfo)
    const rules = builtRules()
    const page = await request.get('/contactus')
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1]
    expect(asset, 'the contact page loads a script from /assets/').toBeTruthy()
    const answers = {
      '/contactus': page,
      [asset!]: await request.get(asset!),
      [NOT_FOUND]: await request.get(NOT_FOUND),
    }
    if (withFunction) {
      answers[FUNCTION_PATH] = await request.post(FUNCTION_PATH, {
        data: {},
        headers: { 'X-Forwarded-For': madeUpSender() },
      })
      expect(answers[FUNCTION_PATH].status()).toBe(400)
    }
    expect(answers['/contactus'].status()).toBe(200)
    expect(answers[asset!]!.status()).toBe(200)
    expect(answers[NOT_FOUND]!.status()).toBe(404)
    for (const [path, answer] of Object.entries(answers)) {
      const expected = hostHeaders(rules, path)
      expect(Object.keys(expected).length).toBeGreaterThan(5)
      for (const [name, value] of Object.entries(expected)) expect(answer.headers()[name.toLowerCase()], `${name} of ${path}`).toBe(value)
    }
    expect(answers[asset!]!.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    // Pages are not cached by the build's rules; Cloudflare Pages adds its own "revalidate every time".
    expect([undefined, 'public, max-age=0, must-revalidate']).toContain(answers['/contactus'].headers()['cache-control'])
    // Pages and files go out compressed, as the static hosts send them.
    expect(answers['/contactus'].headers()['content-encoding']).toMatch(/^(br|gzip)$/)
    expect(answers[asset!]!.headers()['content-encoding']).toMatch(/^(br|gzip)$/)
    // Like on the static hosts, the _headers file is not itself served: the 404 page answers.
    const headersFile = await request.get('/_headers')
    expect(headersFile.status()).toBe(404)
    expect(await headersFile.text()).not.toContain('Content-Security-Policy:')
  })

  test('the policy allows scripts from the site only and turns off what the site does not use', { tag: '@smoke' }, async ({ request }) => {
    const home = await request.get('/')
    const headers = home.headers()
    const csp = directives(headers['content-security-policy']!)
    // WebAssembly (the search index reader), never JavaScript eval; one inline script, by its hash: the
    // islands' start, the one inline script of the home page that is not data.
    const inline = [...(await home.text()).matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/json/.test(attributes!)).map(([, , code]) => code!)
    expect(inline).toHaveLength(1)
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`])
    expect(csp.get('default-src')).toEqual(["'self'"])
    for (const [name, sources] of csp) {
      expect(sources, name).not.toContain("'unsafe-eval'")
      if (name !== 'style-src') expect(sources, name).not.toContain("'unsafe-inline'")
      for (const source of sources) expect(source, name).not.toMatch(/^\*|^https?:$|^https?:\/\/\*/)
    }
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('img-src')).toEqual(["'self'", 'data:'])
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    const permissions = headers['permissions-policy']!.split(', ')
    expect(permissions).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'browsing-topics=()', 'fullscreen=(self)']))
  })

  test('the policy is enforced: an injected inline script does not run and is reported', async ({ page }) => {
    await watch(page)
    await page.goto('/')
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      await new Promise((resolve) => setTimeout(resolve, 100))
      return (window as unknown as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
    expect((await violations(page)).join('\n')).toMatch(/^script-src-elem blocked inline/m)
  })

  test('no other site can show these pages in a frame', async ({ page, baseURL }) => {
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))
    await page.setContent(`<iframe src="${baseURL}/contactus" title="framed"></iframe>`)
    await expect.poll(() => messages.join('\n')).toMatch(/frame-ancestors 'none'|X-Frame-Options/)
    // The browser shows its own error page in the frame instead of the site's page.
    await expect(page.frameLocator('iframe').getByText(expectedHeading('/contactus'))).toHaveCount(0)
    expect(page.frames().find((f) => f !== page.mainFrame())?.url()).not.toContain(`${baseURL}/contactus`)
  })
})

test.describe('interactive parts under the policy', () => {
  // @function: needs the local send-consultation function, which a static host alone does not have.
  test('the contact form sends a request and shows Message Sent', { tag: '@function' }, async ({ page }) => {
    test.setTimeout(90_000)
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': madeUpSender() })
    const watched = await watch(page)
    await page.goto('/contactus')
    await page.getByLabel('Full Name').fill('Casey Policy')
    await page.getByLabel('Phone Number').fill('(985) 555-0199')
    await page.getByLabel('Email Address').fill('casey.policy@example.com')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.locator('[data-sonner-toast]')).toContainText('Message Sent', { timeout: 60_000 })
    await expectNoViolation(page, watched)
    expect(watched.requests.filter((url) => url.includes(FUNCTION_PATH)).length).toBeGreaterThan(0)
  })

  test('the video preview plays every scene', async ({ page }) => {
    const watched = await watch(page)
    await freezeClock(page)
    await page.goto('/video-preview')
    await waitForIsland(page, 'VideoPreview')
    const scenes = content.videoScenes
    await page.getByRole('button', { name: 'Play Video' }).click()
    const screen = page.getByTestId('video-screen')
    for (const [index, scene] of scenes.entries()) {
      await expect(page.getByText(`Scene ${index + 1} of ${scenes.length}`)).toBeVisible()
      await expect(screen.getByRole('heading')).toHaveText(scene.heading)
      await page.clock.runFor(scene.durationMs)
    }
    await expect(page.getByText('Click Play to start preview')).toBeVisible()
    await expectNoViolation(page, watched)
  })

  test('site search finds a page, reading its index in a worker of the site', async ({ page }) => {
    const watched = await watch(page)
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))
    const workers: string[] = []
    page.on('worker', (worker) => workers.push(worker.url()))
    await page.goto('/search')
    const [article] = content.conditions
    await page.getByRole('searchbox', { name: 'Search for' }).fill(article!.data.title)
    await expect(page.getByRole('main').locator(`a[href="/conditions/${article!.slug}"]`).first()).toBeVisible()
    expect(workers.map((url) => new URL(url).pathname)).toContain('/pagefind/pagefind-worker.js')
    expect(messages.filter((text) => /falling back|WebAssembly/i.test(text))).toEqual([])
    await expectNoViolation(page, watched)
  })

  test('the slideshow goes full screen (the one browser feature the site keeps on)', async ({ page }) => {
    const watched = await watch(page)
    await page.goto('/slideshow')
    await waitForIsland(page, 'Slideshow')
    await page.getByRole('button', { name: 'Full screen' }).click()
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid') ?? null)).toBe('slideshow-stage')
    await page.evaluate(() => document.exitFullscreen())
    await expectNoViolation(page, watched)
  })

  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    test(`the map (${viewport.width} px wide) loads only when scrolled to, from a host the policy allows`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport)
      const watched = await watch(page)
      await page.goto('/', { waitUntil: 'networkidle' })
      const map = page.locator('#locations iframe')
      await expect(map).toHaveCount(0)
      const mapOrigin = MAP_ORIGIN
      expect(directives((await page.request.get('/')).headers()['content-security-policy']!).get('frame-src')).toEqual([mapOrigin])
      expect(watched.requests.filter((url) => !isSite(url, baseURL!))).toEqual([])

      // Stand-in for the map provider (the tests run offline).
      await page.route(`${mapOrigin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><title>map</title><p>Map</p>' }))
      // The map section hydrates as it comes near; a visitor's further scrolling then loads the map.
      await page.locator('#locations [data-map-state]').scrollIntoViewIfNeeded()
      await waitForIsland(page, 'LocationPicker')
      await page.mouse.wheel(0, 40)
      // The map itself (the frame); the map also asks its host for robots.txt to tell a map from an error page.
      const mapLoads = () => watched.requests.filter((url) => url.startsWith(`${mapOrigin}/`) && !url.endsWith('/robots.txt')).length
      await expect.poll(mapLoads).toBe(1)
      await expect(map.contentFrame().getByText('Map')).toBeVisible()

      // Choosing another office re-centres the map, still under the policy.
      await page.locator('#locations select').selectOption(content.locations.at(-1)!.name)
      await expect.poll(mapLoads).toBe(2)
      expect(watched.requests.filter((url) => !isSite(url, baseURL!) && !url.startsWith(`${mapOrigin}/`))).toEqual([])
      await expectNoViolation(page, watched)
    })
  }
})
