// The Conditions page (/disorders) and the six service-style condition pages as the build wrote them:
// docs/requirements.md §2 "Conditions page" (the cards of content/disorders.yaml with their severity
// badge, symptoms and treatments, the consultation steps and the call to action of
// content/disorders-page.yaml), and the call-to-action labels and clinical figures docs/requirements.md
// gives the service pages. All of it is text, links and lists in the server HTML, so no browser is
// needed; how the badges look (their colours, no pointer) and following Contact Us are browser tests
// (tests/e2e/pages/disorders.spec.ts).
import { describe, expect, it } from 'vitest'
import { content, namedConditionsOnSite, serviceCallToAction, site } from '../e2e/support/content.ts'
import { nonEmpty, telLink } from '../oracles.ts'
import { builtPage, visibleText } from './built-site.ts'
import { allByRole, itemTexts, markup, oneByRole, shown, showsText } from './page-roles.ts'

const { disordersPage } = content
const disorders = nonEmpty(content.disorders, 'condition card')

describe('/disorders', () => {
  const main = () => builtPage('/disorders').document.querySelector('main')!
  /** The condition cards: the list items of main with a heading of their own. */
  const cards = () => allByRole(main(), 'listitem').filter((item) => allByRole(item, 'heading', { level: 2 }).length > 0)

  it('shows one card for each condition of disorders.yaml, in the file’s order', () => {
    expect(cards().map((card) => visibleText(allByRole(card, 'heading', { level: 2 })[0]!))).toEqual(disorders.map((d) => d.name))
  })

  it.each(disorders.map((disorder, index) => [disorder.name, disorder, index] as const))('the card of %s shows its severity badge, description, symptoms and treatments', (name, disorder, index) => {
    const card = cards()[index]!
    expect(allByRole(card, 'heading', { level: 2 }).map((h) => visibleText(h))).toEqual([name])
    expect(showsText(card, disorder.severity), `the badge ${disorder.severity}`).toBe(true)
    expect(showsText(card, disorder.description), 'the description').toBe(true)
    expect(allByRole(card, 'heading', { level: 3 }).map((h) => visibleText(h))).toEqual([disordersPage.cardLabels.symptoms, disordersPage.cardLabels.treatments])
    const lists = allByRole(card, 'list')
    expect(itemTexts(lists[0]!), disordersPage.cardLabels.symptoms).toEqual(disorder.symptoms)
    expect(itemTexts(lists[1]!), disordersPage.cardLabels.treatments).toEqual(disorder.treatments)
  })

  it.each(disorders.map((disorder, index) => [disorder.name, disorder, index] as const))('the severity badge of %s is a label, not a control, and says what it means', (_name, disorder, index) => {
    const word = [...cards()[index]!.querySelectorAll('*')].find((element) => shown(element) && visibleText(element) === disorder.severity)
    expect(word, `the badge's word ${disorder.severity}`).toBeDefined()
    const badge = word!.parentElement!
    // Nothing to press or tab to: not inside a link or button, no tabindex.
    expect(badge.closest('a, button, [role="button"]')?.outerHTML.slice(0, 120), 'the badge is inside a link or button').toBeUndefined()
    expect(badge.hasAttribute('tabindex'), 'the badge has a tabindex').toBe(false)
    // Screen readers hear what the badge means, not only the word.
    expect(visibleText(badge)).toBe(`${disordersPage.cardLabels.severity}: ${disorder.severity}`)
  })

  it('explains the consultation process step by step and links to /consultations', () => {
    const { process } = disordersPage
    const block = oneByRole(main(), 'region', process.heading)
    const steps = allByRole(allByRole(block, 'list')[0]!, 'listitem')
    expect(markup(steps)).toHaveLength(nonEmpty(process.steps, 'step').length)
    for (const [i, step] of process.steps.entries()) {
      expect(allByRole(steps[i]!, 'heading', { level: 3 }).map((h) => visibleText(h)), step.title).toEqual([step.title])
      expect(visibleText(steps[i]!)).toContain(step.text)
    }
    expect(oneByRole(block, 'link', process.link.label).getAttribute('href')).toBe('/consultations')
  })

  it('ends with Contact Us (/contactus) and a link that dials the phone number', () => {
    const { callToAction } = disordersPage
    const phone = site.phones[callToAction.phone]
    const block = oneByRole(main(), 'region', callToAction.heading)
    expect(oneByRole(block, 'link', 'Contact Us').getAttribute('href')).toBe('/contactus')
    const call = oneByRole(block, 'link', `${callToAction.phoneLabel} ${phone}`)
    expect(call.getAttribute('href')).toBe(telLink(phone))
  })
})

// docs/requirements.md §2 Condition pages: the call to action of each service-style page, all to /consultation-form.
describe.each(nonEmpty(namedConditionsOnSite(Object.keys(serviceCallToAction)), 'service-style condition page').map(({ named, slug }) => [named, slug] as const))('/conditions/%s', (named, slug) => {
  const label = serviceCallToAction[named]!

  it(`has its "${label}" button to the consultation form, Back to Services, and lists`, () => {
    const main = builtPage(`/conditions/${slug}`).document.querySelector('main')!
    expect(oneByRole(main, 'link', label).getAttribute('href')).toBe('/consultation-form')
    expect(oneByRole(main, 'link', 'Back to Services').getAttribute('href')).toBe('/#services')
    // Lists of conditions, symptoms or warning signs.
    expect(allByRole(main, 'list').length).toBeGreaterThanOrEqual(2)
  })
})

for (const { slug } of namedConditionsOnSite(['seizure-management'])) {
  it('the seizure page says when to call emergency services: a section named after 911, listing the 5 minutes of the requirements', () => {
    const { document } = builtPage(`/conditions/${slug}`)
    const heading = oneByRole(document, 'heading', /\b911\b/, { level: 2 })
    expect(shown(heading)).toBe(true)
    // The first list after the heading.
    const everything = [...document.querySelectorAll('*')]
    const list = everything.slice(everything.indexOf(heading) + 1).find((element) => element.tagName === 'UL' && !heading.contains(element))
    expect(list, 'a list after the heading').toBeDefined()
    const text = visibleText(list!)
    expect(text).toMatch(/\b5 minutes\b/)
  })
}

for (const { slug } of namedConditionsOnSite(['eeg-neurophysiology'])) {
  it('the EEG page gives the test length and when results are ready', () => {
    const text = visibleText(builtPage(`/conditions/${slug}`).document.querySelector('main')!)
    expect(text).toMatch(/20-40 minutes/)
    expect(text).toMatch(/24-48 hours/)
  })
}
