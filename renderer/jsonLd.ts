// The structured data (JSON-LD) of the home page, the team bios, the office and the condition pages, each
// saying which language its page is in. Every fact comes from the content. Server-only.
import { defaultLanguage, languageOf, type Lang } from '../lib/i18n/languages.ts'
import { plainName } from '../components/team/team.ts'
import type { Condition, Location, Site, TeamMember } from '../lib/content/schema.ts'
import type { Entry } from '../lib/content/check/check-types.ts'
import { officeHours, SCHEMA_DAYS, usualHours, type OpeningHours } from '../lib/content/time/hours.ts'
import { closureDays, type Closure } from '../lib/content/time/closures.ts'
import { cityParts } from '../lib/content/city-line.ts'
import { addressOf, officeSlug, type RouteEntry } from '../lib/content/routes.ts'
import { siteRoutes } from '../lib/content/index.ts'
import { DEFAULT_SHARE_IMAGE, absoluteUrl, siteUrl } from './headTags.ts'

const SCHEMA = 'https://schema.org'
const SPECIALTY = `${SCHEMA}/Neurologic`

/** An entry's full address on the pages of `lang`. */
const urlOf = (entry: RouteEntry, base: string, lang: Lang = defaultLanguage) => absoluteUrl(addressOf(siteRoutes(), entry, lang), base)

/** schema.org gives a language to pages, not to the clinics and people they describe. */
const pageOf = (type: 'WebPage' | 'ProfilePage', url: string, lang: Lang) => ({ '@type': type, '@id': url, url, inLanguage: languageOf(lang).locale })

/** "Covington, LA 70433" (locations.yaml `city`) → its parts. */
export function parseCityLine(city: string): { locality: string; region: string; postalCode: string } {
  const parts = cityParts(city)
  if (!parts) throw new Error(`content/locations.yaml city "${city}" must be written like "Covington, LA 70433"`)
  return parts
}

/** A US number in the international form search engines prefer: (985) 555-0100 → +1-985-555-0100. */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  if (national.length !== 10) throw new Error(`"${phone}" is not a US phone number`)
  return `+1-${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`
}

const postalAddress = (streetAddress: string, { locality, region, postalCode }: ReturnType<typeof parseCityLine>) => ({
  '@type': 'PostalAddress',
  streetAddress,
  addressLocality: locality,
  addressRegion: region,
  postalCode,
  addressCountry: 'US',
})

// The ids (fragments of the home page's address) of the practice, the website and each office.
const practiceId = (base: string) => `${base}/#practice`
const websiteId = (base: string) => `${base}/#website`
const locationId = (location: Pick<Location, 'name'>, base: string) =>
  `${base}/#location-${location.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`

const openingHoursSpecification = (hours: readonly OpeningHours[]) =>
  hours.map((line) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: line.days.map((day) => `${SCHEMA}/${SCHEMA_DAYS[day]}`), opens: line.opens, closes: line.closes }))

const practiceRef = (site: Pick<Site, 'practiceName'>, base: string) => ({ '@type': 'MedicalClinic', '@id': practiceId(base), name: site.practiceName, url: `${base}/` })

/** One office, with the closed days still to come (its own and every office's) as special hours. */
function officeClinic(site: Site, location: Location, closures: readonly Closure[], base: string) {
  const closed = closures.map((closure) => ({ '@type': 'OpeningHoursSpecification', validFrom: closureDays(closure).first, validThrough: closureDays(closure).last, opens: '00:00', closes: '00:00' }))
  return {
    '@type': 'MedicalClinic',
    '@id': locationId(location, base),
    name: `${site.practiceName} – ${location.name}`,
    url: urlOf({ collection: 'offices', slug: officeSlug(location.name) }, base),
    parentOrganization: { '@id': practiceId(base) },
    address: postalAddress(location.address, parseCityLine(location.city)),
    geo: { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude },
    // Every office answers on the shared toll-free number.
    telephone: internationalPhone(site.phones.tollFree),
    faxNumber: internationalPhone(site.phones.fax),
    openingHoursSpecification: openingHoursSpecification(officeHours(location.hours)),
    ...(closed.length > 0 && { specialOpeningHoursSpecification: closed }),
    medicalSpecialty: SPECIALTY,
  }
}

/** An office page: the office, described by the page in its language. */
export function officeJsonLd(
  site: Site,
  location: Location,
  closures: readonly Closure[],
  base: string = siteUrl(),
  lang: Lang = defaultLanguage,
  breadcrumb?: ReturnType<typeof breadcrumbList>,
) {
  const page = pageOf('WebPage', urlOf({ collection: 'offices', slug: officeSlug(location.name) }, base, lang), lang)
  return { '@context': SCHEMA, ...officeClinic(site, location, closures, base), mainEntityOfPage: { ...page, ...(breadcrumb && { breadcrumb }) } }
}

/** The home page: the website, the practice and each office. */
export function practiceJsonLd(
  site: Site,
  locations: readonly Location[],
  base: string = siteUrl(),
  { lang = defaultLanguage, tagline = site.tagline, closuresOf = () => [] }: { lang?: Lang; tagline?: string; closuresOf?: (location: Location) => readonly Closure[] } = {},
) {
  const home = urlOf({ collection: 'pages', slug: 'home' }, base, lang)
  const { street, city, state, zip } = site.address
  const practice = {
    '@type': 'MedicalClinic',
    '@id': practiceId(base),
    name: site.practiceName,
    description: tagline,
    url: `${base}/`,
    image: absoluteUrl(DEFAULT_SHARE_IMAGE.src, base),
    telephone: internationalPhone(site.phones.main),
    faxNumber: internationalPhone(site.phones.fax),
    email: site.email,
    address: postalAddress(street, { locality: city, region: state, postalCode: zip }),
    // The hours most offices keep, as the footer gives them.
    openingHoursSpecification: openingHoursSpecification(usualHours(locations)),
    medicalSpecialty: SPECIALTY,
    sameAs: Object.values(site.social),
    department: locations.map((location) => ({ '@id': locationId(location, base) })),
  }
  const clinics = locations.map((location) => officeClinic(site, location, closuresOf(location), base))
  const website = { '@type': 'WebSite', '@id': websiteId(base), url: `${base}/`, name: site.practiceName, inLanguage: languageOf(lang).locale, publisher: { '@id': practiceId(base) } }
  const homePage = { '@type': 'WebPage', '@id': `${home}#webpage`, url: home, name: site.practiceName, inLanguage: languageOf(lang).locale, isPartOf: { '@id': websiteId(base) }, about: { '@id': practiceId(base) } }
  return { '@context': SCHEMA, '@graph': [website, homePage, practice, ...clinics] }
}

/** "Grace Thibodeaux, APRN, FNP-C" → name "Grace Thibodeaux", honorificSuffix "APRN, FNP-C". */
function personName(name: string) {
  const credentials = name.split(',').slice(1).join(',').trim()
  return { name: plainName(name), ...(credentials && { honorificSuffix: credentials }) }
}

/** Physicians as IndividualPhysician (schema.org's doctor's practice, an organization), the others as Person. */
export function teamMemberJsonLd(
  member: Pick<Entry<TeamMember>, 'slug' | 'data'>,
  site: Pick<Site, 'practiceName'>,
  locations: readonly Location[],
  base: string = siteUrl(),
  lang: Lang = defaultLanguage,
) {
  const { name, role, group, specialties, photo } = member.data
  const url = urlOf({ collection: 'team', slug: member.slug }, base, lang)
  // The bio's page in this language, or the default language's where the bio has no translation.
  const profile = pageOf('ProfilePage', url, url === urlOf({ collection: 'team', slug: member.slug }, base) ? defaultLanguage : lang)
  const offices = (member.data.locations ?? [])
    .map((office) => locations.find((l) => l.name === office))
    .filter((l): l is Location => l !== undefined)
    .map((l) => ({ '@type': 'MedicalClinic', '@id': locationId(l, base), name: `${site.practiceName} – ${l.name}` }))
  const image = photo && !photo.decorative ? absoluteUrl(photo.src, base) : undefined
  const shared = { '@context': SCHEMA, url, ...(image && { image }), knowsAbout: specialties, mainEntityOfPage: profile }
  if (group === 'physician') {
    const practicesAt = offices.length > 0 ? offices : [practiceRef(site, base)]
    return { ...shared, '@type': 'IndividualPhysician', '@id': `${url}#physician`, name, occupationalCategory: role, practicesAt, parentOrganization: practiceRef(site, base) }
  }
  return {
    ...shared,
    '@type': 'Person',
    '@id': `${url}#person`,
    ...personName(name),
    jobTitle: role,
    worksFor: practiceRef(site, base),
    ...(offices.length > 0 && { workLocation: offices }),
  }
}

/** A condition page: a MedicalWebPage about the condition, with its last medical review and who made it. */
export function conditionJsonLd(
  condition: Pick<Entry<Condition>, 'slug' | 'data'>,
  team: readonly Pick<Entry<TeamMember>, 'slug' | 'data'>[],
  site: Pick<Site, 'practiceName'>,
  base: string = siteUrl(),
  lang: Lang = defaultLanguage,
) {
  const { title, description, lastReviewed, reviewedBy } = condition.data
  const reviewer = team.find((member) => member.slug === reviewedBy)
  if (!reviewer) throw new Error(`content/conditions/${condition.slug}.mdx reviewedBy "${reviewedBy}" is not a file in content/team/`)
  const url = urlOf({ collection: 'conditions', slug: condition.slug }, base, lang)
  return {
    '@context': SCHEMA,
    '@type': 'MedicalWebPage',
    '@id': url,
    url,
    name: title,
    description,
    inLanguage: languageOf(lang).locale,
    isPartOf: { '@type': 'WebSite', '@id': websiteId(base), url: `${base}/`, name: site.practiceName },
    publisher: practiceRef(site, base),
    about: { '@type': 'MedicalCondition', name: title },
    medicalAudience: `${SCHEMA}/Patient`,
    lastReviewed,
    reviewedBy: { '@type': 'Person', ...personName(reviewer.data.name), jobTitle: reviewer.data.role, url: urlOf({ collection: 'team', slug: reviewer.slug }, base, lang) },
  }
}

/** The trail (each page's name as the page above shows it) from the home page down to a page, which search results show instead of the bare address. */
export function breadcrumbList(trail: readonly { name: string; path: string }[], base: string = siteUrl()) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(crumb.path, base) })),
  }
}
