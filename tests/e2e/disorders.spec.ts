// The Conditions page (/disorders): docs/requirements.md §2 "Conditions page", plus the call-to-action labels and
// clinical figures docs/requirements.md gives the six service-style condition pages. Expected values come from
// content/disorders.yaml, content/disorders-page.yaml and site.yaml.
import { expect, test } from './test.ts'
import { content, namedConditionsOnSite, serviceCallToAction, site } from './content.ts'

const { disorders, disordersPage } = content
const tel = (phone: string) => `tel:+${phone.replace(/\D/g, '').replace(/^(\d{10})$/, '1$1')}`

test('shows the condition cards of disorders.yaml in order, each with badge, symptoms and treatments', async ({ page }) => {
  await page.goto('/disorders')
  const cards = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
  await expect(cards).toHaveCount(disorders.length)
  for (const [i, disorder] of disorders.entries()) {
    const card = cards.nth(i)
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(disorder.name)
    await expect(card.getByText(disorder.severity, { exact: true })).toBeVisible()
    await expect(card.getByText(disorder.description, { exact: true })).toBeVisible()
    const lists = card.getByRole('list')
    await expect(card.getByRole('heading', { level: 3 })).toHaveText([disordersPage.cardLabels.symptoms, disordersPage.cardLabels.treatments])
    await expect(lists.nth(0).getByRole('listitem')).toHaveText(disorder.symptoms)
    await expect(lists.nth(1).getByRole('listitem')).toHaveText(disorder.treatments)
  }
})

test('severity badges: Emergency is destructive, Critical the default colour, the others secondary; none is a control', async ({ page }) => {
  expect(new Set(disorders.map((d) => d.severity))).toEqual(new Set(['Critical', 'Chronic', 'Progressive', 'Emergency']))
  await page.goto('/disorders')
  const backgrounds = new Map<string, Set<string>>()
  for (const disorder of disorders) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: disorder.name, exact: true }) })
    const badge = card.getByText(disorder.severity, { exact: true }).locator('..')
    const style = await badge.evaluate((el) => {
      const s = getComputedStyle(el)
      return { background: s.backgroundColor, color: s.color, cursor: s.cursor, control: !!el.closest('a, button, [role="button"]') || el.hasAttribute('tabindex') }
    })
    expect(style.control, `${disorder.name}: the badge is not a link or button`).toBe(false)
    expect(style.cursor).not.toBe('pointer')
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
    // Screen readers hear what the badge means.
    await expect(badge).toHaveText(`${disordersPage.cardLabels.severity}: ${disorder.severity}`)
  }
  // One style for each kind, and three different ones.
  for (const [kind, seen] of backgrounds) expect([...seen], `${kind} badges share one style`).toHaveLength(1)
  expect(new Set([...backgrounds.values()].map((seen) => [...seen][0])).size, 'Emergency, Critical and the others look different').toBe(3)
})

test('explains the consultation process step by step and links to /consultations', async ({ page }) => {
  const { process } = disordersPage
  await page.goto('/disorders')
  const block = page.getByRole('region', { name: process.heading })
  const steps = block.getByRole('list').getByRole('listitem')
  await expect(steps).toHaveCount(process.steps.length)
  for (const [i, step] of process.steps.entries()) {
    await expect(steps.nth(i).getByRole('heading', { level: 3 })).toHaveText(step.title)
    await expect(steps.nth(i)).toContainText(step.text)
  }
  await expect(block.getByRole('link', { name: process.link.label })).toHaveAttribute('href', '/consultations')
})

test('ends with Contact Us (/contactus) and the phone number', async ({ page }) => {
  const { callToAction } = disordersPage
  const phone = site.phones[callToAction.phone]
  await page.goto('/disorders')
  const block = page.getByRole('region', { name: callToAction.heading })
  await expect(block.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contactus')
  const call = block.getByRole('link', { name: `${callToAction.phoneLabel} ${phone}` })
  await expect(call).toBeVisible()
  await expect(call).toHaveAttribute('href', tel(phone))
  await page.getByRole('main').getByRole('link', { name: 'Contact Us', exact: true }).click()
  await expect(page).toHaveURL(/\/contactus$/)
})

// docs/requirements.md §2 Condition pages: the call to action of each service-style page, all to /consultation-form.
for (const { named, slug } of namedConditionsOnSite(Object.keys(serviceCallToAction))) {
  const label = serviceCallToAction[named]!
  test(`/conditions/${named} has its "${label}" button to the consultation form`, async ({ page }) => {
    await page.goto(`/conditions/${slug}`)
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', '/consultation-form')
    await expect(main.getByRole('link', { name: 'Back to Services' })).toHaveAttribute('href', '/#services')
    // Lists of conditions, symptoms or warning signs.
    expect(await main.getByRole('list').count()).toBeGreaterThanOrEqual(2)
  })
}

for (const { slug } of namedConditionsOnSite(['seizure-management'])) test('the seizure page says when to call emergency services', async ({ page }) => {
  await page.goto(`/conditions/${slug}`)
  const heading = page.getByRole('heading', { level: 2, name: 'When to Call 911' })
  await expect(heading).toBeVisible()
  const list = heading.locator('xpath=following::ul[1]')
  await expect(list).toContainText('longer than 5 minutes')
  await expect(list).toContainText('does not wake up afterwards')
  await expect(list).toContainText('Back-to-back seizures')
  await expect(list).toContainText('injured')
})

for (const { slug } of namedConditionsOnSite(['eeg-neurophysiology'])) test('the EEG page gives the test length and when results are ready', async ({ page }) => {
  await page.goto(`/conditions/${slug}`)
  const main = page.getByRole('main')
  await expect(main.getByText(/20-40 minutes/).first()).toBeVisible()
  await expect(main.getByText(/24-48 hours/).first()).toBeVisible()
})
