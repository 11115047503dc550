// The site's rules as the tests state them: each in its own plain words and numbers, with its own
// simple code, never with the function that builds the page (docs/testing.md, "No expectation from the
// code under test"). The DATA (which articles exist, an office's name and phone) comes from the content
// files; the RULE (three sections make an "On this page" list, an office's address is its name in
// lower case) is written here. If the site's code changes a rule, these disagree and a test fails.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'

const root = process.cwd()

/** A list a test walks must have something in it: an empty list would make every check pass. */
export function nonEmpty<T>(list: readonly T[], what: string): readonly T[] {
  if (list.length === 0) throw new Error(`The test has no ${what} to check: an empty list proves nothing. Use a fixture.`)
  return list
}

/** The names (without .mdx) of the Markdown files of a content folder, none when it does not exist. */
function mdxNames(folder: string): string[] {
  const path = join(root, 'content', folder)
  return existsSync(path)
    ? readdirSync(path)
        .filter((name) => name.endsWith('.mdx'))
        .map((name) => name.slice(0, -'.mdx'.length))
    : []
}

/** "Covington" → "covington", "New Orleans East" → "new-orleans-east": an office's page is named after it. */
export function officeSlugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The office names of content/locations.yaml, in the file's order. */
export function officeNames(): string[] {
  const offices = parse(readFileSync(join(root, 'content', 'locations.yaml'), 'utf8')) as { name: string }[]
  return offices.map((office) => office.name)
}

/** Whether the office pages exist in Spanish: they do when the list of offices (/locations) is translated. */
const officesInSpanish = () => existsSync(join(root, 'content', 'es', 'pages', 'locations.mdx'))

/** An office's page: /locations/<name in lower case, hyphens between words>, under /es in Spanish. */
export function officeAddress(name: string, lang: 'en' | 'es' = 'en'): string {
  return `${lang === 'es' ? '/es' : ''}/locations/${officeSlugOf(name)}`
}

/**
 * Every address of the site, as the requirements give them: the home page /, /<page> for each page
 * of content/pages/, /legal (the policies page at a second address), /conditions/<article>,
 * /team/<bio> and /locations/<office>; in Spanish /es, /es/<page>, /es/conditions/<article> and
 * /es/team/<bio> for each file translated into content/es/, and /es/locations/<office> when the
 * office list is translated.
 */
export function siteAddresses(lang?: 'en' | 'es'): string[] {
  const english = [
    ...mdxNames('pages').map((page) => (page === 'home' ? '/' : `/${page}`)),
    ...(mdxNames('pages').includes('policies') ? ['/legal'] : []),
    ...mdxNames('conditions').map((slug) => `/conditions/${slug}`),
    ...mdxNames('team').map((slug) => `/team/${slug}`),
    ...officeNames().map((name) => officeAddress(name)),
  ]
  const spanish = [
    ...mdxNames('es/pages').map((page) => (page === 'home' ? '/es' : `/es/${page}`)),
    ...mdxNames('es/conditions').map((slug) => `/es/conditions/${slug}`),
    ...mdxNames('es/team').map((slug) => `/es/team/${slug}`),
    ...(officesInSpanish() ? officeNames().map((name) => officeAddress(name, 'es')) : []),
  ]
  const all = lang === 'en' ? english : lang === 'es' ? spanish : [...english, ...spanish]
  return all.sort()
}

/** The English page of a Spanish address: /es/contactus → /contactus, /es → /. */
export function englishOf(route: string): string {
  return route === '/es' ? '/' : route.replace(/^\/es\//, '/')
}

/** A telephone link dials the number's digits with the country code: "(985) 555-0142" → "tel:+19855550142". */
export function telLink(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`
}

/**
 * The `##` headings of a Markdown text, in order, as plain text (links, emphasis and code marks
 * removed): the sections of an article. Headings inside a fenced code block are not headings.
 */
export function h2Titles(markdown: string): string[] {
  const titles: string[] = []
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    const heading = fenced ? null : /^##\s+(.+?)\s*#*\s*$/.exec(line)
    if (heading) titles.push(heading[1]!.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/<[^>]+>/g, '').replace(/[*_`]/g, '').trim())
  }
  return titles
}

/** The built HTML file of an address: / → index.html, /a/b → a/b.html. */
export function builtFileOf(clientDir: string, route: string): string {
  return join(clientDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`)
}

/** One former address of content/redirects.yaml: the old address and the page it now leads to. */
export interface FormerAddress {
  from: string
  to: string
}

/**
 * The former addresses a built site must answer with 301: each item of content/redirects.yaml, and
 * its Spanish address (/es/…), which leads to the Spanish page of the new address when there is one,
 * else to the English page. A chain (a → b, b → c) leads straight to its last page (a → c).
 */
export function formerAddressesOf(items: FormerAddress[], addresses: readonly string[]): FormerAddress[] {
  const next = new Map(items.map((item) => [item.from, item.to]))
  const end = (to: string) => {
    for (let steps = 0; next.has(to) && steps < items.length; steps++) to = next.get(to)!
    return to
  }
  return items.map(({ from, to }) => ({ from, to: end(to) })).flatMap(({ from, to }) => {
    const spanishTo = to === '/' ? '/es' : `/es${to}`
    return [
      { from, to },
      { from: from === '/' ? '/es' : `/es${from}`, to: addresses.includes(spanishTo) ? spanishTo : to },
    ]
  })
}

/** The former addresses listed in content/redirects.yaml (none when the file lists none). */
export function redirectItems(): FormerAddress[] {
  const file = join(root, 'content', 'redirects.yaml')
  if (!existsSync(file)) return []
  return (parse(readFileSync(file, 'utf8')) as FormerAddress[] | null) ?? []
}

type Words = Record<string, unknown>

/** The words file of a language (content/ui/<lang>.yaml), as the editors write it. */
export function wordsFile(lang: 'en' | 'es'): Words {
  return parse(readFileSync(join(root, 'content', 'ui', `${lang}.yaml`), 'utf8')) as Words
}

/**
 * The call bar's two links: `call` dials the practice, `book` opens the form. In English their words
 * are in content/site.yaml (navigation.callBar), in Spanish in content/ui/es.yaml
 * (translatedSite.navigation.callBar).
 */
export function callBarWords(lang: 'en' | 'es'): { call: string; book: string } {
  if (lang === 'en') {
    const site = parse(readFileSync(join(root, 'content', 'site.yaml'), 'utf8')) as { navigation: { callBar: { call: string; book: string } } }
    return site.navigation.callBar
  }
  return (wordsFile('es') as { translatedSite: { navigation: { callBar: { call: string; book: string } } } }).translatedSite.navigation.callBar
}

/** A Markdown section's anchor: its title in lower case, accents dropped, & as "and", other runs of characters a hyphen. */
export function anchorOf(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/**
 * The headers the host sends for a path, read from a `_headers` file as Cloudflare Pages and Netlify
 * read it: a line with a path (`*` stands for any characters) starts a block, each indented
 * `Name: value` line under it is a header, and every block whose path matches adds its headers.
 */
export function hostHeaders(headersFile: string, path: string): Record<string, string> {
  const headers: Record<string, string> = {}
  let matches = false
  for (const line of headersFile.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(`^${line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`)
      matches = pattern.test(path)
    } else if (matches) {
      const colon = line.indexOf(':')
      headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
    }
  }
  return headers
}

/** The language of an address: Spanish under /es, English elsewhere. */
export const languageOf = (route: string): 'en' | 'es' => (route === '/es' || route.startsWith('/es/') ? 'es' : 'en')

/**
 * The content file a page's heading and text come from ("Edit this page"): content/pages/<page>.mdx
 * (home for / ), content/conditions/<article>.mdx, content/team/<bio>.mdx, content/locations.yaml for
 * an office; a Spanish page's under content/es/, but an office's, whose facts are one file.
 */
export function contentFileOf(route: string): string {
  const lang = languageOf(route)
  const [, section, slug] = englishOf(route).split('/')
  if (section === 'locations' && slug) return 'content/locations.yaml'
  const folder = lang === 'es' ? 'content/es' : 'content'
  if ((section === 'conditions' || section === 'team') && slug) return `${folder}/${section}/${slug}.mdx`
  const page = englishOf(route) === '/' ? 'home' : section === 'legal' ? 'policies' : section
  return `${folder}/pages/${page}.mdx`
}

/** The day (YYYY-MM-DD) a content file last changed: its last commit, or the file's own date when it has changes not committed yet. */
export function dayChanged(file: string): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
  const committed = git('log', '-1', '--format=%cs', '--', file)
  if (committed && git('status', '--porcelain', '--', file) === '') return committed
  return statSync(join(root, file)).mtime.toISOString().slice(0, 10)
}

/**
 * Where the office map comes from: Google's embedded maps when a Google Maps embed key is set
 * (VITE_GOOGLE_MAPS_EMBED_KEY), else OpenStreetMap, which needs no key.
 */
export const MAP_ORIGIN = process.env.VITE_GOOGLE_MAPS_EMBED_KEY ? 'https://www.google.com' : 'https://www.openstreetmap.org'

/** "Get Directions": a Google Maps search for the office's street address and city line. */
export function directionsLink(office: { address: string; city: string }): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${office.address}, ${office.city}`)}`
}

/**
 * When each island starts, as the site promises: the forms, the search box and the tabs once the page
 * has loaded and painted, as a background task, or at once on the visitor's first focus or input (their
 * server HTML already works); the parts below the fold (the map, the office picker, the testimonials)
 * when they come near the viewport; the rest (the home hero's pictures, the clinic slideshow, the video
 * preview) at load. tests/unit/islands.test.ts holds the site to this table; the browser tests wait for
 * islands by it.
 */
export const ISLAND_MOMENTS = {
  AppointmentForm: 'idle',
  ContactForm: 'idle',
  SiteSearch: 'idle',
  ResourceTabs: 'idle',
  LocationPicker: 'visible',
  OfficeMap: 'visible',
  TestimonialCarousel: 'visible',
  HeroBackdrop: 'load',
  Slideshow: 'load',
  VideoPreview: 'load',
} as const satisfies Record<string, 'load' | 'visible' | 'idle'>

export type IslandName = keyof typeof ISLAND_MOMENTS

/** The islands that start at a moment. */
export const islandsStarting = (moment: 'load' | 'visible' | 'idle') => (Object.keys(ISLAND_MOMENTS) as IslandName[]).filter((name) => ISLAND_MOMENTS[name] === moment)
