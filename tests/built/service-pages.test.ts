// The content pages of docs/requirements.md §2 as the build wrote them: /procedures, /infusion,
// /consultations, /clinical-trials, /personal-injury, /policies and the resource cards of /patients,
// checked against the content files (content/procedures, infusions, policies, consultation-types.yaml,
// patient-resources.yaml, site.yaml) and the figures docs/requirements.md fixes; and that the pages
// without interactive parts ship no JavaScript. All of it is text, links, lists, pictures' attributes
// and script tags in the server HTML, so no browser is needed. What needs one stays in
// tests/e2e/pages/pages.spec.ts: that labels and cards do not look pressable (the cursor, borders), clicking a
// category label, the footer links landing on the policy sections, and the tabs of /patients.
import { describe, expect, it } from 'vitest'
import { content, site } from '../e2e/support/content.ts'
import { markdownHeadings, markdownListItems, nonEmpty, telLink } from '../oracles.ts'
import { builtPage, visibleText } from './built-site.ts'
import { allByRole, CONTROLS, itemTexts, markup, oneByRole, shown, showsText } from './page-roles.ts'

const main = (route: string) => builtPage(route).document.querySelector('main')!
const byTestId = (root: ParentNode, id: string) => [...root.querySelectorAll(`[data-testid="${id}"]`)]

/** The first link of main that dials the practice's toll-free number shows the number. */
function expectCallButton(route: string) {
  const call = main(route).querySelector(`a[href="${telLink(site.phones.tollFree)}"]`)
  expect(call, `${route}: a link that dials ${site.phones.tollFree}`).not.toBeNull()
  expect(visibleText(call!)).toContain(site.phones.tollFree)
}

/** The headings content/pages/<name>.mdx gives its sections and cards: the page shows each of them. */
function sectionHeadings(name: string): readonly string[] {
  const body = content.pages.find((page) => page.slug === name)!.body
  return nonEmpty([...markdownHeadings(body), ...[...body.matchAll(/<Card title="([^"]+)"/g)].map(([, title]) => title!)], `heading of content/pages/${name}.mdx`)
}

/** The one link of main whose name is `name`, and where it leads. */
const hrefOf = (route: string, name: string) => oneByRole(main(route), 'link', name).getAttribute('href')

describe('/procedures', () => {
  const procedures = nonEmpty(content.procedures, 'procedure')
  const cards = () => allByRole(main('/procedures'), 'article')

  it('shows one card for every procedure of content/procedures/, in order, the pictures below the first loaded only when needed', () => {
    expect(cards().map((card) => visibleText(allByRole(card, 'heading', { level: 3 })[0]!))).toEqual(procedures.map((p) => p.data.name))
    // Every image below the first waits until it is needed.
    expect(cards()[0]!.querySelector('img')!.getAttribute('loading'), 'the first picture loads at once').not.toBe('lazy')
    expect(cards()[1]!.querySelector('img')!.getAttribute('loading'), 'the second picture waits').toBe('lazy')
  })

  it.each(procedures.map((procedure, index) => [procedure.data.name, procedure, index] as const))('the card of %s: category, duration, Outpatient, image, description and preparation', (name, procedure, index) => {
    const { category, duration, image, preparation, outpatient } = procedure.data
    const card = cards()[index]!
    expect(allByRole(card, 'heading', { level: 3 }).map((h) => visibleText(h))).toEqual([name])
    expect(markup(allByRole(builtPage('/procedures').document, 'article', { name })), 'one article named after the procedure').toHaveLength(1)
    expect(visibleText(byTestId(card, 'procedure-category')[0]!)).toContain(category)
    expect(visibleText(byTestId(card, 'procedure-duration')[0]!)).toContain(duration)
    expect(outpatient).toBe(true)
    expect(showsText(card, 'Outpatient'), 'the Outpatient badge').toBe(true)
    const img = oneByRole(card, 'img', image.alt)
    expect(shown(img)).toBe(true)
    expect(img.getAttribute('src')).toBe(image.src)
    expect(img.getAttribute('width')).toMatch(/\d+/)
    expect(img.getAttribute('height')).toMatch(/\d+/)
    // The description (the MDX body) is shown: its first words appear in the card.
    const firstWords = procedure.body.trim().split(/\s+/).slice(0, 6).join(' ')
    expect(visibleText(card)).toContain(firstWords)
    expect(itemTexts(allByRole(card, 'list').at(-1)!)).toEqual(preparation)
  })

  it('the category labels at the top name each category once, in order, with nothing to press or tab to', () => {
    const categories = byTestId(main('/procedures'), 'procedure-categories')[0]!
    expect(itemTexts(categories)).toEqual([...new Set(procedures.map((p) => p.data.category))])
    expect(markup(categories.querySelectorAll(CONTROLS)), 'a control among the labels').toEqual([])
  })

  it('says what to do before and after, with phone and fax, and leads to Contact Us', () => {
    const text = visibleText(main('/procedures'))
    expect(text).toMatch(/arrive 15 minutes early/i)
    // The requirements: bring the insurance card and an ID, in whatever words and order.
    for (const thing of [/insurance card/i, /\bID\b/]) expect(text).toMatch(thing)
    for (const heading of sectionHeadings('procedures')) expect(allByRole(main('/procedures'), 'heading', { name: heading }).filter(shown).length, heading).toBeGreaterThan(0)
    expect(text).toContain(site.phones.fax)
    expectCallButton('/procedures')
    expect(hrefOf('/procedures', 'Contact Us')).toBe('/contactus')
  })
})

describe('/infusion', () => {
  const infusions = nonEmpty(content.infusions, 'infusion therapy')

  it.each(infusions.map((therapy, index) => [therapy.data.name, therapy, index] as const))('shows %s with its schedule, in the order of content/infusions/', (name, therapy, index) => {
    const cards = byTestId(main('/infusion'), 'infusion')
    expect(markup(cards)).toHaveLength(infusions.length)
    expect(allByRole(cards[index]!, 'heading', { level: 3 }).map((h) => visibleText(h))).toEqual([name])
    expect(visibleText(byTestId(cards[index]!, 'infusion-usage')[0]!)).toBe(therapy.data.usage)
  })

  it('describes the therapies without brand names, mentions prior authorization and offers call and Contact Us', () => {
    // Generic descriptions: no brand names of infusion drugs (anywhere in main, hidden parts too).
    expect(main('/infusion').textContent).not.toMatch(/Leqembi|Kisunla|Vyepti|Ocrevus|lecanemab|donanemab|eptinezumab|ocrelizumab/i)
    expect(visibleText(main('/infusion'))).toMatch(/prior authorization/i)
    expectCallButton('/infusion')
    expect(hrefOf('/infusion', 'Contact Us')).toBe('/contactus')
  })
})

describe('/consultations', () => {
  const consultationTypes = nonEmpty(content.consultationTypes, 'consultation type')

  it.each(consultationTypes.map((type, index) => [type.title, type, index] as const))('shows the %s with its duration and what it includes', (title, type, index) => {
    const cards = byTestId(main('/consultations'), 'consultation-type')
    expect(markup(cards)).toHaveLength(consultationTypes.length)
    expect(allByRole(cards[index]!, 'heading', { level: 3 }).map((h) => visibleText(h))).toEqual([title])
    expect(visibleText(byTestId(cards[index]!, 'consultation-duration')[0]!)).toBe(type.duration)
    expect(itemTexts(cards[index]!)).toEqual(type.includes)
  })

  it('offers both options, the four steps and the two buttons', () => {
    for (const option of ['In-Person', 'Telemedicine']) expect(markup(allByRole(main('/consultations'), 'heading', { name: option }).filter(shown)), option).toHaveLength(1)
    const steps = [...main('/consultations').querySelectorAll('ol')].filter((list) => allByRole(list, 'heading', { name: 'Schedule' }).length > 0)
    expect(markup(steps)).toHaveLength(1)
    expect(allByRole(steps[0]!, 'heading', { level: 3 }).map((h) => visibleText(h))).toEqual(['Schedule', 'Prepare', 'Consult', 'Follow-up'])
    expectCallButton('/consultations')
    expect(hrefOf('/consultations', 'Contact Us')).toBe('/contactus')
  })
})

describe('/clinical-trials', () => {
  it('opens the research partner in a new tab, without opener, and says so', () => {
    const partner = main('/clinical-trials').querySelectorAll(`a[href="${site.links.research}"]`)
    expect(markup(partner)).toHaveLength(1)
    expect(partner[0]!.getAttribute('target')).toBe('_blank')
    expect(partner[0]!.getAttribute('rel')).toBe('noopener noreferrer')
    expect(partner[0]!.textContent).toContain('(opens in a new tab)')
  })

  it('covers benefits, eligibility, participation and safety, and offers call and Request Information', () => {
    for (const heading of sectionHeadings('clinical-trials')) expect(allByRole(main('/clinical-trials'), 'heading', { name: heading }).filter(shown).length, heading).toBeGreaterThan(0)
    expectCallButton('/clinical-trials')
    expect(hrefOf('/clinical-trials', 'Request Information')).toBe('/contactus')
  })
})

describe('/personal-injury', () => {
  it('shows the services, the examiner role (no league named), the evaluation steps and Request Appointment', () => {
    const page = main('/personal-injury')
    for (const heading of sectionHeadings('personal-injury')) expect(allByRole(page, 'heading', { name: heading }).filter(shown).length, heading).toBeGreaterThan(0)
    expect(visibleText(page)).toMatch(/is an approved examiner/i)
    expect(visibleText(page)).toMatch(/settlement program/i)
    expect(page.textContent).not.toMatch(/\bNFL\b|National Football League/)
    expectCallButton('/personal-injury')
    expect(hrefOf('/personal-injury', 'Request Appointment')).toBe('/consultation-form')
  })

  // The symptoms in groups: the cards of pages/personal-injury.mdx that hold a list.
  const groups = [...content.pages.find((p) => p.slug === 'personal-injury')!.body.matchAll(/<Card title="([^"]+)">([\s\S]*?)<\/Card>/g)]
    .map(([, title, inside]) => ({ title: title!, symptoms: markdownListItems(inside!) }))
    .filter((group) => group.symptoms.length > 0)

  it.each(nonEmpty(groups, 'group of symptoms').map((group) => [group.title, group] as const))('lists the symptoms of the %s group in its card', (title, group) => {
    const cards = allByRole(main('/personal-injury'), 'listitem').filter((item) => allByRole(item, 'heading', { level: 3, name: title }).length > 0)
    expect(markup(cards)).toHaveLength(1)
    expect(itemTexts(cards[0]!)).toEqual(group.symptoms)
  })
})

describe('/policies', () => {
  const policies = nonEmpty(content.policies, 'policy')

  it.each(policies.map((policy) => [policy.data.title, policy] as const))('%s has a stable anchor, listed in the table of contents', (title, policy) => {
    // The anchor is the policy's file name, the same in every language: privacy-policy.mdx → privacy-policy.
    const id = policy.slug
    const headings = main('/policies').querySelectorAll(`h2#${id}`)
    expect(markup(headings), `h2#${id}`).toHaveLength(1)
    expect(visibleText(headings[0]!)).toBe(title)
    const contents = allByRole(main('/policies'), 'navigation')
    expect(markup(contents), 'one table of contents').toHaveLength(1)
    expect(oneByRole(contents[0]!, 'link', title).getAttribute('href')).toBe(`#${id}`)
  })

  it('keeps the anchors the footer links to: privacy-policy and terms-of-service', () => {
    expect(markup(main('/policies').querySelectorAll('h2#privacy-policy'))).toHaveLength(1)
    expect(markup(main('/policies').querySelectorAll('h2#terms-of-service'))).toHaveLength(1)
  })

  it('states the SMS terms, the cancellation policy and the phone number', () => {
    const sms = visibleText(oneByRole(main('/policies'), 'region', /text message agreement/i))
    expect(sms).toContain('up to 10 messages per week')
    expect(sms).toMatch(/Reply STOP .*opt out/)
    expect(sms).toMatch(/Reply HELP for support/)
    const disclaimers = visibleText(oneByRole(main('/policies'), 'region', /medical disclaimers/i))
    expect(disclaimers).toContain('24 hours')
    expect(disclaimers).toMatch(/arrive 15 minutes early/i)
    const call = main('/policies').querySelector(`a[href="${telLink(site.phones.main)}"]`)
    expect(call, `a link that dials ${site.phones.main}`).not.toBeNull()
    expect(shown(call!)).toBe(true)
  })
})

describe('/patients', () => {
  const cards = nonEmpty(content.patientResources.resources.cards ?? [], 'resource card')
  const shownCards = () => byTestId(builtPage('/patients').document.querySelector('#resources')!, 'inert-card')

  it.each(cards.map((card, index) => [card.title, card, index] as const))('the resource card %s says what to do, with nothing to press or tab to', (title, card, index) => {
    expect(markup(shownCards())).toHaveLength(cards.length)
    expect(allByRole(shownCards()[index]!, 'heading', { level: 3 }).map((h) => visibleText(h))).toEqual([title])
    expect(visibleText(shownCards()[index]!)).toContain(card.text)
    expect(markup(shownCards()[index]!.querySelectorAll(CONTROLS)), 'a control in the card').toEqual([])
  })

  it('the first card tells patients to call, and tabbing through the cards never stops on one', () => {
    expect(visibleText(shownCards()[0]!)).toMatch(/call/i)
    const all = byTestId(builtPage('/patients').document.querySelector('#resources')!, 'inert-cards')
    expect(markup(all)).toHaveLength(1)
    expect(markup(all[0]!.querySelectorAll(CONTROLS)), 'a control among the cards').toEqual([])
    expect(all[0]!.hasAttribute('tabindex')).toBe(false)
  })
})

// /patients is left out: its sections become interactive tabs.
const staticPages = ['/procedures', '/infusion', '/consultations', '/clinical-trials', '/personal-injury', '/policies', '/legal']

it.each(staticPages)('%s has no interactive part and ships no JavaScript', (route) => {
  const { document } = builtPage(route)
  expect(markup(document.querySelectorAll('script[src]')), 'a script file').toEqual([])
  // Structured data (a JSON script) is no code; anything else in a script element would run.
  const code = [...document.querySelectorAll('script:not([src])')].filter((script) => !/json/.test(script.getAttribute('type') ?? ''))
  expect(code.map((script) => (script.textContent ?? '').slice(0, 80)), 'inline code').toEqual([])
  expect(markup(document.querySelectorAll('link[rel="modulepreload"]')), 'a script preloaded').toEqual([])
})
