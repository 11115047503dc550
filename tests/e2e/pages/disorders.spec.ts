// The Conditions page (/disorders) in a browser: how the severity badges look (docs/requirements.md §2
// "Conditions page": Emergency destructive, Critical the default colour, the others secondary, none
// looking pressable) and following its Contact Us. Expected values come from content/disorders.yaml,
// content/disorders-page.yaml and site.yaml. What its HTML says (the cards, the badges' words and that
// they are no controls, the consultation steps, the call to action's links) and the call-to-action
// labels and clinical figures of the six service-style condition pages are checked without a browser
// in tests/built/disorders.test.ts.
import { expect, test } from '../support/test.ts'
import { content, site } from '../support/content.ts'

const { disorders, disordersPage } = content

test('severity badges: Emergency is destructive, Critical the default colour, the others secondary; none looks pressable', async ({ page }) => {
  expect(new Set(disorders.map((d) => d.severity))).toEqual(new Set(['Critical', 'Chronic', 'Progressive', 'Emergency']))
  await page.goto('/disorders')
  const backgrounds = new Map<string, Set<string>>()
  for (const disorder of disorders) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: disorder.name, exact: true }) })
    const badge = card.getByText(disorder.severity, { exact: true }).locator('..')
    const style = await badge.evaluate((el) => {
      const s = getComputedStyle(el)
      return { background: s.backgroundColor, color: s.color, cursor: s.cursor }
    })
    // A label does not look pressable (that it is no link or button: tests/built/disorders.test.ts).
    expect(style.cursor, disorder.name).not.toBe('pointer')
    // The rule: Emergency is styled destructive (red, white text), Critical as the default (the
    // practice's own colour, white text), the other severities alike in a third, quieter style.
    const kind = disorder.severity === 'Emergency' || disorder.severity === 'Critical' ? disorder.severity : 'other'
    if (!backgrounds.has(kind)) backgrounds.set(kind, new Set())
    backgrounds.get(kind)!.add(style.background)
    if (kind !== 'other') expect(style.color, disorder.name).toBe('rgb(255, 255, 255)')
    if (kind === 'Emergency') {
      const [r, g, b] = style.background.match(/\d+/g)!.map(Number)
      expect(r! > 1.5 * g! && r! > 1.5 * b!, `${disorder.name}: an Emergency badge is red (${style.background})`).toBe(true)
    }
  }
  // One style for each kind, and three different ones.
  for (const [kind, seen] of backgrounds) expect([...seen], `${kind} badges share one style`).toHaveLength(1)
  expect(new Set([...backgrounds.values()].map((seen) => [...seen][0])).size, 'Emergency, Critical and the others look different').toBe(3)
})

test('Contact Us at the end opens /contactus, beside the phone number', async ({ page }) => {
  const { callToAction } = disordersPage
  const phone = site.phones[callToAction.phone]
  await page.goto('/disorders')
  const block = page.getByRole('region', { name: callToAction.heading })
  await expect(block.getByRole('link', { name: `${callToAction.phoneLabel} ${phone}` })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Contact Us', exact: true }).click()
  await expect(page).toHaveURL(/\/contactus$/)
})
