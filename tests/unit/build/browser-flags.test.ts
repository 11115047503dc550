// The tests' Chromium turns off more features than Playwright does, with one --disable-features that
// repeats Playwright's own (Chromium keeps only the last such switch): when a Playwright upgrade changes
// its list, the copy in tests/browser.ts must follow, or a feature Playwright needs off comes back on.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { expect, it } from 'vitest'
import { PLAYWRIGHT_DISABLED_FEATURES, playwrightChromiumArgs } from '../../browser.ts'

/** The names in Playwright's own `disabledFeatures` list, read from its installed code. */
function playwrightsList(): string[] {
  const core = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'))
  const code = readFileSync(join(core, 'lib', 'coreBundle.js'), 'utf8')
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(code)?.[1]
  if (!list) throw new Error(`Playwright's list of disabled features was not found in ${core}/lib/coreBundle.js: find where chromiumSwitches is now and update this test`)
  const withoutComments = list.replace(/\/\/.*$/gm, '')
  return [...withoutComments.matchAll(/"(\w+)"/g)].map((match) => match[1]!)
}

it("repeats Playwright's own disabled features, all of them, as the installed Playwright lists them", () => {
  const theirs = playwrightsList()
  expect(theirs.length, "Playwright's list read").toBeGreaterThan(5)
  expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...theirs].sort())
})

it('gives Chromium one --disable-features, with those and the unshown omnibox popup', () => {
  const switches = playwrightChromiumArgs.filter((arg) => arg.startsWith('--disable-features='))
  expect(switches).toHaveLength(1)
  const features = switches[0]!.slice('--disable-features='.length).split(',')
  for (const feature of [...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup']) expect(features).toContain(feature)
})
