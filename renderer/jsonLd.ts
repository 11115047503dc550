// The JSON-LD structured data of the home page, the team bios, the office pages and the condition
// pages (the last two with the trail of pages above them, a BreadcrumbList on the page), each saying which language its page is in (inLanguage, from lib/i18n/languages.ts). Every
// fact comes from the content (site.yaml, locations.yaml, the frontmatter). Server-only.
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

/** An entry's address on the pages of `lang` (lib/content/routes.ts). */
const address = (entry: RouteEntry, lang: Lang = defaultLanguage) => addressOf(siteRoutes(), entry, lang)

/** The language of a page as structured data writes it. */
export const inLanguage = (lang: Lang) => languageOf(lang).locale

/**
 * The page that describes a clinic or a person, with its language: schema.org gives a language to pages
 * (creative works), not to the clinics and people they describe.
 */
function pageOf(type: 'WebPage' | 'ProfilePage', url: string, lang: Lang) {
  return { '@type': type, '@id': url, url, inLanguage: inLanguage(lang) }
}
const SPECIALTY = `${SCHEMA}/Neurologic`
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

/** The id (a fragment of the home page's address) of the practice and of each office. */
export const practiceId = (base: string) => `${base}/#practice`
export const websiteId = (base: string) => `${base}/#website`
export const locationId = (location: Pick<Location, 'name'>, base: string) =>
  `${base}/#location-${location.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`

/** Opening hours as schema.org writes them: one specification per line of hours. */
function openingHoursSpecification(hours: readonly OpeningHours[]) {
  return hours.map((line) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: line.days.map((day) => `${SCHEMA}/${SCHEMA_DAYS[day]}`), opens: line.opens, closes: line.closes }))
}

function practiceRef(site: Pick<Site, 'practiceName'>, base: string) {
  return { '@type': 'MedicalClinic', '@id': practiceId(base), name: site.practiceName, url: `${base}/` }
}

/**
 * One office as a MedicalClinic: address, map position, telephone and opening hours, with the days
 * it is closed (`closures`: the ones still to come, its own and every office's) as special hours.
 */
function officeClinic(site: Site, location: Location, closures: readonly Closure[], base: string) {
  const city = parseCityLine(location.city)
  const closed = closures.map((closure) => ({
    '@type': 'OpeningHoursSpecification',
    validFrom: closureDays(closure).first,
    validThrough: closureDays(closure).last,
    opens: '00:00',
    closes: '00:00',
  }))
  return {
    '@type': 'MedicalClinic',
    '@id': locationId(location, base),
    name: `${site.practiceName} – ${location.name}`,
    url: `${base}${address({ collection: 'offices', slug: officeSlug(location.name) })}`,
    parentOrganization: { '@id': practiceId(base) },
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.address,
      addressLocality: city.locality,
      addressRegion: city.region,
      postalCode: city.postalCode,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude },
    // Every office answers on the shared toll-free number (site.yaml).
    telephone: internationalPhone(site.phones.tollFree),
    faxNumber: internationalPhone(site.phones.fax),
    openingHoursSpecification: openingHoursSpecification(officeHours(location.hours)),
    ...(closed.length > 0 && { specialOpeningHoursSpecification: closed }),
    medicalSpecialty: SPECIALTY,
  }
}

/** An office page's structured data: the office as a MedicalClinic, described by the page in its language. */
export function officeJsonLd(
  site: Site,
  location: Location,
  closures: readonly Closure[],
  base: string = siteUrl(),
  lang: Lang = defaultLanguage,
  breadcrumb?: ReturnType<typeof breadcrumbList>,
) {
  const page = pageOf('WebPage', absoluteUrl(address({ collection: 'offices', slug: officeSlug(location.name) }, lang), base), lang)
  return { '@context': SCHEMA, ...officeClinic(site, location, closures, base), mainEntityOfPage: breadcrumb ? { ...page, breadcrumb } : page }
}

/**
 * The home page's structured data: the website, the practice and each office as a MedicalClinic
 * with its address, map position, telephone and opening hours.
 */
export function practiceJsonLd(
  site: Site,
  locations: readonly Location[],
  base: string = siteUrl(),
  /** The home page's language, the practice's tagline in it, and each office's closures still to come. */
  { lang = defaultLanguage, tagline = site.tagline, closuresOf = () => [] }: { lang?: Lang; tagline?: string; closuresOf?: (location: Location) => readonly Closure[] } = {},
) {
  const home = absoluteUrl(address({ collection: 'pages', slug: 'home' }, lang), base)
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
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.state,
      postalCode: site.address.zip,
      addressCountry: 'US',
    },
    // The hours most offices keep, as the footer gives them.
    openingHoursSpecification: openingHoursSpecification(usualHours(locations)),
    medicalSpecialty: SPECIALTY,
    sameAs: Object.values(site.social),
    department: locations.map((location) => ({ '@id': locationId(location, base) })),
  }
  const clinics = locations.map((location) => officeClinic(site, location, closuresOf(location), base))
  const website = {
    '@type': 'WebSite',
    '@id': websiteId(base),
    url: `${base}/`,
    name: site.practiceName,
    inLanguage: inLanguage(lang),
    publisher: { '@id': practiceId(base) },
  }
  const homePage = { '@type': 'WebPage', '@id': `${home}#webpage`, url: home, name: site.practiceName, inLanguage: inLanguage(lang), isPartOf: { '@id': websiteId(base) }, about: { '@id': practiceId(base) } }
  return { '@context': SCHEMA, '@graph': [website, homePage, practice, ...clinics] }
}

/** "Amelia Hart, MD" → "MD"; "Grace Thibodeaux, APRN, FNP-C" → "APRN, FNP-C". */
function credentialsOf(name: string): string | undefined {
  const rest = name.split(',').slice(1).join(',').trim()
  return rest || undefined
}

export const teamMemberUrl = (member: Pick<Entry<TeamMember>, 'slug'>, base: string, lang: Lang = defaultLanguage) => absoluteUrl(address({ collection: 'team', slug: member.slug }, lang), base)

/**
 * A team member's bio: physicians as IndividualPhysician (schema.org's type for a doctor's practice,
 * an organization: name, specialties, where they practise), nurse practitioners and the therapist as
 * Person (name, job title, specialties, employer).
 */
export function teamMemberJsonLd(
  member: Pick<Entry<TeamMember>, 'slug' | 'data'>,
  site: Pick<Site, 'practiceName'>,
  locations: readonly Location[],
  base: string = siteUrl(),
  lang: Lang = defaultLanguage,
) {
  const { name, role, group, specialties, photo } = member.data
  const url = teamMemberUrl(member, base, lang)
  // The bio's page in this language, or the default language's where the bio has no translation.
  const profile = pageOf('ProfilePage', url, url === teamMemberUrl(member, base) ? defaultLanguage : lang)
  const offices = (member.data.locations ?? [])
    .map((office) => locations.find((l) => l.name === office))
    .filter((l): l is Location => l !== undefined)
    .map((l) => ({ '@type': 'MedicalClinic', '@id': locationId(l, base), name: `${site.practiceName} – ${l.name}` }))
  const image = photo && !photo.decorative ? absoluteUrl(photo.src, base) : undefined
  if (group === 'physician') {
    return {
      '@context': SCHEMA,
      '@type': 'IndividualPhysician',
      '@id': `${url}#physician`,
      name,
      url,
      ...(image && { image }),
      occupationalCategory: role,
      knowsAbout: specialties,
      practicesAt: offices.length > 0 ? offices : [practiceRef(site, base)],
      parentOrganization: practiceRef(site, base),
      mainEntityOfPage: profile,
    }
  }
  const credentials = credentialsOf(name)
  return {
    '@context': SCHEMA,
    '@type': 'Person',
    '@id': `${url}#person`,
    name: plainName(name),
    ...(credentials && { honorificSuffix: credentials }),
    url,
    ...(image && { image }),
    jobTitle: role,
    knowsAbout: specialties,
    worksFor: practiceRef(site, base),
    ...(offices.length > 0 && { workLocation: offices }),
    mainEntityOfPage: profile,
  }
}

/**
 * A condition page: a MedicalWebPage about the condition, with the date of its last medical review
 * and the team member who reviewed it (a link to their bio).
 */
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
  const url = absoluteUrl(address({ collection: 'conditions', slug: condition.slug }, lang), base)
  const credentials = credentialsOf(reviewer.data.name)
  return {
    '@context': SCHEMA,
    '@type': 'MedicalWebPage',
    '@id': url,
    url,
    name: title,
    description,
    inLanguage: inLanguage(lang),
    isPartOf: { '@type': 'WebSite', '@id': websiteId(base), url: `${base}/`, name: site.practiceName },
    publisher: practiceRef(site, base),
    about: { '@type': 'MedicalCondition', name: title },
    medicalAudience: `${SCHEMA}/Patient`,
    lastReviewed,
    reviewedBy: {
      '@type': 'Person',
      name: plainName(reviewer.data.name),
      ...(credentials && { honorificSuffix: credentials }),
      jobTitle: reviewer.data.role,
      url: teamMemberUrl(reviewer, base, lang),
    },
  }
}

/** One step of a page's trail: its name as the page above shows it, and its address. */
export interface Crumb {
  name: string
  path: string
}

/**
 * The trail from the home page down to a page (home › list › page), which search results show instead of
 * the bare address: schema.org's BreadcrumbList, positions from 1, every step with its full address. It is
 * the `breadcrumb` of the page's own block (conditionJsonLd, officeJsonLd).
 */
export function breadcrumbList(trail: readonly Crumb[], base: string = siteUrl()) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(crumb.path, base) })),
  }
}
