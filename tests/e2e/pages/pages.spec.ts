// The content pages of docs/requirements.md §2 in a browser: what only a browser can tell. The category
// labels of /procedures and the resource cards of /patients do not look pressable (no pointer, no button
// look) and a click on a label filters nothing; the footer's policy links land on their sections, also
// from /legal; the tabs of /patients (order, panels, arrow keys, Home and End, a link to a tab, one row at
// 320 px). Expected values come from the content files (content/procedures, patient-resources.yaml). What
// these pages' HTML says (/procedures, /infusion, /consultations, /clinical-trials, /personal-injury,
// /policies: texts, lists, links, anchors, the figures docs/requirements.md fixes; the resource cards'
// words; no JavaScript on the pages without interactive parts) is checked without a browser in
// tests/built/service-pages.test.ts. Axe at phone and desktop size and reflow at 320 px: every page,
// tests/e2e/access/a11y.spec.ts; inline styles and heading order: every built page, tests/built/pages.test.ts.
import { waitForIsland } from '../support/islands.ts'
import type { Locator } from '@playwright/test'
import { expect, test } from '../support/test.ts'
import { content } from '../support/content.ts'
import { nonEmpty } from '../../oracles.ts'
import { unfoldedText } from '../../../scripts/review/preview-compare-html.ts'

/** Nothing in it looks pressable: no pointer over it. */
async function expectNoPointer(locator: Locator) {
  expect(await locator.evaluate((el) => getComputedStyle(el).cursor)).not.toBe('pointer')
}

test.describe('/procedures', () => {
  const { procedures } = content

  test('the category labels at the top look like plain labels, and clicking one filters nothing', async ({ page }) => {
    await page.goto('/procedures')
    const categories = page.getByTestId('procedure-categories')
    // That they are no buttons or links, in their words: tests/built/service-pages.test.ts.
    await expectNoPointer(categories)
    const labels = await categories.getByRole('listitem').all()
    expect(labels.length).toBeGreaterThan(0)
    for (const item of labels) {
      await expectNoPointer(item)
      // No border or filled background that would make a label look like a button.
      expect(await item.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('none')
      expect(await item.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)')
    }
    // Clicking a label filters nothing: all procedures stay visible.
    await categories.getByRole('listitem').first().click()
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(procedures.length)
  })
})

test.describe('/policies and /legal', () => {
  test('the footer links land on the Privacy Policy and Terms of Service sections, also from /legal', async ({ page }) => {
    await page.goto('/legal')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.pages.find((p) => p.slug === 'policies')!.data.heading)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(/\/policies#privacy-policy$/)
    await expect(page.locator('#privacy-policy')).toBeInViewport()
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
    await expect(page).toHaveURL(/\/policies#terms-of-service$/)
    await expect(page.locator('#terms-of-service')).toBeInViewport()
  })
})

test.describe('/patients', () => {
  const { patientResources } = content

  test('has the Resources, Preparation and Policies tabs in order, Resources first', async ({ page }) => {
    await page.goto('/patients')
    await waitForIsland(page, 'ResourceTabs')
    const expected = [
      ['resources', patientResources.resources.title],
      ['preparation', patientResources.preparation.title],
      ['policies', patientResources.policies.title],
    ] as const
    expect(expected.map(([, title]) => title)).toEqual(['Resources', 'Preparation', 'Policies'])
    const tabs = page.getByRole('tablist', { name: 'Patient resources' }).getByRole('tab')
    await expect(tabs).toHaveText(expected.map(([, title]) => title))
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    for (const [id, title] of expected) {
      await page.getByRole('tab', { name: title }).click()
      const panel = page.getByRole('tabpanel', { name: title })
      await expect(panel).toBeVisible()
      await expect(panel).toHaveAttribute('id', id)
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(title)
      await expect(page.getByRole('tabpanel')).toHaveCount(1)
    }
    await page.getByRole('tab', { name: 'Preparation' }).click()
    const preparation = page.locator('#preparation')
    await expect(preparation).toContainText(/arrive 15 minutes early/i)
    for (const line of nonEmpty((patientResources.preparation.groups ?? []).flatMap((group) => group.items), 'preparation line')) await expect(preparation).toContainText(line)
    await page.getByRole('tab', { name: 'Policies' }).click()
    const policies = page.locator('#policies')
    await expect(policies).toContainText('24 hours')
    for (const line of nonEmpty((patientResources.policies.groups ?? []).flatMap((group) => group.items), 'policy line')) await expect(policies).toContainText(line)
  })

  test('the reviewers’ word diff (preview:compare) reads the words of the tabs not shown, too', async ({ page }) => {
    await page.goto('/patients')
    await waitForIsland(page, 'ResourceTabs')
    await expect(page.locator('#preparation')).toBeHidden()
    await expect(page.locator('#policies')).toBeHidden()
    const tabs = [patientResources.preparation, patientResources.policies]
    const folded = [...tabs.flatMap((tab) => [tab.title, tab.intro]), ...nonEmpty(tabs.flatMap((tab) => (tab.groups ?? []).flatMap((group) => [group.title, ...group.items])), 'line of the Preparation and Policies tabs')]
    const text = await page.evaluate(unfoldedText)
    for (const words of folded) expect(text).toContain(words)
  })

  test('the tabs follow the ARIA pattern: arrow keys, Home and End, and a link opens a tab', async ({ page }) => {
    await page.goto('/patients')
    await waitForIsland(page, 'ResourceTabs')
    const tab = (name: string) => page.getByRole('tab', { name })
    await tab('Resources').focus()
    await page.keyboard.press('ArrowRight')
    await expect(tab('Preparation')).toBeFocused()
    await expect(tab('Preparation')).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'Preparation' })).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(tab('Resources')).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(tab('Policies')).toBeFocused()
    await page.keyboard.press('Home')
    await expect(tab('Resources')).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('End')
    await expect(tab('Policies')).toHaveAttribute('aria-selected', 'true')
    // Only the selected tab is in the Tab order; Tab moves on into its panel.
    await expect(tab('Resources')).toHaveAttribute('tabindex', '-1')
    // The panel follows its tab a render later (ResourceTabs defers it); a visitor sees it before moving on.
    await expect(page.getByRole('tabpanel', { name: 'Policies' })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('tabpanel', { name: 'Policies' })).toBeFocused()

    await page.goto('/patients#preparation')
    await expect(tab('Preparation')).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'Preparation' })).toBeVisible()
  })

  test('the tabs sit on one row at 320 px, every one in view, and still follow the arrow keys', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/patients')
    const tabs = await page.getByRole('tablist', { name: 'Patient resources' }).getByRole('tab').all()
    const boxes = await Promise.all(tabs.map(async (tab) => (await tab.boundingBox())!))
    for (const box of boxes) {
      expect(box.y).toBe(boxes[0]!.y)
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(320)
      expect(box.height).toBeGreaterThanOrEqual(44)
    }
    await tabs[0]!.focus()
    await page.keyboard.press('End')
    await expect(tabs.at(-1)!).toBeFocused()
    await expect(tabs.at(-1)!).toHaveAttribute('aria-selected', 'true')
  })

  test('the resource cards do not look pressable', async ({ page }) => {
    // Their words, and that nothing in them is a link, button or tab stop: tests/built/service-pages.test.ts.
    const cards = nonEmpty(patientResources.resources.cards ?? [], 'resource card')
    await page.goto('/patients')
    const shown = page.locator('#resources').getByTestId('inert-card')
    await expect(shown).toHaveCount(cards.length)
    for (const card of await shown.all()) await expectNoPointer(card)
    await expectNoPointer(page.locator('#resources').getByTestId('inert-cards'))
  })
})
