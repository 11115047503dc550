// The content the browser tests compare the pages against: the DATA, read through the content loader.
// The rules that turn it into addresses are the tests' own (tests/oracles.ts), not the site's code.
import { loadContent } from '../../lib/content/load.ts'
import { routeTable } from '../../lib/content/routes.ts'
import { englishOf, formerAddressesOf, nonEmpty, officeAddress, officeSlugOf, redirectItems, siteAddresses } from '../oracles.ts'

export const { content } = loadContent()
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

/** A Spanish page: /es and everything under it. */
export const isSpanish = (route: string) => route === '/es' || route.startsWith('/es/')

/** The name of the office whose page address ends in `slug`. */
const officeNamed = (slug: string) => content.locations.find((l) => officeSlugOf(l.name) === slug)!.name

/** The heading each route must show, from its content file. */
export function expectedHeading(route: string): string {
  if (isSpanish(route)) {
    // A Spanish page shows its translation's heading (a condition's title).
    const [, section, slug] = englishOf(route).split('/')
    if (section === 'conditions') return content.translations.find((t) => t.collection === 'conditions' && t.slug === slug)!.data.title as string
    if (section === 'locations' && slug) return content.translatedData.es!.locationsPage!.office.heading.replace('{name}', officeNamed(slug))
    const name = route === '/es' ? 'home' : section
    return content.translations.find((t) => t.collection === 'pages' && t.slug === name)!.data.heading as string
  }
  const [, section, slug] = route.split('/')
  if (section === 'conditions') return content.conditions.find((c) => c.slug === slug)!.data.title
  if (section === 'team') return content.team.find((t) => t.slug === slug)!.data.name
  if (section === 'locations' && slug) return content.locationsPage.office.heading.replace('{name}', officeNamed(slug))
  const name = route === '/' ? 'home' : route === '/legal' ? 'policies' : route.slice(1)
  return content.pages.find((p) => p.slug === name)!.data.heading
}
