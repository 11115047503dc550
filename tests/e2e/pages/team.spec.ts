// The team pages in a browser: "Find a clinician" on /our-team on a phone by keyboard alone (a choice shows
// only the clinicians who match, in place of the whole team, and "Show the whole team" brings it back),
// and the testimonial carousel of /our-founder, which moves only once its script runs (its buttons, one
// slide at a time), checked against content/testimonials.yaml. What the team pages' HTML says (the
// groups and cards of /our-team, every choice's section, each /team/<slug>, the founder's story and
// links, /meet-us) is checked without a browser in tests/built/team.test.ts.
import type { Locator, Page } from '@playwright/test'
import { waitForIsland } from '../support/islands.ts'
import { expect, test } from '../support/test.ts'
import { content } from '../support/content.ts'
import { nonEmpty, wordsFile } from '../../oracles.ts'

const team = nonEmpty(content.team, 'team member')
const words = (wordsFile('en').team as { filter: Record<'heading' | 'byOffice' | 'byLanguage' | 'choice' | 'office' | 'language' | 'showAll', string> }).filter
const put = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole))
/** The group headings of the whole team (content/team-groups.yaml), those someone is in. */
const groupHeadings = nonEmpty(
  content.teamGroups.filter(({ group }) => team.some((member) => member.data.group === group)).map((g) => g.heading),
  'group of the team page',
)

/** Presses Tab until `target` has focus; fails when it is not reached within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error(`Tab never reached ${String(target)}`)
}

// An office where some (not all) of the team work, and a language some (not all) of them speak, from the
// bios; where everyone matches, the first one.
const someOf = <T extends { members: unknown[] }>(choices: T[]) => nonEmpty(choices, 'choice').find((c) => c.members.length < team.length) ?? choices[0]!
const spoken = (member: (typeof team)[number]) => member.data.languages ?? ['en']
const office = someOf(content.locations.map((o) => ({ name: o.name, members: team.filter((member) => (member.data.locations ?? []).includes(o.name)) })).filter((c) => c.members.length > 0))
const language = someOf(
  [...new Set(team.flatMap(spoken))].map((tag) => ({ name: new Intl.DisplayNames(['en-US'], { type: 'language' }).of(tag)!, members: team.filter((member) => spoken(member).includes(tag)) })),
)

test.describe('/our-team: Find a clinician, on a phone, by keyboard alone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  for (const [kind, summary, heading, choice] of [
    ['office', words.byOffice, words.office, office],
    ['language', words.byLanguage, words.language, language],
  ] as const) {
    test(`by ${kind}: ${choice.name} shows only its clinicians who match (${choice.members.length}), and Show the whole team brings everyone back`, async ({ page }) => {
      await page.goto('/our-team')
      const main = page.getByRole('main')
      const choices = page.getByRole('navigation', { name: words.heading })
      await tabTo(page, choices.locator('summary', { hasText: summary }))
      await page.keyboard.press('Enter')
      const link = choices.getByRole('link', { name: put(words.choice, { name: choice.name, count: choice.members.length }), exact: true })
      await expect(link).toBeVisible()
      await tabTo(page, link)
      await page.keyboard.press('Enter')

      const section = main.getByRole('region', { name: put(heading, { name: choice.name }) })
      await expect(section).toBeInViewport()
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(choice.members.map((member) => member.data.name))
      // Only they show: none of the whole team's groups, and no other card.
      for (const group of groupHeadings) await expect(main.getByRole('heading', { level: 2, name: group, exact: true })).toBeHidden()
      await expect(main.getByRole('heading', { level: 3 })).toHaveCount(choice.members.length)
      // Their cards open their bios, from the keyboard too.
      const bio = section.getByRole('link', { name: `View Full Bio of ${choice.members[0]!.data.name}` })
      await expect(bio).toHaveAttribute('href', `/team/${choice.members[0]!.slug}`)

      await tabTo(page, section.getByRole('link', { name: words.showAll }))
      await page.keyboard.press('Enter')
      await expect(section).toBeHidden()
      for (const group of groupHeadings) await expect(main.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible()
      await expect(choices).toBeInViewport()
    })
  }
})

test.describe('/our-founder', () => {
  test('shows every patient testimonial, each with its stars, one at a time', async ({ page }) => {
    await page.goto('/our-founder')
    const section = page.getByRole('region', { name: 'What Our Patients Say' })
    const slide = section.getByTestId('testimonial-slide')
    // The carousel hydrates as it comes into view; its buttons work from then on.
    await section.scrollIntoViewIfNeeded()
    await waitForIsland(page, 'TestimonialCarousel')
    await section.getByRole('button', { name: 'Pause testimonials' }).click()
    for (const testimonial of nonEmpty(content.testimonials, 'testimonial')) {
      await expect(slide.getByRole('img', { name: `${testimonial.rating} out of 5 stars`, exact: true })).toBeVisible()
      await expect(slide.locator('blockquote')).toContainText(testimonial.quote)
      await expect(slide).toContainText(testimonial.author)
      await section.getByRole('button', { name: 'Next testimonial' }).click()
    }
  })
})
