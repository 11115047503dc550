// The structured data (JSON-LD) of the home page, the team bios, the office and the condition pages, each
// saying which language its page is in. Every fact comes from the content; every address is on SITE_URL
// (headTags.ts siteUrl). Server-only.
import { defaultLanguage, languageOf, type Lang } from '../lib/i18n/languages.ts'
import { plainName } from '../components/team/team.ts'
import type { Condition, Location, Site, TeamMember } from '../lib/content/schema.ts'
import type { Entry } from '../lib/content/check/check-types.ts'
import { officeHours, SCHEMA_DAYS, usualHours, type OpeningHours } from '../lib/content/time/hours.ts'
import { closureDays, type Closure } from '../lib/content/time/closures.ts'
import { cityParts } from '../lib/content/city-line.ts'
import { addressOf, officeSlug, type RouteEntry } from '../lib/content/routes.ts'
import { siteRoutes } from '../lib/content/index.ts'
import { DEFAULT_SHARE_IMAGE, absoluteUrl } from './headTags.ts'

const SCHEMA = 'https://schema.org'
const SPECIALTY = `${SCHEMA}/Neurologic`

/** An entry's full address on the pages of `lang`. */
const urlOf = (entry: RouteEntry, lang: Lang = defaultLanguage) => absoluteUrl(addressOf(siteRoutes(), entry, lang))

/** schema.org gives a language to pages, not to the clinics and people they describe. */
const pageOf = (type: 'WebPage' | 'ProfilePage', url: string, lang: Lang) => ({ '@type': type, '@id': url, url, inLanguage: languageOf(lang).locale })

/** A US number in the international form search engines prefer: (985) 555-0100 → +1-985-555-0100 (the content allows no other). */
export function internationalPhone(phone: string): string {
  const national = phone.replace(/\D/g, '').slice(-10)
  return `+1-${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`
}

const postalAddress = (streetAddress: string, { locality, region, postalCode }: { locality: string; region: string; postalCode: string }) => ({
  '@type': 'PostalAddress',
  streetAddress,
  addressLocality: locality,
  addressRegion: region,
  postalCode,
  addressCountry: 'US',
})

// The ids (fragments of the home page's address) of the practice, the website and each office.
const practiceId = () => absoluteUrl('/#practice')
const websiteId = () => absoluteUrl('/#website')
const locationId = (location: Pick<Location, 'name'>) => absoluteUrl(`/#location-${officeSlug(location.name)}`)

const openingHoursSpecification = (hours: readonly OpeningHours[]) =>
  hours.map((line) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: line.days.map((day) => `${SCHEMA}/${SCHEMA_DAYS[day]}`), opens: line.opens, closes: line.closes }))

const practiceRef = (site: Pick<Site, 'practiceName'>) => ({ '@type': 'MedicalClinic', '@id': practiceId(), name: site.practiceName, url: absoluteUrl('/') })
const websiteRef = (site: Pick<Site, 'practiceName'>) => ({ '@type': 'WebSite', '@id': websiteId(), url: absoluteUrl('/'), name: site.practiceName })
const clinicRef = (site: Pick<Site, 'practiceName'>, location: Pick<Location, 'name'>) => ({ '@type': 'MedicalClinic', '@id': locationId(location), name: `${site.practiceName} – ${location.name}` })
const officeEntry = (location: Pick<Location, 'name'>) => ({ collection: 'offices', slug: officeSlug(location.name) }) as const

/** One office, with the closed days still to come (its own and every office's) as special hours. */
function officeClinic(site: Site, location: Location, closures: readonly Closure[]) {
  const closed = closures.map((closure) => ({ '@type': 'OpeningHoursSpecification', validFrom: closureDays(closure).first, validThrough: closureDays(closure).last, opens: '00:00', closes: '00:00' }))
  return {
    ...clinicRef(site, location),
    url: urlOf(officeEntry(location)),
    parentOrganization: { '@id': practiceId() },
    // The content check makes sure the city line reads "Covington, LA 70433".
    address: postalAddress(location.address, cityParts(location.city)!),
    geo: { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude },
    // Every office answers on the shared toll-free number.
    telephone: internationalPhone(site.phones.tollFree),
    faxNumber: internationalPhone(site.phones.fax),
    openingHoursSpecification: openingHoursSpecification(officeHours(location.hours)),
    ...(closed.length > 0 && { specialOpeningHoursSpecification: closed }),
    medicalSpecialty: SPECIALTY,
  }
}

/** An office page: the office, described by the page in its language (with the page's breadcrumb trail). */
export function officeJsonLd(site: Site, location: Location, closures: readonly Closure[], lang: Lang, breadcrumb: ReturnType<typeof breadcrumbList>) {
  const page = pageOf('WebPage', urlOf(officeEntry(location), lang), lang)
  return { '@context': SCHEMA, ...officeClinic(site, location, closures), mainEntityOfPage: { ...page, breadcrumb } }
}

/** The home page: the website, the practice (described by the page's tagline) and each office. */
export function practiceJsonLd(site: Site, locations: readonly Location[], lang: Lang, tagline: string, closuresOf: (location: Location) => readonly Closure[]) {
  const home = urlOf({ collection: 'pages', slug: 'home' }, lang)
  const { street, city, state, zip } = site.address
  const practice = {
    '@type': 'MedicalClinic',
    '@id': practiceId(),
    name: site.practiceName,
    description: tagline,
    url: absoluteUrl('/'),
    image: absoluteUrl(DEFAULT_SHARE_IMAGE.src),
    telephone: internationalPhone(site.phones.main),
    faxNumber: internationalPhone(site.phones.fax),
    email: site.email,
    address: postalAddress(street, { locality: city, region: state, postalCode: zip }),
    // The hours most offices keep, as the footer gives them.
    openingHoursSpecification: openingHoursSpecification(usualHours(locations)),
    medicalSpecialty: SPECIALTY,
    sameAs: Object.values(site.social),
    department: locations.map((location) => ({ '@id': locationId(location) })),
  }
  const clinics = locations.map((location) => officeClinic(site, location, closuresOf(location)))
  const website = { ...websiteRef(site), inLanguage: languageOf(lang).locale, publisher: { '@id': practiceId() } }
  const homePage = { '@type': 'WebPage', '@id': `${home}#webpage`, url: home, name: site.practiceName, inLanguage: languageOf(lang).locale, isPartOf: { '@id': websiteId() }, about: { '@id': practiceId() } }
  return { '@context': SCHEMA, '@graph': [website, homePage, practice, ...clinics] }
}

/** "Grace Thibodeaux, APRN, FNP-C" → name "Grace Thibodeaux", honorificSuffix "APRN, FNP-C". */
function personName(name: string) {
  const credentials = name.split(',').slice(1).join(',').trim()
  return { name: plainName(name), ...(credentials && { honorificSuffix: credentials }) }
}

/** Physicians as IndividualPhysician (schema.org's doctor's practice, an organization), the others as Person. */
export function teamMemberJsonLd(member: Pick<Entry<TeamMember>, 'slug' | 'data'>, site: Pick<Site, 'practiceName'>, locations: readonly Location[], lang: Lang) {
  const { name, role, group, specialties, photo } = member.data
  const bio = { collection: 'team', slug: member.slug } as const
  const url = urlOf(bio, lang)
  // The bio's page in this language, or the default language's where the bio has no translation.
  const profile = pageOf('ProfilePage', url, url === urlOf(bio) ? defaultLanguage : lang)
  const offices = (member.data.locations ?? []).flatMap((office) => locations.find((l) => l.name === office) ?? []).map((l) => clinicRef(site, l))
  const image = photo && !photo.decorative ? absoluteUrl(photo.src) : undefined
  const shared = { '@context': SCHEMA, url, ...(image && { image }), knowsAbout: specialties, mainEntityOfPage: profile }
  if (group === 'physician') {
    const practicesAt = offices.length > 0 ? offices : [practiceRef(site)]
    return { ...shared, '@type': 'IndividualPhysician', '@id': `${url}#physician`, name, occupationalCategory: role, practicesAt, parentOrganization: practiceRef(site) }
  }
  return {
    ...shared,
    '@type': 'Person',
    '@id': `${url}#person`,
    ...personName(name),
    jobTitle: role,
    worksFor: practiceRef(site),
    ...(offices.length > 0 && { workLocation: offices }),
  }
}

/** A condition page: a MedicalWebPage about the condition, with its last medical review, who made it, and the page's breadcrumb trail. */
export function conditionJsonLd(
  condition: Pick<Entry<Condition>, 'slug' | 'data'>,
  team: readonly Pick<Entry<TeamMember>, 'slug' | 'data'>[],
  site: Pick<Site, 'practiceName'>,
  lang: Lang,
  breadcrumb: ReturnType<typeof breadcrumbList>,
) {
  const { title, description, lastReviewed, reviewedBy } = condition.data
  // The content check makes sure reviewedBy names a file in content/team/.
  const reviewer = team.find((member) => member.slug === reviewedBy)!
  const url = urlOf({ collection: 'conditions', slug: condition.slug }, lang)
  return {
    '@context': SCHEMA,
    '@type': 'MedicalWebPage',
    '@id': url,
    url,
    name: title,
    description,
    inLanguage: languageOf(lang).locale,
    isPartOf: websiteRef(site),
    publisher: practiceRef(site),
    about: { '@type': 'MedicalCondition', name: title },
    medicalAudience: `${SCHEMA}/Patient`,
    lastReviewed,
    reviewedBy: { '@type': 'Person', ...personName(reviewer.data.name), jobTitle: reviewer.data.role, url: urlOf({ collection: 'team', slug: reviewer.slug }, lang) },
    breadcrumb,
  }
}

/** The trail (each page's name as the page above shows it) from the home page down to a page, which search results show instead of the bare address. */
export function breadcrumbList(trail: readonly { name: string; path: string }[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(crumb.path) })),
  }
}
