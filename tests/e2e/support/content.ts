// The content the browser tests compare the pages against: the DATA, read through the content loader.
// The rules that turn it into addresses are the tests' own (tests/oracles.ts), not the site's code.
import { loadContent } from '../../../lib/content/check/load.ts'
import { routeTable } from '../../../lib/content/routes.ts'
import { collections } from '../../../lib/content/files.ts'
import { defaultLanguage } from '../../../lib/i18n/languages.ts'
import { englishOf, formerAddressesOf, languageOf, nonEmpty, officeAddress, officeSlugOf, redirectItems, siteAddresses } from '../../oracles.ts'

// The data only: the whole check (every MDX body compiled, git's history asked) is npm run check's
// and costs ten times as much in each test process that imports this file; the content is the same.
export const { content } = loadContent(process.cwd(), undefined, { compileBodies: false })
export const { site } = content

/** Every address of the site (tests/oracles.ts siteAddresses states the rule). */
export const routes = nonEmpty(siteAddresses(), 'address of the site') as string[]

/** The site's route table, for the unit tests that give it to the functions they test. */
export const table = routeTable(content)

/** The address of an office's page (tests/oracles.ts officeAddress states the rule). */
export const officePath = officeAddress

/** A page's address: /<name>, the home page /. */
const pageAddress = (slug: string) => (slug === 'home' ? '/' : `/${slug}`)

/** Pages for the practice's own use (front matter `unlisted`): noindex, no sitemap entry, not searched. */
export const unlistedRoutes = content.pages.filter((p) => p.data.unlisted).map((p) => pageAddress(p.slug))

/** Clinic screens (front matter `kiosk`): no header, footer or call bar. */
export const kioskRoutes = content.pages.filter((p) => p.data.kiosk).map((p) => pageAddress(p.slug))

/** Former addresses and the page each now answers with (content/redirects.yaml, in both languages). */
export const formerAddresses = new Map(formerAddressesOf(redirectItems(), routes).map(({ from, to }) => [from, to]))

/** The condition pages the requirements name (§2, "Condition pages"), by the layout they give each. */
export const namedConditionLayouts = {
  service: ['neurological-disorders', 'eeg-neurophysiology', 'seizure-management', 'movement-disorders', 'headache-migraine', 'memory-disorders'],
  article: ['concussion', 'dementia', 'stroke', 'headache', 'neuropathy', 'multiple-sclerosis', 'epilepsy'],
  myasthenia: ['myasthenia-gravis'],
} as const
const namedConditions: readonly string[] = Object.values(namedConditionLayouts).flat()

/**
 * The file name a condition named by the requirements has now: the same, or the new one after a rename
 * (content/redirects.yaml), so renaming an article never turns a test red. Undefined once it is retired
 * (deleted, its address leading to another page the requirements name, or to no condition page): retiring
 * an article as the editing guide says is a correct edit too, and the tests of that page go with it.
 */
export function currentConditionSlug(slug: string): string | undefined {
  const to = formerAddresses.get(`/conditions/${slug}`)
  const now = to === undefined ? slug : to.startsWith('/conditions/') ? to.slice('/conditions/'.length) : undefined
  if (!now || !content.conditions.some((c) => c.slug === now)) return undefined
  return now !== slug && namedConditions.includes(now) ? undefined : now
}

/** The conditions of `named` (by the requirements' names) still on the site, with their file names now. */
export function namedConditionsOnSite(named: readonly string[]): { named: string; slug: string }[] {
  return named.flatMap((name) => {
    const slug = currentConditionSlug(name)
    return slug ? [{ named: name, slug }] : []
  })
}

/**
 * docs/requirements.md §2: the call-to-action label of each service-style condition page (all lead to
 * /consultation-form), by the name the requirements give the page.
 */
export const serviceCallToAction: Record<string, string> = {
  'neurological-disorders': 'Contact Us',
  'eeg-neurophysiology': 'Schedule EEG Test',
  'seizure-management': 'Schedule Seizure Consultation',
  'movement-disorders': 'Schedule Movement Assessment',
  'headache-migraine': 'Schedule Headache Consultation',
  'memory-disorders': 'Schedule Memory Assessment',
}

/** A Spanish page: /es and everything under it (for the tests of Spanish words). */
export const isSpanish = (route: string) => route === '/es' || route.startsWith('/es/')

/** The name of the office whose page address ends in `slug`. */
const officeNamed = (slug: string) => content.locations.find((l) => officeSlugOf(l.name) === slug)!.name

/**
 * The content entry a page shows: /<folder>/<name> is the entry <name> of the collection in
 * content/<folder>/, any other address a page of content/pages/ (/ the home page, /legal the policies);
 * a page in another language shows that entry's translation under content/<code>/.
 */
export function entryOf(route: string): { data: Record<string, unknown> } {
  const lang = languageOf(route)
  const english = englishOf(route)
  const [, section, slug] = english.split('/')
  const inFolder = slug ? Object.entries(collections).find(([, c]) => c.folder === `content/${section}`)?.[0] : undefined
  const [collection, name] = inFolder ? [inFolder, slug!] : ['pages', english === '/' ? 'home' : english === '/legal' ? 'policies' : section!]
  const entry =
    lang === defaultLanguage
      ? (content[collection as keyof typeof collections] as { slug: string; data: Record<string, unknown> }[]).find((e) => e.slug === name)
      : content.translations.find((t) => t.lang === lang && t.collection === collection && t.slug === name)
  if (!entry) throw new Error(`${route}: no content entry ${collection}/${name} in ${lang}`)
  return entry as { data: Record<string, unknown> }
}

/** The words of the office pages in a language: content/locations-page.yaml, or its translation under content/<code>/. */
export function officeWords(lang: string): { title: string; description: string; heading: string } {
  return lang === defaultLanguage ? content.locationsPage.office : content.translatedData[lang]!.locationsPage!.office
}

/** The heading each route must show, from its content file: its heading, a bio's name, an article's title. */
export function expectedHeading(route: string): string {
  const [, section, slug] = englishOf(route).split('/')
  if (section === 'locations' && slug) return officeWords(languageOf(route)).heading.replace('{name}', officeNamed(slug))
  const { data } = entryOf(route)
  return (data.heading ?? data.name ?? data.title) as string
}
