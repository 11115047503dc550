// The team pages, checked against the bio files (content/team/*.mdx), content/testimonials.yaml and
// content/meet-us.yaml: what a visitor sees on /our-team, each /team/<slug>, /our-founder and /meet-us.
import { expect, test, type Locator } from '@playwright/test'
import { content, site } from './content.ts'

// docs/requirements.md §2: the groups of the team page, their headings and how many people each has.
const groups = [
  { group: 'physician', heading: 'Physicians', count: 5 },
  { group: 'nurse-practitioner', heading: 'Nurse Practitioners', count: 5 },
  { group: 'therapist', heading: 'Speech and Cognitive Therapist', count: 1 },
] as const

const founder = content.team.find((member) => member.slug === 'amelia-hart')!
const locationNames = content.locations.map((location) => location.name)

async function listTexts(list: Locator): Promise<string[]> {
  return (await list.getByRole('listitem').allInnerTexts()).map((text) => text.trim())
}

test.describe('/our-team', () => {
  test('shows the three groups under h2 headings, with every member in order', async ({ page }) => {
    await page.goto('/our-team')
    expect(content.team).toHaveLength(11)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(groups.map((g) => g.heading))
    for (const { group, heading, count } of groups) {
      const members = content.team.filter((member) => member.data.group === group)
      expect(members).toHaveLength(count)
      const section = page.getByRole('region', { name: heading })
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(heading)
      await expect(section.getByRole('listitem')).toHaveCount(count)
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(members.map((m) => m.data.name))
    }
  })

  test('each card shows the photo, name and title, and View Full Bio opens the bio', async ({ page }) => {
    await page.goto('/our-team')
    for (const member of content.team) {
      const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: member.data.name, exact: true }) })
      await expect(card).toHaveCount(1)
      await expect(card).toContainText(member.data.role)
      if (member.data.photo) await expect(card.getByRole('img', { name: member.data.photo.alt })).toBeVisible()
      else await expect(card.locator('svg[aria-hidden="true"]').first()).toBeVisible()
      const bio = card.getByRole('link', { name: `View Full Bio of ${member.data.name}`, exact: true })
      await expect(bio).toHaveAttribute('href', `/team/${member.slug}`)
      await expect(bio).toHaveText(/^View Full Bio\b/)
    }
  })

  test('the founder’s card also leads to the founder page', async ({ page }) => {
    await page.goto('/our-team')
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: founder.data.name, exact: true }) })
    await expect(card.getByRole('link', { name: 'Meet Our Founder' })).toHaveAttribute('href', '/our-founder')
    await expect(page.locator('a[href="/our-founder"]', { hasText: 'Meet Our Founder' })).toHaveCount(1)
  })
})

test.describe('team bio pages', () => {
  for (const member of content.team) {
    const { name, role, specialties, education, certifications, experience, locations, note } = member.data
    test(`/team/${member.slug} shows the bio of ${name}`, async ({ page }) => {
      const response = await page.goto(`/team/${member.slug}`)
      expect(response?.status()).toBe(200)
      const main = page.getByRole('main')
      await expect(main.getByRole('link', { name: 'Back to Team' })).toHaveAttribute('href', '/our-team')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(name)
      await expect(main.getByText(role, { exact: true })).toBeVisible()
      if (!member.data.photo) await expect(main.locator('svg[aria-hidden="true"] text').first()).toBeVisible()

      // Specialties are badges: a list of labels, nothing to press.
      const badges = main.getByRole('list', { name: 'Specialties' })
      expect(await listTexts(badges)).toEqual(specialties)
      await expect(badges.locator('a, button')).toHaveCount(0)

      await expect(main.getByRole('link', { name: 'Schedule Appointment' })).toHaveAttribute('href', '/consultation-form')

      for (const [title, items] of [['Education', education], ['Certifications', certifications], ['Experience', experience]] as const) {
        const card = main.getByRole('region', { name: title })
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(title)
        expect(await listTexts(card)).toEqual(items)
      }

      const locationsCard = main.getByRole('region', { name: 'Practice Locations' })
      if (locations) {
        expect(await listTexts(locationsCard)).toEqual(locations)
        for (const location of locations) expect(locationNames).toContain(location)
      } else {
        await expect(locationsCard).toHaveCount(0)
      }

      if (note) await expect(main.getByText(note, { exact: true })).toBeVisible()

      // The bio text itself: its first paragraph is on the page.
      const firstParagraph = member.body.trim().split(/\n\s*\n/)[0]!.replace(/\s+/g, ' ')
      await expect(main).toContainText(firstParagraph)
    })
  }

  test('one physician starts at two Louisiana offices, and says when', async ({ page }) => {
    const withNote = content.team.filter((member) => member.data.note)
    expect(withNote.map((m) => m.slug)).toEqual(['elena-brooks'])
    const brooks = withNote[0]!
    expect(brooks.data.group).toBe('physician')
    const sites = brooks.data.locations ?? []
    expect(sites).toHaveLength(2)
    for (const name of sites) {
      expect(content.locations.find((location) => location.name === name)?.city).toMatch(/, LA \d{5}$/)
      expect(brooks.data.note).toContain(name)
    }
    await page.goto(`/team/${brooks.slug}`)
    await expect(page.getByRole('main').getByText(brooks.data.note!, { exact: true })).toBeVisible()
    await expect(page.getByRole('main').getByText(brooks.data.note!)).toContainText(/(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/)
  })

  test('the team covers every specialty docs/requirements.md names', () => {
    const all = content.team.flatMap((member) => member.data.specialties)
    for (const specialty of [
      'Epilepsy',
      'Vascular Neurology',
      'Clinical Neurophysiology',
      'Physical Medicine and Rehabilitation',
      'Neurology Nursing',
      'Speech and Cognitive Therapy',
    ]) {
      expect(all).toContain(specialty)
    }
  })
})

test.describe('/our-founder', () => {
  test('tells the founder’s story with the figures docs/requirements.md gives', async ({ page }) => {
    await page.goto('/our-founder')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 2, name: founder.data.name })).toBeVisible()
    for (const text of ['2016', '15+ years', 'board-certified neurologist', 'founder and CEO', 'medical degree abroad', 'Houston']) {
      await expect(main).toContainText(text)
    }
    await expect(main.getByRole('link', { name: 'Schedule Appointment' })).toHaveAttribute('href', '/consultation-form')
    await expect(main.getByRole('link', { name: `View Full Bio of ${founder.data.name}` })).toHaveAttribute('href', `/team/${founder.slug}`)
  })

  test('links to the founder’s AI neurodiagnostics company in a new tab', async ({ page }) => {
    await page.goto('/our-founder')
    const company = page.getByRole('main').getByRole('link', { name: /AI neurodiagnostics company/ })
    await expect(company).toHaveAttribute('href', site.links.aiCompany)
    await expect(company).toHaveAttribute('target', '_blank')
    await expect(company).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(company).toContainText('(opens in a new tab)')
  })

  test('shows the five patient testimonials, each with five stars, one at a time', async ({ page }) => {
    await page.goto('/our-founder')
    expect(content.testimonials).toHaveLength(5)
    const section = page.getByRole('region', { name: 'What Our Patients Say' })
    const slide = section.getByTestId('testimonial-slide')
    await section.getByRole('button', { name: 'Pause testimonials' }).click()
    for (const testimonial of content.testimonials) {
      expect(testimonial.rating).toBe(5)
      await expect(slide.getByRole('img', { name: '5 out of 5 stars', exact: true })).toBeVisible()
      await expect(slide.locator('blockquote')).toContainText(testimonial.quote)
      await expect(slide).toContainText(testimonial.author)
      await section.getByRole('button', { name: 'Next testimonial' }).click()
    }
  })
})

test('/meet-us shows the three sample providers and says it is a sample', async ({ page }) => {
  await page.goto('/meet-us')
  const main = page.getByRole('main')
  await expect(main).toContainText('This is a sample page')
  expect(content.meetUs.map((p) => p.specialty)).toEqual(['Pediatric Neurology', 'Adult Neurology', 'Neuropsychology'])
  const cards = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
  await expect(cards).toHaveCount(3)
  for (const [i, provider] of content.meetUs.entries()) {
    const card = cards.nth(i)
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(provider.name)
    await expect(card.getByRole('list', { name: 'Specialty' })).toHaveText(provider.specialty)
    await expect(card).toContainText(provider.description)
    await expect(card.locator('svg[aria-hidden="true"]')).toBeVisible()
  }
})
