// The team pages as the build wrote them, checked against the bio files (content/team/*.mdx,
// content/team-groups.yaml) and content/meet-us.yaml: the groups and cards of /our-team, each
// /team/<slug> (name, role, badges, lists, note, bio text, links), the founder's story and links on
// /our-founder, and the sample providers of /meet-us. All of it is text, links and lists in the server
// HTML, the same with or without JavaScript, so no browser is needed; the testimonial carousel of
// /our-founder (buttons, one slide at a time) is a browser test (tests/e2e/pages/team.spec.ts), and every
// page's status and look at two sizes is the browser's every-page sweep (tests/e2e/access/a11y.spec.ts).
import { describe, expect, it } from 'vitest'
import { content, site } from '../e2e/support/content.ts'
import { h2Titles, inLanguage, languageOf, nonEmpty, siteAddresses, wordsFile } from '../oracles.ts'
import { languages } from '../../lib/i18n/languages.ts'
import { builtPage, visibleText } from './built-site.ts'
import { allByRole, itemTexts, markup, normal, oneByRole, shown, showsText } from './page-roles.ts'

const main = (route: string) => builtPage(route).document.querySelector('main')!
const team = nonEmpty(content.team, 'team member')

// The groups of the team page and their headings (content/team-groups.yaml), each shown when someone
// of content/team/ is in it.
const groups = content.teamGroups.filter(({ group }) => team.some((member) => member.data.group === group))

/** The founder: the one bio whose front matter says `founder: true`. */
const founder = team.find((member) => member.data.founder)!
const locationNames = content.locations.map((location) => location.name)

/** The first paragraph of a Markdown text as a reader sees it: its links' words, without emphasis marks. */
const firstParagraph = (markdown: string) => normal(markdown.trim().split(/\n\s*\n/)[0]!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, ''))

/** A member's photo, or the initials drawn in its place, is on the card or page (aria-hidden: it only decorates). */
function expectPicture(root: Element, member: (typeof team)[number]) {
  const picture = member.data.photo ? oneByRole(root, 'img', member.data.photo.alt) : root.querySelector('svg[aria-hidden="true"] text')
  expect(picture, `${member.data.name}: the photo or the initials`).not.toBeNull()
  expect(shown(picture!), `${member.data.name}: the picture is not hidden`).toBe(true)
}

/** The choices of the team page ("Find a clinician") and the sections they lead to, which are not the whole team. */
const choicesOf = (route: string) => oneByRole(main(route), 'navigation', wordsOf(languageOf(route)).heading)
const choiceSections = (route: string) => allByRole(choicesOf(route), 'link').map((link) => main(route).querySelector(`[id="${(link.getAttribute('href') ?? '').slice(1)}"]`)!)
/** What /our-team shows of the whole team: its sections other than those of a choice. */
const wholeTeam = (route: string) => allByRole(main(route), 'region').filter((section) => !choiceSections(route).includes(section))

describe('/our-team', () => {
  it('shows each group under its h2 heading, with every member in order', () => {
    expect(groups.length).toBeGreaterThan(0)
    expect(wholeTeam('/our-team').map((section) => visibleText(allByRole(section, 'heading', { level: 2 })[0]!))).toEqual(groups.map((g) => g.heading))
    for (const { group, heading } of groups) {
      const members = team.filter((member) => member.data.group === group)
      const section = oneByRole(main('/our-team'), 'region', heading)
      expect(allByRole(section, 'heading', { level: 2 }).map((h) => visibleText(h)), heading).toEqual([heading])
      expect(markup(allByRole(section, 'listitem')), heading).toHaveLength(members.length)
      expect(allByRole(section, 'heading', { level: 3 }).map((h) => visibleText(h)), heading).toEqual(members.map((m) => normal(m.data.name)))
    }
  })

  it.each(team.map((member) => [member.data.name, member] as const))('the card of %s shows the photo, name and title, and View Full Bio opens the bio', (name, member) => {
    const cards = wholeTeam('/our-team').flatMap((section) => allByRole(section, 'listitem').filter((item) => allByRole(item, 'heading', { level: 3, name }).length > 0))
    expect(markup(cards), `one card named ${name}`).toHaveLength(1)
    const card = cards[0]!
    expect(visibleText(card)).toContain(member.data.role)
    expectPicture(card, member)
    // docs/requirements.md names the button "View Full Bio"; screen readers hear whose bio it opens.
    const bio = oneByRole(card, 'link', `View Full Bio of ${name}`)
    expect(bio.getAttribute('href')).toBe(`/team/${member.slug}`)
    expect(normal(bio.textContent ?? '')).toMatch(/^View Full Bio\b/)
  })

  it('the founder’s card also leads to the founder page, and no other Meet Our Founder link is on the page', () => {
    const card = wholeTeam('/our-team')
      .flatMap((section) => allByRole(section, 'listitem'))
      .find((item) => allByRole(item, 'heading', { name: founder.data.name }).length > 0)!
    expect(card, founder.data.name).toBeDefined()
    expect(oneByRole(card, 'link', 'Meet Our Founder').getAttribute('href')).toBe('/our-founder')
    // The sections of the choices repeat the founder's card; the whole team shows it once.
    const links = wholeTeam('/our-team').flatMap((section) => [...section.querySelectorAll('a[href="/our-founder"]')].filter((a) => (a.textContent ?? '').includes('Meet Our Founder')))
    expect(markup(links)).toHaveLength(1)
  })
})

// "Find a clinician" on the team page, in every language with a team page: a list of offices, one of
// languages spoken and one of specialties, each choice a link to a section of the page that shows exactly
// the clinicians who match, with how many in the link. Where someone works and which languages they
// speak is what the English bio says (a bio that names no language: English only); the specialties are
// the words of the bio the page shows (its translation, where there is one). The browser test
// (tests/e2e/pages/team.spec.ts) checks that a choice shows its section in place of the whole team.
interface FilterWords {
  heading: string
  byOffice: string
  byLanguage: string
  bySpecialty: string
  choice: string
  office: string
  language: string
  specialty: string
}
function wordsOf(lang: string): FilterWords {
  return (wordsFile(lang).team as { filter: FilterWords }).filter
}
const put = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole))
const teamLanguages = nonEmpty(
  languages.filter(({ code }) => siteAddresses(code).includes(inLanguage('/our-team', code))),
  'language with a team page',
)

describe.each(teamLanguages.map((language) => [inLanguage('/our-team', language.code), language] as const))('%s: Find a clinician', (route, { code, locale }) => {
  const words = wordsOf(code)
  const translationOf = (member: (typeof team)[number]) => content.translations.find((t) => t.lang === code && t.collection === 'team' && t.slug === member.slug)
  const shownAs = (member: (typeof team)[number]) => (translationOf(member)?.data ?? member.data) as typeof member.data
  const bioOf = (member: (typeof team)[number]) => (translationOf(member) ? inLanguage(`/team/${member.slug}`, code) : `/team/${member.slug}`)
  const spoken = (member: (typeof team)[number]) => member.data.languages ?? ['en']
  const languageName = (tag: string) => new Intl.DisplayNames([locale], { type: 'language' }).of(tag)!
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, locale)

  const kinds = [
    {
      summary: words.byOffice,
      heading: words.office,
      choices: content.locations.map((office) => ({ name: office.name, members: team.filter((member) => (member.data.locations ?? []).includes(office.name)) })).filter((choice) => choice.members.length > 0),
    },
    {
      summary: words.byLanguage,
      heading: words.language,
      choices: [...new Set(team.flatMap(spoken))].map((tag) => ({ name: languageName(tag), members: team.filter((member) => spoken(member).includes(tag)) })).sort(byName),
    },
    {
      summary: words.bySpecialty,
      heading: words.specialty,
      choices: [...new Set(team.flatMap((member) => shownAs(member).specialties))].map((name) => ({ name, members: team.filter((member) => shownAs(member).specialties.includes(name)) })).sort(byName),
    },
  ]

  it.each(kinds.map((kind) => [kind.summary, kind] as const))('%s: one link for each choice, in order, with how many clinicians match', (summary, kind) => {
    const list = [...choicesOf(route).querySelectorAll('details')].find((details) => visibleText(details.querySelector('summary')!) === summary)
    expect(list, summary).toBeDefined()
    const names = nonEmpty(kind.choices, summary).map((choice) => put(words.choice, { name: choice.name, count: choice.members.length }).toLocaleLowerCase(locale))
    // A name starting a line of the list may be capitalised ("Español"); nothing else changes.
    expect(allByRole(list!, 'link').map((link) => visibleText(link).toLocaleLowerCase(locale))).toEqual(names)
  })

  const choices = kinds.flatMap((kind) => kind.choices.map((choice) => [`${kind.summary}: ${choice.name}`, kind, choice] as const))
  it.each(nonEmpty(choices, 'choice'))('%s leads to a section of exactly the clinicians who match, each card opening the bio', (_, kind, choice) => {
    const link = allByRole(choicesOf(route), 'link').find((a) => visibleText(a).toLocaleLowerCase(locale) === put(words.choice, { name: choice.name, count: choice.members.length }).toLocaleLowerCase(locale))
    expect(link, choice.name).toBeDefined()
    const href = link!.getAttribute('href') ?? ''
    expect(href, 'a link within the page').toMatch(/^#./)
    const section = main(route).querySelector(`[id="${href.slice(1)}"]`)
    expect(section, href).not.toBeNull()
    expect(allByRole(section!, 'heading', { level: 2 }).map((h) => visibleText(h))).toEqual([normal(put(kind.heading, { name: choice.name }))])
    expect(allByRole(section!, 'heading', { level: 3 }).map((h) => visibleText(h))).toEqual(choice.members.map((member) => normal(shownAs(member).name)))
    const bios = allByRole(section!, 'link').filter((a) => a.getAttribute('href')?.includes('/team/'))
    expect(bios.map((a) => a.getAttribute('href'))).toEqual(choice.members.map(bioOf))
  })
})

describe.each(team.map((member) => [member.data.name, member] as const))('the bio page of %s', (name, member) => {
  const { role, specialties, education, certifications, experience, locations, note } = member.data
  const route = `/team/${member.slug}`
  const page = () => main(route)

  it(`${route}: name, role, picture, Back to Team and Schedule Appointment`, () => {
    expect(oneByRole(page(), 'link', 'Back to Team').getAttribute('href')).toBe('/our-team')
    expect(allByRole(page(), 'heading', { level: 1 }).map((h) => visibleText(h))).toEqual([normal(name)])
    expect(showsText(page(), role), `the role "${role}"`).toBe(true)
    if (!member.data.photo) expectPicture(page(), member)
    expect(oneByRole(page(), 'link', 'Schedule Appointment').getAttribute('href')).toBe('/consultation-form')
  })

  it('the specialties are badges: a list of labels, nothing to press', () => {
    const badges = oneByRole(page(), 'list', 'Specialties')
    expect(itemTexts(badges)).toEqual(specialties)
    expect(markup(badges.querySelectorAll('a, button')), 'a link or button among the badges').toEqual([])
  })

  it('Education, Certifications and Experience: each a section under its heading, listing the bio file’s lines', () => {
    for (const [title, items] of [['Education', education], ['Certifications', certifications], ['Experience', experience]] as const) {
      const card = oneByRole(page(), 'region', title)
      expect(allByRole(card, 'heading', { level: 2 }).map((h) => visibleText(h)), title).toEqual([title])
      expect(itemTexts(card), title).toEqual(items)
    }
  })

  it(locations ? 'Practice Locations lists the offices of the bio file, each an office of locations.yaml' : 'has no Practice Locations section (the bio file names no office)', () => {
    const sections = allByRole(page(), 'region', { name: /practice locations/i })
    if (locations) {
      expect(markup(sections)).toHaveLength(1)
      expect(itemTexts(sections[0]!)).toEqual(locations)
      for (const location of locations) expect(locationNames).toContain(location)
    } else {
      expect(markup(sections)).toEqual([])
    }
  })

  it('Languages Spoken names each language of the bio file (English only when it names none) by its English name', () => {
    const names = (member.data.languages ?? ['en']).map((code) => new Intl.DisplayNames(['en-US'], { type: 'language' }).of(code))
    expect(itemTexts(oneByRole(page(), 'region', 'Languages Spoken'))).toEqual(names)
  })

  // A member with a note (such as a start date at an office) shows it on their page.
  if (note) it('shows the note of the bio file', () => expect(showsText(page(), note), note).toBe(true))

  it('shows the bio text itself: its first paragraph', () => {
    expect(visibleText(page())).toContain(firstParagraph(member.body))
  })
})

describe('/our-founder', () => {
  const page = () => main('/our-founder')

  it('tells the founder’s story of pages/our-founder.mdx, with the figures docs/requirements.md gives', () => {
    const story = content.pages.find((p) => p.slug === 'our-founder')!.body
    expect(markup(allByRole(page(), 'heading', { level: 2, name: normal(founder.data.name) }).filter(shown))).toHaveLength(1)
    expect(visibleText(page())).toContain(firstParagraph(story))
    const sections = allByRole(page(), 'heading', { level: 2 }).map((h) => visibleText(h))
    for (const title of nonEmpty(h2Titles(story), 'section of the story')) expect(sections).toContain(title)
    for (const figure of ['2016', '15+ years']) expect(visibleText(page())).toContain(figure)
  })

  it('leads to the appointment form and to the founder’s full bio', () => {
    expect(oneByRole(page(), 'link', 'Schedule Appointment').getAttribute('href')).toBe('/consultation-form')
    expect(oneByRole(page(), 'link', `View Full Bio of ${founder.data.name}`).getAttribute('href')).toBe(`/team/${founder.slug}`)
  })

  it('links to the founder’s AI neurodiagnostics company in a new tab, without opener, and says so', () => {
    const links = page().querySelectorAll(`a[href="${site.links.aiCompany}"]`)
    expect(markup(links)).toHaveLength(1)
    const company = links[0]!
    expect(company.getAttribute('target')).toBe('_blank')
    expect(company.getAttribute('rel')).toBe('noopener noreferrer')
    expect(company.textContent).toContain('(opens in a new tab)')
  })
})

describe('/meet-us', () => {
  const page = () => main('/meet-us')
  const providers = nonEmpty(content.meetUs, 'sample provider')
  const cards = () => allByRole(page(), 'listitem').filter((item) => allByRole(item, 'heading', { level: 2 }).length > 0)

  it('says what pages/meet-us.mdx says of the sample and shows one card for each provider of meet-us.yaml', () => {
    expect(visibleText(page())).toContain(firstParagraph(content.pages.find((p) => p.slug === 'meet-us')!.body))
    expect(markup(cards())).toHaveLength(providers.length)
  })

  it.each(providers.map((provider, index) => [provider.name, provider, index] as const))('card %s: its name, specialty, description and placeholder picture, in the file’s order', (name, provider, index) => {
    const card = cards()[index]!
    expect(allByRole(card, 'heading', { level: 2 }).map((h) => visibleText(h))).toEqual([normal(name)])
    expect(visibleText(oneByRole(card, 'list', 'Specialty'))).toBe(normal(provider.specialty))
    expect(visibleText(card)).toContain(normal(provider.description))
    const picture = card.querySelector('svg[aria-hidden="true"]')
    expect(picture, 'the placeholder picture').not.toBeNull()
    expect(shown(picture!)).toBe(true)
  })
})
