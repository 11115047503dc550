// What search engines and link previews see on every built page: its own title and description,
// the canonical address at SITE_URL, Open Graph and Twitter card tags with a picture, structured data
// (JSON-LD) that says what the content says, sitemap.xml and robots.txt. Read from the built HTML
// (tests/built/built-site.ts): no browser needed, the head is what the build wrote.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, expect, test } from 'vitest'
import { content, entryOf, officeWords, routes, site, unlistedRoutes } from '../e2e/support/content.ts'
import { languages } from '../../lib/i18n/languages.ts'
import { contentFileOf, dayChanged, englishOf, languageOf, nonEmpty, officeSlugOf } from '../oracles.ts'
import { builtFile, builtFileExists, builtPage, clientDir, NOT_FOUND } from './built-site.ts'

/** The site's address: the SITE_URL setting the build used, or the placeholder address when none is set. */
const SITE = (process.env.SITE_URL?.trim() || 'https://www.crescent-neurology.example').replace(/\/$/, '')

/** The facts of a page's language, from the list of languages (lib/i18n/languages.ts): its Intl and Open Graph locales. */
const facts = (route: string) => languages.find((language) => language.code === languageOf(route))!

/** A name without its credentials, for running text: "Amelia Hart, MD" → "Amelia Hart". */
const withoutCredentials = (name: string) => name.split(',')[0]!.trim()

/** The founder's bio: the one whose front matter says `founder: true`. */
const founder = content.team.find((member) => member.data.founder)!

interface Head {
  title: string
  /** Every <meta name|property> and <link rel> of the head, each with all its values. */
  tags: Record<string, string[]>
  jsonLd: string[]
}

const heads = new Map<string, Head>()
const one = (head: Head, key: string) => {
  const values = head.tags[key] ?? []
  expect(values, `exactly one ${key}`).toHaveLength(1)
  return values[0]!
}

beforeAll(() => {
  for (const route of [...routes, NOT_FOUND]) {
    const { document } = builtPage(route)
    const tags: Record<string, string[]> = {}
    for (const el of document.head.querySelectorAll('meta[name], meta[property], link[rel]')) {
      const key = el.getAttribute('name') ?? el.getAttribute('property') ?? `link:${el.getAttribute('rel')}`
      ;(tags[key] ??= []).push(el.getAttribute('content') ?? el.getAttribute('href') ?? '')
    }
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? '')
    heads.set(route, { title: document.title, tags, jsonLd })
  }
  // Reading every built page takes a few seconds, many more on a loaded machine: no timing is checked here.
}, 120_000)

/** The title and description each page takes from its content file. */
function expectedText(route: string): { title: string; description?: string } {
  const officeText = (slug: string, words: { title: string; description: string }) => {
    const office = content.locations.find((l) => officeSlugOf(l.name) === slug)!
    const fill = (template: string) => template.replaceAll('{name}', office.name).replaceAll('{city}', office.city)
    return { title: fill(words.title), description: fill(words.description) }
  }
  const [, section, slug] = englishOf(route).split('/')
  // An office's are those of content/locations-page.yaml (its translation under content/<code>/ in another language).
  if (section === 'locations' && slug) return officeText(slug, officeWords(languageOf(route)))
  // A bio's title is the member's name; any other page's title and description are its entry's (its translation's).
  const { data } = entryOf(route)
  return section === 'team' && slug ? { title: data.name as string } : (data as { title: string; description?: string })
}

const canonicalOf = (route: string) => (route === '/legal' ? `${SITE}/policies` : `${SITE}${route}`)

test('every page has its own title and description, from its content', () => {
  const titles = new Map<string, string>()
  const descriptions = new Map<string, string>()
  for (const route of routes) {
    const head = heads.get(route)!
    const { title, description } = expectedText(route)
    expect(head.title, route).toBe(title.includes(site.practiceName) ? title : `${title} | ${site.practiceName}`)
    const text = one(head, 'description')
    if (description) expect(text, route).toBe(description)
    else {
      // A bio's says who it is: the name and role of the bio (its translation's on a translated page).
      const { name, role } = entryOf(route).data as { name: string; role: string }
      expect(text, route).toContain(`${name}, ${role}`)
    }
    expect(text.length, route).toBeGreaterThanOrEqual(50)
    // /legal is the same page as /policies and says so with its canonical address.
    if (route === '/legal') continue
    // A title is the page's own among the pages of its language (a bio is titled with the name in every language).
    const titleKey = `${languageOf(route)}: ${head.title}`
    expect(titles.get(titleKey), `${route} has the same title as ${titles.get(titleKey)}`).toBeUndefined()
    expect(descriptions.get(text), `${route} has the same description as ${descriptions.get(text)}`).toBeUndefined()
    titles.set(titleKey, route)
    descriptions.set(text, route)
  }
  expect(titles.size).toBe(routes.length - 1)
})

test('every public page names its canonical address at SITE_URL (/legal names /policies)', () => {
  expect(SITE).toMatch(/^https?:\/\/[^/]+$/)
  for (const route of routes.filter((r) => !unlistedRoutes.includes(englishOf(r)))) {
    const head = heads.get(route)!
    expect(one(head, 'link:canonical'), route).toBe(canonicalOf(route))
    expect(one(head, 'og:url'), route).toBe(canonicalOf(route))
    expect(head.tags.robots, `${route} must not be noindex`).toBeUndefined()
  }
})

test('every page has Open Graph and Twitter card tags with a picture', () => {
  for (const route of routes) {
    const head = heads.get(route)!
    const { title } = expectedText(route)
    const description = one(head, 'description')
    expect(one(head, 'og:title'), route).toBe(title)
    expect(one(head, 'og:description'), route).toBe(description)
    expect(one(head, 'og:site_name'), route).toBe(site.practiceName)
    expect(one(head, 'og:locale'), route).toBe(facts(route).ogLocale)
    const english = englishOf(route)
    // An article is an article, a bio a profile, a page of content/pages/ and an office a website; the
    // entry of any other collection (news posts) is an article or a website, as its page folder says.
    const [, section, slug] = english.split('/')
    const fixed: Record<string, string> = { conditions: 'article', team: 'profile', locations: 'website' }
    const types = !slug ? ['website'] : fixed[section!] ? [fixed[section!]!] : ['article', 'website']
    expect(types, route).toContain(one(head, 'og:type'))
    expect(one(head, 'og:image'), route).toMatch(new RegExp(`^${SITE.replace(/[.]/g, '\\.')}/.+\\.(png|jpe?g|webp)$`))
    expect(one(head, 'og:image:alt').length, route).toBeGreaterThan(10)
    expect(one(head, 'twitter:card'), route).toBe('summary_large_image')
    expect(one(head, 'twitter:title'), route).toBe(title)
    expect(one(head, 'twitter:description'), route).toBe(description)
    expect(one(head, 'twitter:image'), route).toBe(one(head, 'og:image'))
    expect(one(head, 'twitter:image:alt'), route).toBe(one(head, 'og:image:alt'))
  }
})

test('the link preview pictures are built, as images of the size the tags give', () => {
  const images = new Map<string, Head>()
  for (const route of routes) images.set(one(heads.get(route)!, 'og:image'), heads.get(route)!)
  for (const [url, head] of images) {
    expect(url.startsWith(`${SITE}/`)).toBe(true)
    const path = url.slice(SITE.length)
    expect(builtFileExists(path), `${url}: no such file in the build`).toBe(true)
    expect(path, url).toMatch(/\.(png|jpe?g|webp)$/)
    const body = readFileSync(join(clientDir, decodeURIComponent(path)))
    const width = head.tags['og:image:width']?.[0]
    if (width && body.subarray(1, 4).toString() === 'PNG') {
      // A PNG's size is in its header (the IHDR chunk).
      expect(String(body.readUInt32BE(16)), url).toBe(width)
      expect(String(body.readUInt32BE(20)), url).toBe(head.tags['og:image:height']?.[0])
    }
  }
})

type Json = Record<string, unknown>

function jsonLdOf(route: string): Json[] {
  return heads.get(route)!.jsonLd.map((text) => JSON.parse(text) as Json)
}

test('every page’s structured data parses and cannot break out of its script element', () => {
  let blocks = 0
  for (const route of [...routes, NOT_FOUND]) {
    for (const text of heads.get(route)!.jsonLd) {
      expect(text, route).not.toContain('<')
      const data = JSON.parse(text) as Json
      expect(data['@context'], route).toBe('https://schema.org')
      blocks++
    }
  }
  const translatedConditions = content.translations.filter((t) => t.collection === 'conditions').length
  const offices = routes.filter((route) => /^\/locations\/[^/]+$/.test(englishOf(route))).length
  const homes = routes.filter((route) => englishOf(route) === '/').length
  const bios = routes.filter((route) => englishOf(route).startsWith('/team/')).length
  const founderPages = routes.filter((route) => englishOf(route) === '/our-founder').length
  // the home pages, the conditions, the bios and /our-founder, the offices: each in every language it has
  expect(blocks).toBe(homes + content.conditions.length + translatedConditions + bios + founderPages + offices)
})

test('every page with structured data says which language the page is in', () => {
  /** Every inLanguage of a block, however deep. */
  const languagesIn = (value: unknown): string[] =>
    Array.isArray(value)
      ? value.flatMap(languagesIn)
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => (key === 'inLanguage' ? [inner as string] : languagesIn(inner)))
        : []
  let pages = 0
  for (const route of routes) {
    const blocks = jsonLdOf(route)
    if (blocks.length === 0) continue
    pages++
    const expected = facts(route).locale
    for (const block of blocks) {
      const languages = languagesIn(block)
      expect(languages, route).toContain(expected)
      expect(new Set(languages), route).toEqual(new Set([expected]))
    }
  }
  expect(pages).toBeGreaterThan(0)
})

/** The days of locations.yaml's hours (mon-thu: Monday to Thursday) as schema.org's OpeningHoursSpecification. */
function hoursAsData(hours: Record<string, string>): Json[] {
  const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']
  const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
  return Object.entries(hours).map(([key, times]) => {
    const [from, to = from] = key.split('-') as [string, string?]
    const [opens, closes] = times.split('-')
    return { '@type': 'OpeningHoursSpecification', dayOfWeek: names.slice(days.indexOf(from), days.indexOf(to) + 1).map((day) => `https://schema.org/${day}`), opens, closes }
  })
}
/** Today where the practice is (its offices are on Central time). */
const centralToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date())

test('the home page describes the practice and each office as a MedicalClinic', () => {
  const [data] = jsonLdOf('/')
  const graph = data!['@graph'] as Json[]
  const clinics = graph.filter((node) => node['@type'] === 'MedicalClinic')
  const practice = clinics.find((node) => node.name === site.practiceName)!
  expect(practice.url).toBe(`${SITE}/`)
  expect(practice.telephone).toBe(`+1-${site.phones.main.replace(/\D/g, '').replace(/^(\d{3})(\d{3})/, '$1-$2-')}`)
  expect(practice.address).toMatchObject({ streetAddress: site.address.street, addressLocality: site.address.city, addressRegion: site.address.state, postalCode: site.address.zip })
  expect(practice.sameAs).toEqual(Object.values(site.social))

  // Opening hours: the hours most offices keep (locations.yaml), which the footer shows.
  const written = content.locations.map((location) => JSON.stringify(location.hours))
  const usual = content.locations.find((location) => written.filter((w) => w === JSON.stringify(location.hours)).length === Math.max(...written.map((w) => written.filter((x) => x === w).length)))!
  expect(practice.openingHoursSpecification).toEqual(hoursAsData(usual.hours))

  const offices = clinics.filter((node) => node !== practice)
  expect(offices).toHaveLength(content.locations.length)
  expect(practice.department).toEqual(offices.map((office) => ({ '@id': office['@id'] })))
  content.locations.forEach((location, i) => {
    const office = offices[i]!
    const [, town, state, zip] = /^(.+), ([A-Z]{2}) (\d{5})$/.exec(location.city)!
    expect(office.name).toContain(location.name)
    expect(office.address).toEqual({ '@type': 'PostalAddress', streetAddress: location.address, addressLocality: town, addressRegion: state, postalCode: zip, addressCountry: 'US' })
    expect(office.geo).toEqual({ '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude })
    expect((office.telephone as string).replace(/\D/g, '')).toBe(site.phones.tollFree.replace(/\D/g, ''))
    // Each office's own hours (locations.yaml), which may differ from the practice's; closed days apart:
    // every office's (closures.yaml) and its own, those whose last day has not passed in Central time.
    expect(office.openingHoursSpecification).toEqual(hoursAsData(location.hours))
    const closed = [...content.closures, ...(location.closures ?? [])]
      .map((c) => ({ first: c.date ?? c.from, last: c.date ?? c.to }))
      .filter((c) => c.last! >= centralToday)
      .sort((a, b) => a.first!.localeCompare(b.first!))
    const special = ((office.specialOpeningHoursSpecification ?? []) as Json[]).map((c) => ({ first: c.validFrom, last: c.validThrough }))
    expect(special).toEqual(closed)
    expect(office.parentOrganization).toEqual({ '@id': practice['@id'] })
  })
})

test('each bio describes its physician (IndividualPhysician) or nurse practitioner and therapist (Person)', () => {
  for (const member of nonEmpty(content.team, 'team member')) {
    const route = `/team/${member.slug}`
    const [data, ...more] = jsonLdOf(route)
    expect(more, route).toHaveLength(0)
    expect(data!.url, route).toBe(`${SITE}${route}`)
    expect(data!.knowsAbout, route).toEqual(member.data.specialties)
    const places = member.data.group === 'physician' ? data!.practicesAt : (data!.workLocation ?? [data!.worksFor])
    const names = (places as Json[]).map((place) => place.name as string)
    if (member.data.locations) expect(names, route).toEqual(member.data.locations.map((office) => `${site.practiceName} – ${office}`))
    else expect(names, route).toEqual([site.practiceName])
    if (member.data.group === 'physician') {
      expect(data!['@type'], route).toBe('IndividualPhysician')
      expect(data!.name, route).toBe(member.data.name)
      expect(data!.occupationalCategory, route).toBe(member.data.role)
    } else {
      expect(data!['@type'], route).toBe('Person')
      expect(data!.name, route).toBe(withoutCredentials(member.data.name))
      expect(data!.jobTitle, route).toBe(member.data.role)
      expect(data!.worksFor, route).toMatchObject({ '@type': 'MedicalClinic', name: site.practiceName, url: `${SITE}/` })
    }
  }
  // The founder's page describes the founder too, the same way as the bio.
  expect(jsonLdOf('/our-founder')).toEqual(jsonLdOf(`/team/${founder.slug}`))
})

test('each condition page is a MedicalWebPage about the condition, with its medical review', () => {
  for (const condition of nonEmpty(content.conditions, 'condition article')) {
    const route = `/conditions/${condition.slug}`
    const [data, ...more] = jsonLdOf(route)
    expect(more, route).toHaveLength(0)
    const reviewer = content.team.find((m) => m.slug === condition.data.reviewedBy)!
    expect(data!['@type'], route).toBe('MedicalWebPage')
    expect(data!.url, route).toBe(`${SITE}${route}`)
    expect(data!.name, route).toBe(condition.data.title)
    expect(data!.about, route).toEqual({ '@type': 'MedicalCondition', name: condition.data.title })
    expect(data!.lastReviewed, route).toBe(condition.data.lastReviewed)
    const reviewedBy = data!.reviewedBy as Json
    expect(reviewedBy['@type'], route).toBe('Person')
    expect(reviewedBy.name, route).toBe(withoutCredentials(reviewer.data.name))
    // The reviewer's address is their bio, a page of the site that names itself as canonical.
    const bio = (reviewedBy.url as string).slice(SITE.length)
    expect(bio, route).toBe(`/team/${reviewer.slug}`)
    expect(one(heads.get(bio)!, 'link:canonical')).toBe(reviewedBy.url)
  }
})

/**
 * The days some content file changed: the days of the commits that touched content/, or, outside a git
 * checkout (the guide tasks' scratch copy), the days the files were last written, as dayChanged reads them.
 */
function contentChangeDays(): Set<string> {
  try {
    return new Set(execFileSync('git', ['log', '--format=%cs', '--', 'content'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n').filter(Boolean))
  } catch {
    const files = readdirSync('content', { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    return new Set(files.map((entry) => statSync(join(entry.parentPath, entry.name)).mtime.toISOString().slice(0, 10)))
  }
}

test('sitemap.xml lists every public page with the date its content changed; robots.txt points to it', () => {
  const robotsText = builtFile('robots.txt')
  expect(robotsText).toMatch(/^User-agent: \*$/m)
  expect(robotsText).toMatch(/^Allow: \/$/m)
  expect(robotsText).not.toMatch(/^Disallow: \/\S*/m)
  expect(robotsText).toMatch(new RegExp(`^Sitemap: ${SITE.replace(/[.]/g, '\\.')}/sitemap\\.xml$`, 'm'))

  const xml = builtFile('sitemap.xml')
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/)
  expect(xml.trimEnd()).toMatch(/<\/urlset>$/)
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => body!)
  const parsed = {
    urls: entries.map((body) => ({ loc: /<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? '', lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1] ?? '' })),
  }
  // Every <url> is closed, and nothing but <url> entries sits in the list.
  expect(xml.split('<url>').length - 1).toBe(entries.length)

  const publicRoutes = routes.filter((route) => route !== '/legal' && !unlistedRoutes.includes(englishOf(route)))
  expect(parsed.urls.map((u) => u.loc).sort()).toEqual(publicRoutes.map((route) => `${SITE}${route}`).sort())
  const today = new Date().toISOString().slice(0, 10)
  const contentDays = contentChangeDays()
  contentDays.add(today) // a file changed and not committed yet
  expect(parsed.urls.length, 'sitemap entries').toBeGreaterThan(0)
  for (const { loc, lastmod } of parsed.urls) {
    const route = loc.slice(SITE.length)
    expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(lastmod <= today, `${loc} lastmod ${lastmod} is in the future`).toBe(true)
    // The day its content last changed: not before its own file changed (a file it shows may be newer),
    // and a day some content file changed.
    const file = contentFileOf(route)
    const fileChanged = dayChanged(file)
    expect(lastmod >= fileChanged, `${loc}: lastmod ${lastmod} is before ${file} changed (${fileChanged})`).toBe(true)
    expect(contentDays.has(lastmod), `${loc}: no content file changed on ${lastmod}`).toBe(true)
    // Every listed page is indexable and names itself as canonical.
    expect(one(heads.get(route)!, 'link:canonical'), loc).toBe(loc)
  }
})

test('a page is noindex, with no canonical address, exactly when its front matter says unlisted', () => {
  const noindex = [...heads.keys()].filter((route) => route !== NOT_FOUND && heads.get(route)!.tags.robots?.includes('noindex'))
  expect(noindex.map(englishOf).filter((route, i, all) => all.indexOf(route) === i).sort()).toEqual([...unlistedRoutes].sort())
  for (const route of unlistedRoutes) {
    const head = heads.get(route)!
    expect(one(head, 'robots'), route).toBe('noindex')
    expect(head.tags['link:canonical'] ?? [], route).toEqual([])
  }
})

test('the 404 page is noindex, has no canonical address and is not in the sitemap', () => {
  const head = heads.get(NOT_FOUND)!
  expect(one(head, 'robots')).toBe('noindex')
  expect(head.tags['link:canonical']).toBeUndefined()
  expect(head.tags['og:url']).toBeUndefined()
  const xml = builtFile('sitemap.xml')
  expect(xml).not.toContain('no-such-page')
  expect(xml).not.toMatch(/\/404\b/)
  expect(xml).not.toContain(`${SITE}/legal<`)
})
