// The site's rules as the tests state them: each in its own plain words and numbers, with its own
// simple code, never with the function that builds the page (docs/testing.md, "No expectation from the
// code under test"). The DATA (which articles exist, an office's name and phone) comes from the content
// files; the RULE (three sections make an "On this page" list, an office's address is its name in
// lower case) is written here. If the site's code changes a rule, these disagree and a test fails.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { collections } from '../lib/content/files.ts'
import { defaultLanguage, translationLanguages } from '../lib/i18n/languages.ts'

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

/**
 * The address of a page in a language: the default language's address with /<code> in front, the home
 * page / becoming /<code>. The languages are the list of lib/i18n/languages.ts (data, like the content).
 */
export function inLanguage(address: string, lang: string): string {
  if (lang === defaultLanguage) return address
  return address === '/' ? `/${lang}` : `/${lang}${address}`
}

/** The language of an address: the language whose code is its first segment, else the default (English). */
export function languageOf(route: string): string {
  return translationLanguages.find((code) => route === `/${code}` || route.startsWith(`/${code}/`)) ?? defaultLanguage
}

/** The English page of an address in another language: /es/contactus → /contactus, /fr → /. */
export function englishOf(route: string): string {
  const lang = languageOf(route)
  if (lang === defaultLanguage) return route
  return route.slice(lang.length + 1) || '/'
}

/** Whether the office pages exist in a language: they do when its list of offices (/locations) is translated. */
const officesIn = (lang: string) => lang === defaultLanguage || existsSync(join(root, 'content', lang, 'pages', 'locations.mdx'))

/** An office's page: /locations/<name in lower case, hyphens between words>, under /<code> in another language. */
export function officeAddress(name: string, lang: string = defaultLanguage): string {
  return inLanguage(`/locations/${officeSlugOf(name)}`, lang)
}

/**
 * The addresses of the pages of a collection with a route (lib/content/files.ts gives its folder and
 * its address pattern, /conditions/@slug): one per file, @slug the file's name; the collection's index
 * entry (the home page) at the pattern without its slug, /.
 */
function collectionAddresses(lang: string): string[] {
  return Object.values(collections).flatMap((collection) => {
    if (!('route' in collection)) return []
    const folder = collection.folder.replace(/^content\//, '')
    const index = 'index' in collection ? collection.index : undefined
    return mdxNames(lang === defaultLanguage ? folder : `${lang}/${folder}`).map((slug) =>
      inLanguage(slug === index ? collection.route.replace(/\/@slug$/, '') || '/' : collection.route.replace('@slug', slug), lang),
    )
  })
}

/**
 * Every address of the site, as the requirements give them: in English the home page /, /<page> for
 * each page of content/pages/, /legal (the policies page at a second address), /conditions/<article>,
 * /team/<bio>, a page per file of any other collection with an address, and /locations/<office>; in
 * each other language, /<code> in front of the address of each file translated into content/<code>/,
 * and /<code>/locations/<office> when its office list is translated.
 */
export function siteAddresses(lang?: string): string[] {
  const addressesIn = (code: string) => [
    ...collectionAddresses(code),
    ...(code === defaultLanguage && mdxNames('pages').includes('policies') ? ['/legal'] : []),
    ...(officesIn(code) ? officeNames().map((name) => officeAddress(name, code)) : []),
  ]
  const all = lang ? addressesIn(lang) : [defaultLanguage, ...translationLanguages].flatMap(addressesIn)
  return all.sort()
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

/** The `##` to `####` headings of a Markdown text, in order, as plain text (emphasis and code marks removed). */
export const markdownHeadings = (markdown: string) => [...markdown.matchAll(/^#{2,4} +(.+)$/gm)].map((m) => m[1]!.replace(/[*_`]/g, '').trim())

/** The lines of the `- ` lists of a Markdown text, without emphasis marks. */
export const markdownListItems = (markdown: string) => [...markdown.matchAll(/^- +(.+)$/gm)].map((m) => m[1]!.replace(/[*_`]/g, '').trim())

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
 * its address in each other language (/es/…), which leads to that language's page of the new address when there is one,
 * else to the English page. A chain (a → b, b → c) leads straight to its last page (a → c).
 */
export function formerAddressesOf(items: FormerAddress[], addresses: readonly string[]): FormerAddress[] {
  const next = new Map(items.map((item) => [item.from, item.to]))
  const end = (to: string) => {
    for (let steps = 0; next.has(to) && steps < items.length; steps++) to = next.get(to)!
    return to
  }
  return items.map(({ from, to }) => ({ from, to: end(to) })).flatMap(({ from, to }) => [
    { from, to },
    ...translationLanguages.map((lang) => ({ from: inLanguage(from, lang), to: addresses.includes(inLanguage(to, lang)) ? inLanguage(to, lang) : to })),
  ])
}

/** The former addresses listed in content/redirects.yaml (none when the file lists none). */
export function redirectItems(): FormerAddress[] {
  const file = join(root, 'content', 'redirects.yaml')
  if (!existsSync(file)) return []
  return (parse(readFileSync(file, 'utf8')) as FormerAddress[] | null) ?? []
}

type Words = Record<string, unknown>

/** The words file of a language (content/ui/<lang>.yaml), as the editors write it. */
export function wordsFile(lang: string): Words {
  return parse(readFileSync(join(root, 'content', 'ui', `${lang}.yaml`), 'utf8')) as Words
}

/**
 * The call bar's two links: `call` dials the practice, `book` opens the form. In English their words
 * are in content/site.yaml (navigation.callBar), in another language in its content/ui/<code>.yaml
 * (translatedSite.navigation.callBar).
 */
export function callBarWords(lang: string): { call: string; book: string } {
  if (lang === defaultLanguage) {
    const site = parse(readFileSync(join(root, 'content', 'site.yaml'), 'utf8')) as { navigation: { callBar: { call: string; book: string } } }
    return site.navigation.callBar
  }
  return (wordsFile(lang) as { translatedSite: { navigation: { callBar: { call: string; book: string } } } }).translatedSite.navigation.callBar
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

/**
 * The content file a page's heading and text come from ("Edit this page"): content/pages/<page>.mdx
 * (home for / ), content/conditions/<article>.mdx, content/team/<bio>.mdx, content/locations.yaml for
 * an office; a translated page's under content/<code>/, but an office's, whose facts are one file.
 */
export function contentFileOf(route: string): string {
  const lang = languageOf(route)
  const [, section, slug] = englishOf(route).split('/')
  if (section === 'locations' && slug) return 'content/locations.yaml'
  const folder = lang === defaultLanguage ? 'content' : `content/${lang}`
  // A page at /<folder>/<name> (an article, a bio, any collection's entry) is content/<folder>/<name>.mdx.
  if (slug && existsSync(join(root, 'content', section!))) return `${folder}/${section}/${slug}.mdx`
  const page = englishOf(route) === '/' ? 'home' : section === 'legal' ? 'policies' : section
  return `${folder}/pages/${page}.mdx`
}

/** The day (YYYY-MM-DD) a content file last changed: its last commit, or the file's own date when it has changes not committed yet. */
export function dayChanged(file: string): string {
  lastCommitDays ??= readLastCommitDays()
  const committed = lastCommitDays.days.get(file)
  if (committed && !lastCommitDays.uncommitted.has(file)) return committed
  return statSync(join(root, file)).mtime.toISOString().slice(0, 10)
}

/** Each file's last commit day and the files changed since, from two calls of git for the whole tree. */
let lastCommitDays: { days: Map<string, string>; uncommitted: Set<string> } | undefined
function readLastCommitDays(): NonNullable<typeof lastCommitDays> {
  // Outside a git checkout (the guide tasks' scratch copy) a file changed when it was last written.
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 })
    } catch {
      return ''
    }
  }
  const days = new Map<string, string>()
  let day = ''
  // Newest commit first: a file's first appearance is its last change.
  for (const line of git('log', '--format=%x00%cs', '--name-only', '--no-renames').split('\n')) {
    if (line.startsWith('\0')) day = line.slice(1)
    else if (line && !days.has(line)) days.set(line, day)
  }
  const uncommitted = new Set(git('status', '--porcelain', '--no-renames').split('\n').filter(Boolean).map((line) => line.slice(3)))
  return { days, uncommitted }
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
 * preview) at load. tests/unit/site/islands.test.ts holds the site to this table; the browser tests wait for
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
