// Which pages of the site a set of changed files affects: the pure part of scripts/changed-pages.ts.
// A content file maps to the pages that show it; a shared file (layout, components, site facts,
// build setup) to every page; tests, documentation and tooling to none.
import { pagesShowing, withAliases } from '../lib/content/pageSources.ts'
import { otherLanguageRoute, spanishRoutes } from '../lib/content/routes.ts'

export interface ChangedPages {
  /** The changed shared files that affect every page (empty when none). */
  everyPage: string[]
  /** The addresses of the changed pages, "/" first. "/conditions/*" stands for every page under /conditions/. */
  pages: string[]
}

/** For each picture (its address, such as /images/conditions/stroke.svg), the content files that name it. */
export type PictureUsers = Record<string, string[]>

/** Files and folders every page is built from. */
const SHARED = [
  /^renderer\//,
  /^components\//,
  /^lib\//, // the content schemas, loader and routes (lib/content/)
  /^content\/.+\.mdx$/, // an entry of a collection not listed above: it may be shown anywhere
  /^pages\/[^/]+$/, // files directly in pages/, such as +config.ts
  /^pages\/@/, // the catch-all page of every plain content page
  /^public\//, // pictures no content file names are used by the layout or components
  /^(package\.json|package-lock\.json|vite\.config\.ts|tsconfig\.json)$/,
]

const EVERY_PAGE = 'every page'

/** The pages one changed file affects, or "every page". */
export function pagesOf(file: string, pictureUsers: PictureUsers = {}): string[] | typeof EVERY_PAGE {
  const path = file.trim().replace(/^\.\//, '')

  let match = /^content\/(conditions|team)\/([^/]+)\.mdx$/.exec(path)
  if (match) {
    const english = `/${match[1]}/${match[2]}`
    const spanish = otherLanguageRoute(english)
    return [english, ...(spanish ? [spanish] : []), ...pagesShowing(path)]
  }
  // A translated condition: both versions, so reviewers compare them.
  match = /^content\/es\/conditions\/([^/]+)\.mdx$/.exec(path)
  if (match) return [`/conditions/${match[1]}`, `/es/conditions/${match[1]}`]

  // A page in two languages: a change to either version lists both, so reviewers compare them.
  match = /^content\/(es\/)?pages\/([^/]+)\.mdx$/.exec(path)
  if (match) {
    const english = match[2] === 'home' ? '/' : `/${match[2]}`
    const spanish = otherLanguageRoute(english)
    return withAliases(spanish ? [english, spanish] : [english])
  }
  if (/^content\/es\/ui\.ya?ml$/.test(path)) return spanishRoutes()

  // Data files and list entries shown by particular pages (lib/content/pageSources.ts); any other
  // data file (site.yaml…) reaches every page.
  const showing = pagesShowing(path)
  if (showing.length > 0) return showing
  if (/^content\/[^/]+\.ya?ml$/.test(path)) return EVERY_PAGE

  match = /^pages\/([^/@][^/]*)\/(@[^/]+\/)?/.exec(path)
  if (match) {
    const route = match[1] === 'index' ? '/' : match[1] === '_error' ? '/404' : `/${match[1]}`
    return withAliases([match[2] ? `${route}/*` : route])
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
