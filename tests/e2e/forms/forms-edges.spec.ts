// The request forms at the edges of a visit (docs/requirements.md §5, §8):
//   - a press on Submit before the form's script has started counts: an empty form shows its field
//     messages once the form has started, a filled one is sent, and nothing is posted in between;
//   - offline, a press on Submit tells the patient so, with the number to call as a link, and keeps
//     what was typed, instead of a post that ends on the browser's "No internet" page: once the form has
//     started, and also when only the page's start lines are there (the form's code never came);
//   - a sender past the function's limit (its 429) is told that their requests are there and to call to
//     add something, in the page's language, with the number as a link.
// The words come from content/ui/<lang>.yaml, the number from content/site.yaml.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { wordsFile } from '../../oracles.ts'
import type { UiWords } from '../../../lib/content/ui-schema.ts'
import { site } from '../support/content.ts'
import { madeUpSender } from '../support/sender.ts'
import { phoneMessage } from '../support/request-words.ts'

type Words = UiWords['form']
const wordsOf = (lang: string) => (wordsFile(lang) as unknown as UiWords).form
const phone = site.phones.errorMessage
const FUNCTION = /\/functions\/v1\/send-consultation$/
/** The site's scripts: the islands' entry and its chunks (the page's own start lines are inline). */
const SITE_SCRIPTS = /\/assets\/.*\.js(\?.*)?$/

/** The first of a sentence's words before its {phone}. */
const before = (sentence: string) => sentence.split('{phone}')[0]!.trim()

/** The files the page's start lines load first: the islands' script and what it imports at once. */
async function startFiles(request: APIRequestContext, path: string): Promise<string[]> {
  const json = /<script type="application\/json" id="islands-start">([^<]*)<\/script>/.exec(await (await request.get(path)).text())?.[1]
  expect(json, `${path} has the islands' start lines`).toBeDefined()
  const { entry, preload } = JSON.parse(json!) as { entry: string; preload: string[] }
  return [entry, ...preload]
}

/**
 * A visitor of their own (sender, empty cache) whose page's scripts named by `hold` are answered only
 * on `release()`; every post to the function is noted.
 */
async function visitor(browser: Browser, baseURL: string, hold: (file: string) => boolean): Promise<{ context: BrowserContext; page: Page; release: () => void; posts: string[] }> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': madeUpSender() } })
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await context.route(SITE_SCRIPTS, async (route) => {
    if (hold(new URL(route.request().url()).pathname)) await released
    await route.continue()
  })
  const page = await context.newPage()
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && FUNCTION.test(request.url())) posts.push(request.headers()['content-type'] ?? '')
  })
  return { context, page, release, posts }
}

/** The two moments a press can come before the form has started: before the islands' script, and before the form's own code. */
const moments = [
  { moment: 'before the islands’ script arrived', hold: () => () => true, ready: async () => {} },
  {
    moment: 'before the form’s own code arrived',
    hold: (start: string[]) => (file: string) => !start.includes(file),
    ready: async (page: Page) => expect(page.locator('html[data-islands-listening]')).toHaveCount(1),
  },
]

const forms = [
  { path: '/contactus', island: 'ContactForm', empty: (w: Words) => [w.messages.nameRequired, phoneMessage(w.messages.phoneTooShort), w.messages.emailInvalid] },
  { path: '/consultation-form', island: 'AppointmentForm', empty: (w: Words) => [w.messages.firstNameRequired, w.messages.lastNameRequired] },
]

test.describe.configure({ mode: 'parallel' })

for (const { path, island, empty } of forms) {
  for (const { moment, hold, ready } of moments) {
    test(`${path}: Submit pressed on the empty form ${moment} shows the field messages once the form starts, and posts nothing`, async ({ browser, baseURL, request }) => {
      const words = wordsOf('en')
      const { context, page, release, posts } = await visitor(browser, baseURL!, hold(await startFiles(request, path)))
      await page.goto(path)
      await ready(page)
      const root = page.locator(`[data-island="${island}"]`)
      await root.getByRole('button', { name: words.submit }).click()
      expect(await root.getAttribute('data-hydrated'), 'the press came before the form had started').toBeNull()
      release()
      await expect(root).toHaveAttribute('data-hydrated', '')
      const messages = empty(words)
      expect(messages.length).toBeGreaterThan(0)
      for (const message of messages) await expect(root.getByText(message, { exact: true })).toBeVisible()
      expect(page.url()).toBe(`${baseURL}${path}`)
      expect(posts).toEqual([])
      await context.close()
    })
  }
}

for (const { moment, hold, ready } of moments) {
  test(`/contactus: Submit pressed on a filled form ${moment} sends it once, as the started form does`, async ({ browser, baseURL, request }) => {
    const words = wordsOf('en')
    const { context, page, release, posts } = await visitor(browser, baseURL!, hold(await startFiles(request, '/contactus')))
    await page.goto('/contactus')
    await ready(page)
    const root = page.locator('[data-island="ContactForm"]')
    await root.getByLabel(words.labels.fullName).fill('Ana Early')
    await root.getByLabel(words.labels.phone).fill('985-555-0142')
    await root.getByLabel(words.labels.email).fill(`ana.early.${Date.now()}@example.com`)
    await root.getByRole('button', { name: words.submit }).click()
    expect(await root.getAttribute('data-hydrated'), 'the press came before the form had started').toBeNull()
    release()
    await expect(root.getByText(words.confirmation.next)).toBeVisible({ timeout: 30_000 })
    expect(page.url()).toBe(`${baseURL}/contactus`)
    // One send, by the form's script (JSON), not the page's own post (form-encoded).
    expect(posts).toHaveLength(1)
    expect(posts[0]).toContain('application/json')
    await context.close()
  })
}

/** The form's notice (not the toast, which may say it too) says `sentence` with the number as a link that calls it. */
async function expectNotice(page: Page, sentence: string) {
  const notice = page.getByText(before(sentence)).and(page.locator('xpath=//*[not(ancestor-or-self::*[@data-sonner-toaster])]'))
  await expect(notice).toBeVisible()
  const link = notice.getByRole('link', { name: phone })
  await expect(link).toHaveAttribute('href', `tel:+1${phone.replace(/\D/g, '')}`)
}

async function fillContact(page: Page, words: Words, name: string) {
  await page.getByLabel(words.labels.fullName).fill(name)
  await page.getByLabel(words.labels.phone).fill('985-555-0142')
  await page.getByLabel(words.labels.email).fill('offline.patient@example.com')
}

async function expectKept(page: Page, words: Words, name: string) {
  await expect(page.getByLabel(words.labels.fullName)).toHaveValue(name)
  await expect(page.getByLabel(words.labels.phone)).toHaveValue('985-555-0142')
  await expect(page.getByLabel(words.labels.email)).toHaveValue('offline.patient@example.com')
}

for (const [lang, path] of [['en', '/contactus'], ['es', '/es/contactus']] as const) {
  test(`${path}: offline, Submit says so with the number to call, keeps what was typed and posts nothing`, async ({ page, context, baseURL }) => {
    const words = wordsOf(lang)
    await page.goto(path)
    await fillContact(page, words, 'Ana Offline')
    await context.setOffline(true)
    await page.getByRole('button', { name: words.submit }).click()
    await expectNotice(page, words.offlineMessage)
    expect(page.url()).toBe(`${baseURL}${path}`)
    await expectKept(page, words, 'Ana Offline')
    // A second press, still offline: the same notice, still no post.
    await page.getByRole('button', { name: words.submit }).click()
    await expectNotice(page, words.offlineMessage)
    expect(page.url()).toBe(`${baseURL}${path}`)
    await context.setOffline(false)
  })
}

const neverCame = [
  { what: 'only the page’s start lines ran (the islands’ script never came)', aborted: () => () => true },
  { what: 'the islands’ script ran but the form’s own code never came', aborted: (start: string[]) => (file: string) => !start.includes(file) },
]
for (const { what, aborted } of neverCame) {
  test(`/contactus: offline when ${what}, Submit shows the notice and posts nothing`, async ({ browser, baseURL, request }) => {
    const words = wordsOf('en')
    const start = await startFiles(request, '/contactus')
    const abort = aborted(start)
    const context = await browser.newContext({ baseURL })
    await context.route(SITE_SCRIPTS, (route) => (abort(new URL(route.request().url()).pathname) ? route.abort('internetdisconnected') : route.continue()))
    const page = await context.newPage()
    await page.goto('/contactus')
    const root = page.locator('[data-island="ContactForm"]')
    await fillContact(page, words, 'Ana Stranded')
    await context.setOffline(true)
    await root.getByRole('button', { name: words.submit }).click()
    await expectNotice(page, words.offlineMessage)
    expect(await root.getAttribute('data-hydrated'), 'the form never started').toBeNull()
    expect(page.url()).toBe(`${baseURL}/contactus`)
    await expectKept(page, words, 'Ana Stranded')
    await context.close()
  })
}

for (const [lang, path] of [['en', '/contactus'], ['es', '/es/contactus']] as const) {
  test(`${path}: a sender past the limit is told their requests are there and to call to add something`, async ({ page }) => {
    const words = wordsOf(lang)
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': madeUpSender() })
    await page.goto(path)
    // This sender sends until the function refuses (its 429), however many it allows.
    const refused = await page.evaluate(async () => {
      for (let sent = 0; sent < 50; sent++) {
        const body = { kind: 'contact', name: 'Ana Again', phone: '985-555-0142', email: 'ana.again@example.com', website: '', sentFromLanguage: document.documentElement.lang }
        const answer = await fetch('/functions/v1/send-consultation', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
        if (answer.status === 429) return true
      }
      return false
    })
    expect(refused, 'the function refuses a sender at last').toBe(true)
    await fillContact(page, words, 'Ana Again')
    await page.getByRole('button', { name: words.submit }).click()
    await expectNotice(page, words.limitedMessage)
    await expect(page.getByText(before(words.errorMessage))).toHaveCount(0)
    await expectKept(page, words, 'Ana Again')
  })
}
