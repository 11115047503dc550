// The team pages, checked against the bio files (content/team/*.mdx), content/testimonials.yaml and
// content/meet-us.yaml: what a visitor sees on /our-team, each /team/<slug>, /our-founder and /meet-us.
import { waitForIsland } from './islands.ts'
import type { Locator } from '@playwright/test'
import { expect, test } from './test.ts'
import { content, site } from './content.ts'

// The groups of the team page and their headings (content/team-groups.yaml), each shown when someone
// of content/team/ is in it.
const groups = content.teamGroups.filter(({ group }) => content.team.some((member) => member.data.group === group))

/** The founder: the one bio whose front matter says `founder: true`. */
const founder = content.team.find((member) => member.data.founder)!
const locationNames = content.locations.map((location) => location.name)

async function listTexts(list: Locator): Promise<string[]> {
  return (await list.getByRole('listitem').allInnerTexts()).map((text) => text.trim())
}

test.describe('/our-team', () => {
  test('shows each group under its h2 heading, with every member in order', async ({ page }) => {
    await page.goto('/our-team')
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(groups.map((g) => g.heading))
    for (const { group, heading } of groups) {
      const members = content.team.filter((member) => member.data.group === group)
      const count = members.length
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

  test('a member with a note (such as a start date at an office) shows it on their page', async ({ page }) => {
    for (const member of content.team.filter((m) => m.data.note)) {
      await page.goto(`/team/${member.slug}`)
      await expect(page.getByRole('main').getByText(member.data.note!, { exact: true })).toBeVisible()
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

  test('shows every patient testimonial, each with its stars, one at a time', async ({ page }) => {
    await page.goto('/our-founder')
    const section = page.getByRole('region', { name: 'What Our Patients Say' })
    const slide = section.getByTestId('testimonial-slide')
    // The carousel hydrates as it comes into view; its buttons work from then on.
    await section.scrollIntoViewIfNeeded()
    await waitForIsland(page, 'TestimonialCarousel')
    await section.getByRole('button', { name: 'Pause testimonials' }).click()
    for (const testimonial of content.testimonials) {
      await expect(slide.getByRole('img', { name: `${testimonial.rating} out of 5 stars`, exact: true })).toBeVisible()
      await expect(slide.locator('blockquote')).toContainText(testimonial.quote)
      await expect(slide).toContainText(testimonial.author)
      await section.getByRole('button', { name: 'Next testimonial' }).click()
    }
  })
})

test('/meet-us shows the sample providers of meet-us.yaml and says it is a sample', async ({ page }) => {
  await page.goto('/meet-us')
  const main = page.getByRole('main')
  await expect(main).toContainText('This is a sample page')
  const cards = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
  await expect(cards).toHaveCount(content.meetUs.length)
  for (const [i, provider] of content.meetUs.entries()) {
    const card = cards.nth(i)
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(provider.name)
    await expect(card.getByRole('list', { name: 'Specialty' })).toHaveText(provider.specialty)
    await expect(card).toContainText(provider.description)
    await expect(card.locator('svg[aria-hidden="true"]')).toBeVisible()
  }
})
