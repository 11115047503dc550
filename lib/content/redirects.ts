// Former addresses (content/redirects.yaml, English addresses) stay as 301 redirects; each other
// language's address follows by itself. The check refuses a redirect from a live page, to no page or in
// a circle, and warns of a removed page with no redirect.
import type { z } from 'zod'
import type { redirectsSchema } from './schema.ts'
import { parseYaml, type Problem, type SourceFile } from './check/check-engine.ts'
import { problem } from './check/check-types.ts'
import { nearestRouteHint } from './check/links.ts'
import { routeOfFile } from './routes.ts'
import { defaultLanguage, splitLanguagePrefix, translationLanguages, withLanguagePrefix } from '../i18n/languages.ts'

export const REDIRECTS_FILE = 'content/redirects.yaml'

export type Redirects = z.infer<typeof redirectsSchema>

const isTranslated = (route: string) => splitLanguagePrefix(route).lang !== defaultLanguage

/** Where each former address leads, in every language, straight to the final page (no chains). */
export function movedAddresses(redirects: Redirects | undefined, routes: ReadonlySet<string>): Map<string, string> {
  const next = new Map((redirects ?? []).map((r) => [r.from, r.to]))
  const moved = new Map<string, string>()
  for (const from of next.keys()) {
    const to = follow(from, next).end
    if (!to) continue
    moved.set(from, to)
    if (isTranslated(from)) continue
    for (const lang of translationLanguages) {
      const translatedFrom = withLanguagePrefix(from, lang)
      const translatedTo = isTranslated(to) ? to : withLanguagePrefix(to, lang)
      // A reader of another language goes to the page in that language when there is one, else to the English page.
      if (!routes.has(translatedFrom) && !next.has(translatedFrom)) moved.set(translatedFrom, routes.has(translatedTo) ? translatedTo : to)
    }
  }
  return moved
}

/** The page a chain of redirects ends on, or the way round when it goes in a circle. */
function follow(from: string, next: Map<string, string>): { end?: string; circle?: string[] } {
  const way = [from]
  let at = next.get(from)!
  while (next.has(at)) {
    if (way.includes(at)) return { circle: [...way, at] }
    way.push(at)
    at = next.get(at)!
  }
  return { end: at }
}

export interface LinkSource {
  file: string
  route?: string
  links: { href: string; lineOffset: number }[]
}

export interface RedirectCheckInput {
  files: SourceFile[]
  redirects: Redirects | undefined
  routes: ReadonlySet<string>
  linkSources: LinkSource[]
  /** Content files the repository's history knows that are gone from the work tree. */
  formerFiles: readonly string[]
}

export function redirectProblems({ files, redirects, routes, linkSources, formerFiles }: RedirectCheckInput): Problem[] {
  const problems: Problem[] = []
  const source = files.find((f) => f.path === REDIRECTS_FILE)
  const lineOf = (source && parseYaml(REDIRECTS_FILE, source.text, 0, [])?.lineOf) || (() => undefined)
  const error = (index: number, field: 'from' | 'to', message: string) => problems.push(problem(REDIRECTS_FILE, lineOf([index, field]), message))
  const next = new Map<string, string>()
  for (const [index, { from, to }] of (redirects ?? []).entries()) {
    if (next.has(from)) error(index, 'from', `The address ${from} is listed twice. Keep one line for it.`)
    else if (routes.has(from)) error(index, 'from', `${from} still has a page, so a redirect would hide it from visitors. Remove this redirect, or rename or delete the page first.`)
    next.set(from, to)
  }
  for (const [index, { from, to }] of (redirects ?? []).entries()) {
    if (next.get(from) !== to) continue
    const { end, circle } = follow(from, next)
    if (circle) error(index, 'to', `These redirects go round in a circle (${circle.join(' → ')}), so a visitor never reaches a page. Send ${from} to a page that exists.`)
    else if (!routes.has(end!) && to === end) error(index, 'to', `The redirect from ${from} leads to ${to}, which is no page of this site. ${nearestRouteHint(to, new Set(routes))}`)
  }
  // A page whose file is gone, with no redirect saying where it went.
  const moved = movedAddresses(redirects, routes)
  for (const file of formerFiles) {
    const route = routeOfFile(file)
    if (!route || routes.has(route) || moved.has(route)) continue
    const linking = linkSources.filter((s) => s.links.some((l) => (l.href.split(/[?#]/)[0]?.replace(/(.)\/$/, '$1') ?? '') === route))
    const named = linking.map((s) => (s.route ? `${s.route} (${s.file})` : s.file))
    const message =
      `This file was removed, so its page ${route} now answers "Page not found" to bookmarks, printed handouts and search results. ` +
      `Say where it went in ${REDIRECTS_FILE}: ${suggestedRedirect(route, routes)}. ` +
      (named.length > 0 ? `These still link to it: ${named.join(', ')}.` : 'No page links to it any more.')
    problems.push(problem(file, undefined, message, 'warning'))
  }
  return problems
}

/** The redirect to add for a removed page: a removed translation leads to its English page. */
function suggestedRedirect(route: string, routes: ReadonlySet<string>): string {
  const english = splitLanguagePrefix(route).path
  if (isTranslated(route) && routes.has(english)) return `"- from: ${route}" and under it "to: ${english}"`
  return `"- from: ${english}" and under it "to: <the page that replaces it>"`
}
