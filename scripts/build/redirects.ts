// Former addresses (content/redirects.yaml, lib/content/redirects.ts) as the host's redirects file:
// dist/client/_redirects, one "from to 301" line each, in both languages, read by Cloudflare Pages
// (and by `npm run preview:host`, its own local runtime). `npm run preview` reads the same file
// (answerRedirect), so both previews answer exactly what the host will.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { readSiteContent } from '../../lib/content/runtime.ts'
import type { Content } from '../../lib/content/content-types.ts'
import { movedAddresses } from '../../lib/content/redirects.ts'
import { allRoutes, routeTable } from '../../lib/content/routes.ts'

/** The _redirects lines: each former address, with and without a final slash, straight to its page. */
export function redirectsFile(moved: ReadonlyMap<string, string>): string {
  const lines = [...moved].flatMap(([from, to]) => [`${from} ${to} 301`, `${from}/ ${to} 301`])
  return `# Former addresses of renamed or removed pages (content/redirects.yaml). Written by the build.\n${lines.join('\n')}\n`
}

// Stryker disable all: the after-build step loads the whole content; the built-HTML tests check the
// file it wrote (tests/built/pages.test.ts).
/** The after-build step: writes _redirects into the built site. */
export function writeRedirectsFile(outDir: string, content: Content = readSiteContent()): void {
  // The data only: the pages' texts were compiled and checked by the build already.
  const routes = new Set(allRoutes(routeTable(content)))
  const moved = movedAddresses(content.redirects, routes)
  writeFileSync(join(outDir, '_redirects'), redirectsFile(moved))
  console.log(`redirects: ${moved.size} former address(es)`)
}

// Stryker restore all

/** The rules of a built site's _redirects file (source → destination and status). */
export function readRedirectsFile(root: string): Map<string, { to: string; status: number }> {
  const file = join(root, '_redirects')
  const rules = new Map<string, { to: string; status: number }>()
  if (!existsSync(file)) return rules
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/)
    if (!from || from.startsWith('#') || !to || rules.has(from)) continue
    rules.set(from, { to, status: Number(status ?? 302) })
  }
  return rules
}

/** Answers a request for a former address with its redirect; false when the path is not one. */
export function answerRedirect(rules: ReturnType<typeof readRedirectsFile>, pathname: string, req: IncomingMessage, res: ServerResponse): boolean {
  const rule = rules.get(pathname)
  if (!rule) return false
  const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''
  res.writeHead(rule.status, { Location: `${rule.to}${query}`, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' })
  res.end(req.method === 'HEAD' ? undefined : `Moved to ${rule.to}\n`)
  return true
}
