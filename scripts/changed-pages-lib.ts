// Which pages of the site a set of changed files affects: the pure part of scripts/changed-pages.ts.
// A content file maps to the pages that show it; a shared file (layout, components, site facts,
// build setup) to every page; tests, documentation and tooling to none.
import { FOUNDER_SLUG } from '../components/team/team.ts' // the founder's bio is also the Doctor page
import { staticRoutes } from '../content/routes.ts'

export interface ChangedPages {
  /** The changed shared files that affect every page (empty when none). */
  everyPage: string[]
  /** The addresses of the changed pages, "/" first. "/conditions/*" stands for every page under /conditions/. */
  pages: string[]
}

/** For each picture (its address, such as /images/conditions/stroke.svg), the content files that name it. */
export type PictureUsers = Record<string, string[]>

/** Pages shown at a second address too (SPEC.md: /legal is the same page as /policies). */
const ALSO_AT: Record<string, string[]> = { '/policies': ['/legal'] }

/**
 * The YAML data files that only some pages show. A data file named after a page (disorders.yaml,
 * disorders-page.yaml → /disorders) maps to that page; any other (site.yaml…) reaches every page.
 */
const DATA_FILE_PAGES: Record<string, string[]> = {
  'content/home.yaml': ['/'],
  'content/stats.yaml': ['/'],
  'content/locations.yaml': ['/', '/consultation-form'],
  'content/insurance.yaml': ['/', '/consultation-form'],
  'content/testimonials.yaml': ['/our-founder'],
  'content/consultation-types.yaml': ['/consultations'],
  'content/video-scenes.yaml': ['/video-preview'],
  'content/patient-resources.yaml': ['/patients'],
}

/** Collections whose entries are all shown on one page. */
const LIST_PAGES: Record<string, string> = {
  procedures: '/procedures',
  infusions: '/infusion',
  policies: '/policies',
}

/** Files and folders every page is built from. */
const SHARED = [
  /^renderer\//,
  /^components\//,
  /^content\/[^/]+\.ts$/, // the schemas, loader and routes
  /^content\/.+\.mdx$/, // an entry of a collection not listed above: it may be shown anywhere
  /^pages\/[^/]+$/, // files directly in pages/, such as +config.ts
  /^public\//, // pictures no content file names are used by the layout or components
  /^(package\.json|package-lock\.json|vite\.config\.ts|tsconfig\.json)$/,
]

const EVERY_PAGE = 'every page'

/** The pages one changed file affects, or "every page". */
export function pagesOf(file: string, pictureUsers: PictureUsers = {}): string[] | typeof EVERY_PAGE {
  const path = file.trim().replace(/^\.\//, '')

  let match = /^content\/conditions\/([^/]+)\.mdx$/.exec(path)
  if (match) return [`/conditions/${match[1]}`]

  match = /^content\/team\/([^/]+)\.mdx$/.exec(path)
  if (match) return [`/team/${match[1]}`, '/our-team', ...(match[1] === FOUNDER_SLUG ? ['/our-founder'] : [])]

  match = /^content\/pages\/([^/]+)\.mdx$/.exec(path)
  if (match) return withAliases(match[1] === 'home' ? '/' : `/${match[1]}`)

  match = /^content\/([^/]+)\/[^/]+\.mdx$/.exec(path)
  if (match && Object.hasOwn(LIST_PAGES, match[1]!)) return withAliases(LIST_PAGES[match[1]!]!)

  const dataFilePages = DATA_FILE_PAGES[path]
  if (dataFilePages) return dataFilePages
  match = /^content\/([^/]+?)(-page)?\.ya?ml$/.exec(path)
  if (match) {
    const page = `/${match[1]}`
    return (staticRoutes as readonly string[]).includes(page) ? withAliases(page) : EVERY_PAGE
  }

  match = /^pages\/([^/]+)\/(@[^/]+\/)?/.exec(path)
  if (match) {
    const route = match[1] === 'index' ? '/' : match[1] === '_error' ? '/404' : `/${match[1]}`
    return withAliases(match[2] ? `${route}/*` : route)
  }

  match = /^public(\/images\/.+)$/.exec(path)
  const users = match ? (pictureUsers[match[1]!] ?? []) : []
  if (users.length > 0) {
    const pages = users.map((user) => pagesOf(user, pictureUsers))
    return pages.includes(EVERY_PAGE) ? EVERY_PAGE : (pages as string[][]).flat()
  }

  if (SHARED.some((pattern) => pattern.test(path))) return EVERY_PAGE
  return [] // tests, documentation, workflows, scripts, the form function
}

/** The pages a set of changed files affects. */
export function changedPages(files: string[], pictureUsers: PictureUsers = {}): ChangedPages {
  const everyPage: string[] = []
  const pages = new Set<string>()
  for (const file of files.map((f) => f.trim()).filter(Boolean)) {
    const result = pagesOf(file, pictureUsers)
    if (result === EVERY_PAGE) everyPage.push(file)
    else result.forEach((page) => pages.add(page))
  }
  return { everyPage, pages: [...pages].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b))) }
}

/** The list as Markdown, each page a link into the preview served at `base`. */
export function changedPagesMarkdown({ everyPage, pages }: ChangedPages, base = 'http://localhost:3000'): string {
  const lines = ['### Pages this pull request changes', '']
  if (everyPage.length === 0 && pages.length === 0) {
    lines.push('No page changes: this pull request only changes tests, documentation or tooling.')
    return `${lines.join('\n')}\n`
  }
  if (everyPage.length > 0) {
    const shown = everyPage.slice(0, 5).map((f) => `\`${f}\``)
    const more = everyPage.length > shown.length ? ` and ${everyPage.length - shown.length} more` : ''
    lines.push(`**Every page**, because shared files changed: ${shown.join(', ')}${more}.`, '')
    if (pages.length > 0) lines.push('These pages change in particular:', '')
  }
  for (const page of pages) {
    lines.push(page.endsWith('/*') ? `- every page under \`${page.slice(0, -1)}\`` : `- [${page}](${base.replace(/\/$/, '')}${page})`)
  }
  return `${lines.join('\n')}\n`
}

function withAliases(route: string): string[] {
  return [route, ...(ALSO_AT[route] ?? [])]
}

/** Which content files name each picture, from the texts of the content files. */
export function pictureUsersOf(files: { path: string; text: string }[]): PictureUsers {
  const users: PictureUsers = {}
  for (const { path, text } of files) {
    for (const [picture] of text.matchAll(/\/images\/[\w./-]+\.(?:svg|png|jpe?g|webp|avif)/g)) {
      users[picture] = [...new Set([...(users[picture] ?? []), path])]
    }
  }
  return users
}
