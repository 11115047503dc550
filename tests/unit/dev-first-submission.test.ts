// On a cold `npm run dev` (an empty cache of pre-bundled dependencies), the very first submission of
// the contact form is stored: Vite must not discover a dependency of the form on that click, bundle it
// and reload the page (which wiped the fields and dropped the request). The dev server runs for real,
// in its own process, with its own cache and database folders; the request is read back with
// `npm run requests -- --json`, as staff would.
import { spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { chromiumArgs, chromiumPath } from '../browser.ts'
import { startDev, stopDev, waitForOptimizer, waitUntilServing, type DevProcess } from './dev-process.ts'
import { freePort } from './raw-http.ts'

const root = process.cwd()
const work = mkdtempSync(join(tmpdir(), 'i22-dev-cold-'))
const env = { ...process.env, VITE_CACHE_DIR: join(work, 'vite'), LOCAL_DB_DIR: join(work, 'pglite'), VITE_SUPABASE_URL: '' }
let server: ChildProcess
let browser: Browser | undefined
let port = 0
let dev: DevProcess

/**
 * How long the cold server may take to serve its first page: it runs the whole content check before it
 * listens, then compiles the page. On a loaded machine (load average 30) that took over five minutes;
 * the wait ends as soon as the page answers, the cap only ends a server that is stuck.
 */
const COLD_START = 600_000

beforeAll(async () => {
  port = await freePort()
  dev = startDev(root, port, env, ['--host', '127.0.0.1'])
  server = dev.server
  // The optimizer's own signal first: no page is asked for while it bundles.
  await waitForOptimizer(dev, env.VITE_CACHE_DIR, COLD_START)
  await waitUntilServing(dev, `http://127.0.0.1:${port}/contactus`, COLD_START)
}, COLD_START + 30_000)

afterAll(async () => {
  await browser?.close()
  await stopDev(server)
  rmSync(work, { recursive: true, force: true })
}, 120_000) // closing Chromium and the dev server takes more than Vitest's 10 s on a loaded machine

/** The requests stored in the dev server's database, as `npm run requests -- --json` prints them. */
function storedRequests(): { email: string | null }[] {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/requests.ts', '--json'], { cwd: root, env, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`npm run requests failed:\n${run.stderr}`)
  return JSON.parse(run.stdout) as { email: string | null }[]
}

/**
 * How long a step may wait for its signal. A cold dev server transforms every module the first time a
 * browser asks for it, so on a busy machine loading the page and the form's code takes minutes, not
 * seconds: the test waits for what it needs (the islands' script listening, the form hydrated, the
 * answer shown), never for a fixed time, and this cap only ends a test that is stuck.
 */
const STEP = 240_000

it('stores the first contact request sent on a cold dev server, without reloading the page', async () => {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  const page = await browser.newPage()
  page.setDefaultTimeout(STEP)
  await page.goto(`http://127.0.0.1:${port}/contactus`, { waitUntil: 'domcontentloaded' })
  // The islands' script runs (components/islands/client.ts marks the page once it listens for presses).
  await page.locator('html[data-islands-listening]').waitFor({ state: 'attached' })
  let reloads = 0
  const reloaded = new Promise<void>((resolve) =>
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return
      reloads++
      resolve()
    }),
  )
  const email = `first.submission+${Date.now()}@example.com`
  // Typing starts the form island: its code (zod, react-hook-form…) loads now, the moment a dependency
  // Vite had not pre-bundled would make the dev server bundle it and reload the page.
  await page.getByLabel('Full Name').fill('Cold Start')
  const form = page.locator('[data-island="ContactForm"][data-hydrated]')
  await Promise.race([form.waitFor({ state: 'attached' }), reloaded])
  expect(reloads, `the dev server reloaded the page while the form's code loaded:\n${dev.output()}`).toBe(0)
  await page.getByLabel('Phone Number').fill('(985) 555-0142')
  await page.getByLabel('Email Address').fill(email)
  await page.getByRole('button', { name: 'Submit' }).click()
  // The form says how the sending went (a toast); then the request is read back as staff would.
  const toast = page.locator('[data-sonner-toast]').first()
  await toast.waitFor()
  const said = await toast.innerText({ timeout: 5_000 }).catch(() => '(the toast was gone)')
  const stored = storedRequests().some((request) => request.email === email)
  expect(stored, `the request is not stored; the form said "${said}"\n${dev.output()}`).toBe(true)
  expect(reloads, `the dev server reloaded the page:\n${dev.output()}`).toBe(0)
}, 3 * STEP)
