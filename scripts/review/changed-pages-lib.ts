// Which pages of the site a set of changed files affects: the pure part of scripts/review/changed-pages.ts.
// A content file maps to the pages that read it when the site was last built (the record of
// lib/content/pageSources.ts); a shared file (layout, components, site facts, build setup) to every
// page; tests, documentation and tooling to none.
import type { PageSources } from '../../lib/content/pageSources.ts'
import { withAliases } from '../../lib/content/routes.ts'
import { splitLanguagePrefix } from '../../lib/i18n/languages.ts'

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
  /^pages\/[^/]+$/, // files directly in pages/, such as +config.ts
  /^pages\/@/, // the catch-all page of every plain content page
  /^public\//, // pictures no content file names are used by the layout or components
  /^(package\.json|package-lock\.json|vite\.config\.ts|tsconfig\.json)$/,
]

const EVERY_PAGE = 'every page'

/** The pages that show a content file; one no page read changes its folder's lists, one nothing explains may be anywhere. */
function pagesShowing(path: string, sources: PageSources): string[] | typeof EVERY_PAGE {
  const routes = Object.keys(sources.pages)
  const reading = (file: string) => routes.filter((route) => sources.pages[route]!.includes(file))
  const showing = reading(path)
  const pages = showing.length > 0 || !path.endsWith('.mdx') ? showing : reading(path.slice(0, path.lastIndexOf('/') + 1))
  if (pages.length === 0 || pages.length === routes.length) return EVERY_PAGE
  return pages
}

/** The pages one changed file affects, or "every page". */
export function pagesOf(file: string, sources: PageSources, pictureUsers: PictureUsers = {}): string[] | typeof EVERY_PAGE {
  const path = file.trim().replace(/^\.\//, '')

  if (/^content\/.+\.(mdx|ya?ml)$/.test(path)) return pagesShowing(path, sources)

  let match = /^pages\/([^/@][^/]*)\/(@[^/]+\/)?/.exec(path)
  if (match) {
    const route = match[1] === 'index' ? '/' : match[1] === '_error' ? '/404' : `/${match[1]}`
    return withAliases([match[2] ? `${route}/*` : route])
  }

  match = /^public(\/images\/.+)$/.exec(path)
  const users = match ? (pictureUsers[match[1]!] ?? []) : []
  if (users.length > 0) {
    const pages = users.map((user) => pagesOf(user, sources, pictureUsers))
    return pages.includes(EVERY_PAGE) ? EVERY_PAGE : [...new Set((pages as string[][]).flat())]
  }

  if (SHARED.some((pattern) => pattern.test(path))) return EVERY_PAGE
  return [] // tests, documentation, workflows, scripts, the form function
}

/** The pages a set of changed files affects. */
export function changedPages(files: string[], sources: PageSources, pictureUsers: PictureUsers = {}): ChangedPages {
  const everyPage: string[] = []
  const pages = new Set<string>()
  for (const file of files.map((f) => f.trim()).filter(Boolean)) {
    const result = pagesOf(file, sources, pictureUsers)
    if (result === EVERY_PAGE) everyPage.push(file)
    // A page in several languages: a change to any version lists them all (the built pages with the
    // same address but for the language), so reviewers compare them.
    else
      for (const page of result) {
        pages.add(page)
        for (const route of Object.keys(sources.pages)) if (splitLanguagePrefix(route).path === splitLanguagePrefix(page).path) pages.add(route)
      }
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
