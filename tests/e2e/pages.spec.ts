// The content pages of docs/requirements.md §2: /procedures, /infusion, /consultations, /clinical-trials,
// /personal-injury, /policies (and /legal) and /patients. Expected values come from the content files
// (content/procedures, infusions, policies, consultation-types.yaml, patient-resources.yaml, site.yaml);
// the figures docs/requirements.md fixes (ten procedures, 60/30/45 minutes, four groups…) are checked against them too.
import { waitForIsland } from './islands.ts'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { anchorOf, nonEmpty } from '../oracles.ts'
import { content, site } from './content.ts'

const tel = (phone: string) => `tel:+${phone.replace(/\D/g, '').replace(/^(\d{10})$/, '1$1')}`

/** A visitor can click or tab to nothing inside it. */
async function expectInert(locator: Locator) {
  await expect(locator.locator('a, button, input, select, textarea, [role="button"], [role="link"], [tabindex], [onclick]')).toHaveCount(0)
  expect(await locator.evaluate((el) => getComputedStyle(el).cursor)).not.toBe('pointer')
}

async function expectCallButton(page: Page) {
  await expect(page.getByRole('main').locator(`a[href="${tel(site.phones.tollFree)}"]`).first()).toContainText(site.phones.tollFree)
}

test.describe('/procedures', () => {
  const { procedures } = content

  test('shows every procedure of content/procedures/, each with category, duration, description, preparation, image and Outpatient badge', async ({ page }) => {
    await page.goto('/procedures')
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards).toHaveCount(procedures.length)
    for (const [index, procedure] of procedures.entries()) {
      const { name, category, duration, image, preparation, outpatient } = procedure.data
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(name)
      await expect(page.getByRole('article', { name })).toHaveCount(1)
      await expect(card.getByTestId('procedure-category')).toContainText(category)
      await expect(card.getByTestId('procedure-duration')).toContainText(duration)
      expect(outpatient).toBe(true)
      await expect(card.getByText('Outpatient', { exact: true })).toBeVisible()
      const img = card.getByRole('img', { name: image.alt, exact: true })
      await expect(img).toBeVisible()
      await expect(img).toHaveAttribute('src', image.src)
      await expect(img).toHaveAttribute('width', /\d+/)
      await expect(img).toHaveAttribute('height', /\d+/)
      // The description (the MDX body) is shown: its first words appear in the card.
      const firstWords = procedure.body.trim().split(/\s+/).slice(0, 6).join(' ')
      await expect(card).toContainText(firstWords)
      const steps = card.getByRole('list').last().getByRole('listitem')
      await expect(steps).toHaveText(preparation)
    }
    // Every image below the first waits until it is needed.
    await expect(cards.first().locator('img')).not.toHaveAttribute('loading', 'lazy')
    await expect(cards.nth(1).locator('img')).toHaveAttribute('loading', 'lazy')
  })

  test('the category labels at the top are plain labels, not buttons or links', async ({ page }) => {
    await page.goto('/procedures')
    const categories = page.getByTestId('procedure-categories')
    const expected = [...new Set(procedures.map((p) => p.data.category))]
    await expect(categories.getByRole('listitem')).toHaveText(expected)
    await expectInert(categories)
    for (const item of await categories.getByRole('listitem').all()) {
      expect(await item.evaluate((el) => getComputedStyle(el).cursor)).not.toBe('pointer')
      // No border or filled background that would make a label look like a button.
      expect(await item.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('none')
      expect(await item.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)')
    }
    // Clicking a label filters nothing: all procedures stay visible.
    await categories.getByRole('listitem').first().click()
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(procedures.length)
  })

  test('says what to do before and after, with phone and fax', async ({ page }) => {
    await page.goto('/procedures')
    const main = page.getByRole('main')
    await expect(main.getByText(/arrive 15 minutes early/i)).toBeVisible()
    await expect(main.getByText(/insurance card and a photo ID/i)).toBeVisible()
    await expect(main.getByRole('heading', { name: /after your procedure/i, level: 3 })).toBeVisible()
    await expect(main).toContainText(site.phones.fax)
    await expect(main.locator(`a[href="${tel(site.phones.tollFree)}"]`).first()).toBeVisible()
    await expectCallButton(page)
    await expect(main.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contactus')
  })
})

test.describe('/infusion', () => {
  test('shows every therapy with its schedule, prior authorization and the two buttons', async ({ page }) => {
    const { infusions } = content
    await page.goto('/infusion')
    const main = page.getByRole('main')
    const cards = main.getByTestId('infusion')
    await expect(cards).toHaveCount(infusions.length)
    for (const [index, therapy] of infusions.entries()) {
      await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(therapy.data.name)
      await expect(cards.nth(index).getByTestId('infusion-usage')).toHaveText(therapy.data.usage)
    }
    // Generic descriptions: no brand names of infusion drugs.
    await expect(main).not.toContainText(/Leqembi|Kisunla|Vyepti|Ocrevus|lecanemab|donanemab|eptinezumab|ocrelizumab/i)
    await expect(main.getByText(/prior authorization/i).first()).toBeVisible()
    await expectCallButton(page)
    await expect(main.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contactus')
  })
})

test.describe('/consultations', () => {
  test('shows every consultation type with its duration and inclusions, both options, the steps and the two buttons', async ({ page }) => {
    const { consultationTypes } = content
    await page.goto('/consultations')
    const main = page.getByRole('main')
    const cards = main.getByTestId('consultation-type')
    await expect(cards).toHaveCount(consultationTypes.length)
    for (const [index, type] of consultationTypes.entries()) {
      await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(type.title)
      await expect(cards.nth(index).getByTestId('consultation-duration')).toHaveText(type.duration)
      await expect(cards.nth(index).getByRole('listitem')).toHaveText(type.includes)
    }
    await expect(main.getByRole('heading', { name: 'In-Person', exact: true })).toBeVisible()
    await expect(main.getByRole('heading', { name: 'Telemedicine', exact: true })).toBeVisible()
    const steps = main.locator('ol').filter({ has: page.getByRole('heading', { name: 'Schedule', exact: true }) })
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(['Schedule', 'Prepare', 'Consult', 'Follow-up'])
    await expectCallButton(page)
    await expect(main.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contactus')
  })
})

test.describe('/clinical-trials', () => {
  test('opens the research partner in a new tab, covers benefits, eligibility, participation and safety, and offers call and Request Information', async ({ page }) => {
    await page.goto('/clinical-trials')
    const main = page.getByRole('main')
    const partner = main.locator(`a[href="${site.links.research}"]`)
    await expect(partner).toHaveCount(1)
    await expect(partner).toHaveAttribute('target', '_blank')
    await expect(partner).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(partner).toContainText('(opens in a new tab)')
    for (const topic of [/why people take part/i, /who can join/i, /what taking part involves/i, /your safety/i]) {
      await expect(main.getByRole('heading', { name: topic })).toBeVisible()
    }
    await expectCallButton(page)
    await expect(main.getByRole('link', { name: 'Request Information', exact: true })).toHaveAttribute('href', '/contactus')
  })
})

test.describe('/personal-injury', () => {
  test('shows services, the examiner role, the evaluation steps, four symptom groups and Request Appointment', async ({ page }) => {
    await page.goto('/personal-injury')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: /our services/i })).toBeVisible()
    await expect(main.getByText(/is an approved examiner/i)).toBeVisible()
    await expect(main).toContainText(/settlement program/i)
    await expect(main).not.toContainText(/\bNFL\b|National Football League/)
    await expect(main.getByRole('heading', { name: /how an evaluation works/i })).toBeVisible()
    for (const group of ['Physical', 'Cognitive', 'Emotional', 'Sleep']) {
      const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: group, exact: true, level: 3 }) })
      await expect(card).toHaveCount(1)
      expect(await card.getByRole('listitem').count()).toBeGreaterThanOrEqual(3)
    }
    await expectCallButton(page)
    await expect(main.getByRole('link', { name: 'Request Appointment', exact: true })).toHaveAttribute('href', '/consultation-form')
  })
})

test.describe('/policies and /legal', () => {
  test('every section has a stable anchor listed in the table of contents', async ({ page }) => {
    const { policies } = content
    await page.goto('/policies')
    const main = page.getByRole('main')
    const contents = main.getByRole('navigation')
    for (const policy of nonEmpty(policies, 'policy')) {
      // The anchor is the title in lower case, words joined by hyphens: "Privacy Policy" → privacy-policy.
      const id = anchorOf(policy.data.title)
      await expect(main.locator(`h2#${id}`)).toHaveText(policy.data.title)
      await expect(contents.getByRole('link', { name: policy.data.title, exact: true })).toHaveAttribute('href', `#${id}`)
    }
    await expect(main.locator('h2#privacy-policy')).toHaveCount(1)
    await expect(main.locator('h2#terms-of-service')).toHaveCount(1)
  })

  test('states the SMS terms, the cancellation policy and the phone number', async ({ page }) => {
    await page.goto('/policies')
    const main = page.getByRole('main')
    const sms = main.getByRole('region', { name: 'Text Message Agreement' })
    await expect(sms).toContainText('up to 10 messages per week')
    await expect(sms).toContainText(/Reply STOP .*opt out/)
    await expect(sms).toContainText(/Reply HELP for support/)
    const disclaimers = main.getByRole('region', { name: 'Medical Disclaimers' })
    await expect(disclaimers).toContainText('24 hours')
    await expect(disclaimers).toContainText('A late cancellation or no-show may incur a fee.')
    await expect(disclaimers).toContainText(/arrive 15 minutes early/i)
    await expect(main.locator(`a[href="${tel(site.phones.main)}"]`).first()).toBeVisible()
  })

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
    await expect(preparation).toContainText('2-4 weeks')
    for (const thing of [/photo ID/i, /insurance card/i, /medicines/i]) await expect(preparation).toContainText(thing)
    await page.getByRole('tab', { name: 'Policies' }).click()
    const policies = page.locator('#policies')
    await expect(policies).toContainText('24 hours')
    await expect(policies).toContainText('A late cancellation or no-show may incur a fee.')
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

  test('the resource cards are inert: no link, no button, nothing clickable, and they say what to do', async ({ page }) => {
    const cards = patientResources.resources.cards ?? []
    await page.goto('/patients')
    const shown = page.locator('#resources').getByTestId('inert-card')
    await expect(shown).toHaveCount(cards.length)
    for (const [index, card] of cards.entries()) {
      await expect(shown.nth(index).getByRole('heading', { level: 3 })).toHaveText(card.title)
      await expect(shown.nth(index)).toContainText(card.text)
      await expectInert(shown.nth(index))
    }
    await expect(shown.first()).toContainText(/call us to schedule/i)
    // Tabbing through the section never stops on a card.
    await expectInert(page.locator('#resources').getByTestId('inert-cards'))
  })
})

const routes = ['/procedures', '/infusion', '/consultations', '/clinical-trials', '/personal-injury', '/policies', '/legal', '/patients']

// Axe at phone and desktop size and reflow at 320 px: every page, tests/e2e/a11y.spec.ts; inline styles and
// heading order: every built page, tests/built/pages.test.ts.
test.describe('scripts', () => {
  test('pages without interactive parts ship no JavaScript', async ({ page }) => {
    // /patients is left out: its sections become interactive tabs.
    for (const route of routes.filter((r) => r !== '/patients')) {
      await page.goto(route)
      await expect(page.locator('script[src]'), route).toHaveCount(0)
    }
  })
})
