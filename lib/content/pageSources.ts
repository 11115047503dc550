// Which content files each page is made of, in one place: "Last updated" and "Edit this page" on
// every page, the sitemap's lastmod, and the list of pages a pull request changes all read it.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { englishRouteOf } from './routes.ts'

/**
 * Besides its own content/pages/<name>.mdx, what each fixed page shows: data files, and folders
 * (ending in "/") whose every entry it lists. Condition and team pages are made of their own file.
 */
export const pageSources: Readonly<Record<string, readonly string[]>> = {
  '/': ['content/home.yaml', 'content/stats.yaml', 'content/insurance.yaml', 'content/locations.yaml', 'content/locations-page.yaml'],
  '/disorders': ['content/disorders.yaml', 'content/disorders-page.yaml'],
  '/consultation-form': ['content/locations.yaml', 'content/insurance.yaml'],
  '/consultations': ['content/consultation-types.yaml'],
  '/patients': ['content/patient-resources.yaml'],
  '/meet-us': ['content/meet-us.yaml'],
  '/slideshow': ['content/slideshow.yaml'],
  '/video-preview': ['content/video-scenes.yaml'],
  '/procedures': ['content/procedures/'],
  '/infusion': ['content/infusions/'],
  '/policies': ['content/policies/'],
  '/our-team': ['content/team/'],
  '/language-assistance': ['content/languages.yaml'],
  '/our-founder': [founderFile(), 'content/testimonials.yaml'],
  '/locations': ['content/locations.yaml', 'content/locations-page.yaml', 'content/home.yaml'],
  // Every office page: its entry in locations.yaml, the page's words, and the bios that list the office.
  '/locations/*': ['content/locations.yaml', 'content/locations-page.yaml', 'content/home.yaml', 'content/team/'],
}

/** The bio that says `founder: true`. */
function founderFile(root = process.cwd()): string {
  const folder = 'content/team/'
  const name = readdirSync(join(root, folder)).find((file) => /^founder:\s*true\s*$/m.test(readFileSync(join(root, folder, file), 'utf8')))
  return `${folder}${name ?? ''}`
}

/** Pages shown at a second address too (docs/requirements.md: /legal is the same page as /policies). */
export const aliases: Readonly<Record<string, string>> = { '/legal': '/policies' }

/** The file a page's heading and text come from, the one "Edit this page" opens. */
export function mainFileOf(route: string): string {
  // A Spanish page's text is the translation of the English page's file, under content/es/.
  if (route === '/es' || route.startsWith('/es/')) return mainFileOf(englishRouteOf(route)).replace(/^content\//, 'content/es/')
  const path = aliases[route] ?? route
  const [, section, slug] = path.split('/')
  if ((section === 'conditions' || section === 'team') && slug) return `content/${section}/${slug}.mdx`
  if (section === 'locations' && slug) return 'content/locations.yaml'
  return `content/pages/${path === '/' ? 'home' : path.slice(1)}.mdx`
}

/** Where the content files live, for "Edit this page": set REPOSITORY_URL to the real repository. */
const REPOSITORY_URL = (process.env.REPOSITORY_URL ?? 'https://github.com/example/crescent-neurology-site').replace(/\/$/, '')

/** The repository's editor for a page's main file. */
export function editUrl(route: string): string {
  return `${REPOSITORY_URL}/edit/main/${mainFileOf(route)}`
}

/** Every content file a page is made of, its main file first. */
export function contentFilesOf(route: string, root = process.cwd()): string[] {
  const page = aliases[route] ?? route
  const sources = (pageSources[page] ?? pageSources[page.replace(/^\/locations\/.+$/, '/locations/*')] ?? []).flatMap((source) =>
    source.endsWith('/')
      ? readdirSync(join(root, source))
          .filter((name) => name.endsWith('.mdx'))
          .sort()
          .map((name) => `${source}${name}`)
      : [source],
  )
  return [...new Set([mainFileOf(route), ...sources])]
}

/** The fixed pages (and their aliases) that show a content file, besides the page it is the main file of. */
export function pagesShowing(file: string): string[] {
  const routes = Object.entries(pageSources)
    .filter(([, sources]) => sources.some((source) => (source.endsWith('/') ? file.startsWith(source) && !file.slice(source.length).includes('/') : file === source)))
    .map(([route]) => route)
  return withAliases(routes)
}

/** The routes plus the addresses that show the same page. */
export function withAliases(routes: string[]): string[] {
  return routes.flatMap((route) => [route, ...Object.keys(aliases).filter((alias) => aliases[alias] === route)])
}
