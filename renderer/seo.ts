// What search engines and link previews read: the <head> tags of every page (title, description,
// canonical address, Open Graph and Twitter card) and the JSON-LD structured data of the home page,
// the team bios, the office pages and the condition pages, each saying which language its page is in
// (inLanguage: en-US or es-US). Every fact comes from the content (site.yaml,
// locations.yaml, the frontmatter); the site's own address comes from the SITE_URL setting.
// Server-only: used while pages are pre-rendered and by scripts/sitemap.ts.
import { defaultLanguage, languageCodes, languageOf, splitLanguagePrefix, type Lang } from '../lib/i18n/languages.ts'
import { plainName } from '../components/team/team.ts'
import type { Condition, Location, Site, TeamMember } from '../lib/content/schema.ts'
import type { Entry } from '../lib/content/validate.ts'
import { parseOfficeHours, readHours, type OpeningHours } from '../lib/content/hours.ts'
import { hrefOf, officePath, translationsOf } from '../lib/content/routes.ts'

export { parseOfficeHours, type OpeningHours }

// ---------------------------------------------------------------------------------------------
// The site's address
// ---------------------------------------------------------------------------------------------

/** Used until SITE_URL is set: a clearly fictional address (.example never resolves). */
export const DEFAULT_SITE_URL = 'https://www.crescent-neurology.example'

/**
 * The origin the site is published at, from the SITE_URL setting (for example
 * SITE_URL=https://www.example.com npm run build), without a trailing slash.
 */
export function siteUrl(value: string | undefined = process.env.SITE_URL): string {
  const raw = value?.trim() || DEFAULT_SITE_URL
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(`SITE_URL "${raw}" is not an address: write it like https://www.example.com`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL "${raw}" must start with https://`)
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw new Error(`SITE_URL "${raw}" must be the site's origin only, like https://www.example.com (no path, query or #)`)
  return url.origin
}

/** The full address of a path of the site: "/" stays "/", other paths have no trailing slash. */
export function absoluteUrl(path: string, base: string = siteUrl()): string {
  if (/^https?:\/\//.test(path)) return path
  if (!path.startsWith('/')) throw new Error(`"${path}" is not a path of the site (it must start with "/")`)
  return `${base}${path}`
}

// ---------------------------------------------------------------------------------------------
// <head> tags
// ---------------------------------------------------------------------------------------------

/** The picture link previews show when a page has none of its own (scripts/og-image.ts draws it). */
export const DEFAULT_SHARE_IMAGE = { src: '/images/og-default.png', width: 1200, height: 630, type: 'image/png' } as const

export interface ShareImage {
  src: string
  alt: string
}

export interface HeadTagsInput {
  /** The page's own title (the practice name is added after it, except when it already has it). */
  title: string
  description: string
  /** The address the page was rendered for ("" or undefined for the 404 page). */
  path?: string
  canonicalPath?: string
  noindex?: boolean
  /** website (default), article (condition pages) or profile (team bios). */
  type?: 'website' | 'article' | 'profile'
  /** A picture for link previews. Only PNG, JPEG and WebP are used (sharing sites do not show SVG). */
  image?: ShareImage
  /** Structured data blocks, each written as one <script type="application/ld+json">. */
  jsonLd?: readonly object[]
  site: Pick<Site, 'practiceName'>
  base?: string
}

/** "Stroke" → "Stroke | Crescent Neurology Group"; a title that names the practice stays as it is. */
export function pageTitle(title: string, practiceName: string): string {
  return title.includes(practiceName) ? title : `${title} | ${practiceName}`
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text safe inside an HTML attribute value or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c]!)
}

/** Is this a picture sharing sites can show? */
export function isRasterImage(src: string): boolean {
  return /\.(png|jpe?g|webp)$/i.test(src)
}

/** The alt text of the default sharing picture (what scripts/og-image.ts draws). */
export function defaultShareImageAlt(site: Pick<Site, 'practiceName'>): string {
  return `${site.practiceName}: the practice name and logo with the towns of its clinics`
}

/**
 * The hreflang alternates of a page that exists in more than one language: every version and
 * x-default (the default language's), the same list on each. None for a page in one language only.
 */
export function languageAlternates(path: string): { hreflang: Lang | 'x-default'; path: string }[] {
  const others = translationsOf(path)
  if (others.length === 0) return []
  const versions = [{ lang: splitLanguagePrefix(path).lang, route: path }, ...others].sort((a, b) => languageCodes.indexOf(a.lang) - languageCodes.indexOf(b.lang))
  const fallback = versions.find((version) => version.lang === defaultLanguage)
  return [...versions.map((version) => ({ hreflang: version.lang, path: version.route })), ...(fallback ? [{ hreflang: 'x-default' as const, path: fallback.route }] : [])]
}

/** Every tag search engines and link previews read, as HTML for the page's <head>. */
export function headTags(input: HeadTagsInput): string {
  const base = input.base ?? siteUrl()
  const { site } = input
  const title = pageTitle(input.title, site.practiceName)
  const tags: string[] = []
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    tags.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}" />`)

  tags.push(`<title>${escapeHtml(title)}</title>`)
  meta('name', 'description', input.description)
  const canonicalPath = input.canonicalPath ?? input.path
  const canonical = !input.noindex && canonicalPath ? absoluteUrl(canonicalPath, base) : undefined
  if (input.noindex) meta('name', 'robots', 'noindex')
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`)
  if (canonical && canonicalPath) {
    for (const alternate of languageAlternates(canonicalPath)) {
      tags.push(`<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(absoluteUrl(alternate.path, base))}" />`)
    }
  }

  const own = input.image && isRasterImage(input.image.src) ? input.image : undefined
  const image = own ?? { src: DEFAULT_SHARE_IMAGE.src, alt: defaultShareImageAlt(site) }
  meta('property', 'og:site_name', site.practiceName)
  meta('property', 'og:locale', languageOf(canonicalPath ? splitLanguagePrefix(canonicalPath).lang : defaultLanguage).ogLocale)
  meta('property', 'og:type', input.type ?? 'website')
  meta('property', 'og:title', input.title)
  meta('property', 'og:description', input.description)
  if (canonical) meta('property', 'og:url', canonical)
  meta('property', 'og:image', absoluteUrl(image.src, base))
  if (!own) {
    meta('property', 'og:image:type', DEFAULT_SHARE_IMAGE.type)
    meta('property', 'og:image:width', String(DEFAULT_SHARE_IMAGE.width))
    meta('property', 'og:image:height', String(DEFAULT_SHARE_IMAGE.height))
  }
  meta('property', 'og:image:alt', image.alt)
  meta('name', 'twitter:card', 'summary_large_image')
  meta('name', 'twitter:title', input.title)
  meta('name', 'twitter:description', input.description)
  meta('name', 'twitter:image', absoluteUrl(image.src, base))
  meta('name', 'twitter:image:alt', image.alt)

  for (const data of input.jsonLd ?? []) tags.push(jsonLdScript(data))
  return tags.join('\n    ')
}

// ---------------------------------------------------------------------------------------------
// JSON-LD
// ---------------------------------------------------------------------------------------------

const jsonEscapes: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' }

/**
 * JSON that is safe inside a <script> element: "<" (and ">", "&") are written as \u escapes, so
 * no text from the content can close the element or open a comment. JSON.parse reads it back unchanged.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => jsonEscapes[c]!)
}

/** A structured data block. It is data, not a script the browser runs, so the CSP does not apply. */
export function jsonLdScript(data: object): string {
  return `<script type="application/ld+json">${serializeJsonLd(data)}</script>`
}

const SCHEMA = 'https://schema.org'

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
  const match = /^(.+?),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(city.trim())
  if (!match) throw new Error(`content/locations.yaml city "${city}" must be written like "Covington, LA 70433"`)
  return { locality: match[1]!, region: match[2]!, postalCode: match[3]! }
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

function openingHoursSpecification(site: Pick<Site, 'officeHours'>) {
  const hours = parseOfficeHours(site.officeHours)
  return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: hours.dayOfWeek.map((day) => `${SCHEMA}/${day}`), opens: hours.opens, closes: hours.closes }]
}

function practiceRef(site: Pick<Site, 'practiceName'>, base: string) {
  return { '@type': 'MedicalClinic', '@id': practiceId(base), name: site.practiceName, url: `${base}/` }
}

/** An office's opening hours (locations.yaml `hours`, one line per group of days). */
function officeOpeningHours(location: Pick<Location, 'hours' | 'name'>) {
  return location.hours.map((line) => {
    const hours = readHours(line)
    if (!hours) throw new Error(`content/locations.yaml: the hours "${line}" of ${location.name} could not be read: write them like "Monday to Friday 8:00 AM to 4:30 PM"`)
    return { '@type': 'OpeningHoursSpecification', dayOfWeek: hours.dayOfWeek.map((day) => `${SCHEMA}/${day}`), opens: hours.opens, closes: hours.closes }
  })
}

/** One office as a MedicalClinic: address, map position, telephone and opening hours (closed days included). */
function officeClinic(site: Site, location: Location, base: string) {
  const city = parseCityLine(location.city)
  const closures = (location.closures ?? []).map((closure) => ({
    '@type': 'OpeningHoursSpecification',
    validFrom: closure.date,
    validThrough: closure.date,
    opens: '00:00',
    closes: '00:00',
  }))
  return {
    '@type': 'MedicalClinic',
    '@id': locationId(location, base),
    name: `${site.practiceName} – ${location.name}`,
    url: `${base}${officePath(location.name)}`,
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
    openingHoursSpecification: officeOpeningHours(location),
    ...(closures.length > 0 && { specialOpeningHoursSpecification: closures }),
    medicalSpecialty: SPECIALTY,
  }
}

/** An office page's structured data: the office as a MedicalClinic, described by the page in its language. */
export function officeJsonLd(site: Site, location: Location, base: string = siteUrl(), lang: Lang = defaultLanguage) {
  return { '@context': SCHEMA, ...officeClinic(site, location, base), mainEntityOfPage: pageOf('WebPage', absoluteUrl(officePath(location.name, lang), base), lang) }
}

/**
 * The home page's structured data: the website, the practice and each office as a MedicalClinic
 * with its address, map position, telephone and opening hours.
 */
export function practiceJsonLd(site: Site, locations: readonly Location[], base: string = siteUrl()) {
  const practice = {
    '@type': 'MedicalClinic',
    '@id': practiceId(base),
    name: site.practiceName,
    description: site.tagline,
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
    openingHoursSpecification: openingHoursSpecification(site),
    medicalSpecialty: SPECIALTY,
    sameAs: Object.values(site.social),
    department: locations.map((location) => ({ '@id': locationId(location, base) })),
  }
  const clinics = locations.map((location) => officeClinic(site, location, base))
  const website = {
    '@type': 'WebSite',
    '@id': websiteId(base),
    url: `${base}/`,
    name: site.practiceName,
    inLanguage: inLanguage('en'),
    publisher: { '@id': practiceId(base) },
  }
  const homePage = { '@type': 'WebPage', '@id': `${base}/#webpage`, url: `${base}/`, name: site.practiceName, inLanguage: inLanguage('en'), isPartOf: { '@id': websiteId(base) }, about: { '@id': practiceId(base) } }
  return { '@context': SCHEMA, '@graph': [website, homePage, practice, ...clinics] }
}

/** "Amelia Hart, MD" → "MD"; "Grace Thibodeaux, APRN, FNP-C" → "APRN, FNP-C". */
function credentialsOf(name: string): string | undefined {
  const rest = name.split(',').slice(1).join(',').trim()
  return rest || undefined
}

export const teamMemberUrl = (member: Pick<Entry<TeamMember>, 'slug'>, base: string) => absoluteUrl(hrefOf({ collection: 'team', slug: member.slug }, defaultLanguage), base)

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
) {
  const { name, role, group, specialties, photo } = member.data
  const url = teamMemberUrl(member, base)
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
      // The bios are in English only.
      mainEntityOfPage: pageOf('ProfilePage', url, 'en'),
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
    mainEntityOfPage: pageOf('ProfilePage', url, 'en'),
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
  const url = absoluteUrl(hrefOf({ collection: 'conditions', slug: condition.slug }, lang), base)
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
      url: teamMemberUrl(reviewer, base),
    },
  }
}
