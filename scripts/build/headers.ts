// The site's HTTP headers, written once: the build writes dist/client/_headers (Netlify, Cloudflare
// Pages), `npm run preview` sends that file's headers, `npm run dev` the same security headers. The
// Content-Security-Policy depends on the build's settings (the Supabase project, which map), so it is
// written at build time, never by hand.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadEnv } from 'vite'
import { formsBackend } from './forms-backend.ts'
import { ISLANDS_START_HASH } from '../../renderer/islandsStart.ts'

/** The static host's own settings files in the build (this file and _redirects): never served, under any spelling. */
export const HOST_FILES = new Set(['/_headers', '/_redirects'])

/** The build settings the headers depend on (the VITE_ variables of the build). */
export interface HeaderSettings {
  VITE_SUPABASE_URL?: string
  VITE_GOOGLE_MAPS_EMBED_KEY?: string
}

/** A path pattern of the `_headers` format (`/*` is every address) and the headers it adds. */
export interface HeaderRule {
  path: string
  headers: Record<string, string>
}

/** The host of each embedded map (components/home/directions.ts, mapEmbedUrl). */
export const MAP_HOSTS = {
  google: 'https://www.google.com',
  openStreetMap: 'https://www.openstreetmap.org',
} as const

/** Browser features the site uses: only the slideshow's full-screen button (the Fullscreen API). */
const ALLOWED_FEATURES: Record<string, string> = { fullscreen: '(self)' }

/** Features the site never uses. Only names Chromium knows: an unknown one (`interest-cohort`) logs an error on every page. */
export const DISABLED_FEATURES = [
  ...['accelerometer', 'autoplay', 'browsing-topics', 'camera', 'display-capture', 'encrypted-media', 'geolocation', 'gyroscope', 'hid', 'idle-detection'],
  ...['magnetometer', 'microphone', 'midi', 'payment', 'picture-in-picture', 'publickey-credentials-get', 'screen-wake-lock', 'serial', 'usb', 'xr-spatial-tracking'],
] as const

/** The origin of a URL setting (scheme, host and port), or an error naming the setting. */
function originOf(name: string, value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${name} is not a URL: "${value}"`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL: "${value}"`)
  return url.origin
}

/** Only the site itself, the embedded map and the Supabase project; with `devServerPort`, the live-reload websocket and Vike's inline dev script. */
export function contentSecurityPolicy(settings: HeaderSettings = {}, devServerPort?: number): string {
  const supabase = settings.VITE_SUPABASE_URL ? [originOf('VITE_SUPABASE_URL', settings.VITE_SUPABASE_URL)] : []
  const mapHost = settings.VITE_GOOGLE_MAPS_EMBED_KEY ? MAP_HOSTS.google : MAP_HOSTS.openStreetMap
  const dev = devServerPort === undefined ? { scripts: [], connect: [] } : devServerSources(devServerPort)
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // 'wasm-unsafe-eval': Pagefind's WebAssembly (no eval() of JavaScript). The one inline script starts the
    // islands, allowed by its hash; development needs 'unsafe-inline' instead (a hash would make browsers ignore it).
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...(devServerPort === undefined ? [ISLANDS_START_HASH] : []), ...dev.scripts],
    // Emotion's <style> and the toasts' style attributes; none of it runs code.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    // The forms' call, and the map's host, asked once to tell a map from an error page (OfficeMap).
    ['connect-src', "'self'", ...supabase, mapHost, ...dev.connect],
    ['frame-src', mapHost],
    ['manifest-src', "'self'"],
    // The site search reads its index in a web worker of the site's own.
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // The forms' server HTML posts to the function: the site itself (local function) or the Supabase project.
    ['form-action', "'self'", ...supabase],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

// 'self' covers the page's own websocket in Chromium, not in every browser.
const devServerSources = (port: number) => ({ scripts: ["'unsafe-inline'"], connect: [`ws://localhost:${port}`, `ws://127.0.0.1:${port}`] })

export function permissionsPolicy(): string {
  return [...DISABLED_FEATURES.map((feature) => `${feature}=()`), ...Object.entries(ALLOWED_FEATURES).map(([feature, allow]) => `${feature}=${allow}`)].join(', ')
}

/** The headers every answer carries. */
export function securityHeaders(settings: HeaderSettings = {}, devServerPort?: number): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings, devServerPort),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(),
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/** Files under /assets/ have a content hash in their names: they never change. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable'

/** The headers of `npm run dev`: no year-long cache, as files change under the same name while you edit. */
export function devServerHeaders(port: number, mode = 'development', root = process.cwd()): Record<string, string> {
  return securityHeaders(buildSettings(root, mode), port)
}

export function headerRules(settings: HeaderSettings = {}): HeaderRule[] {
  return [
    { path: '/*', headers: securityHeaders(settings) },
    { path: '/assets/*', headers: { 'Cache-Control': ASSET_CACHE } },
  ]
}

/** The rules in the `_headers` format of Netlify and Cloudflare Pages. */
export function formatHeadersFile(rules: HeaderRule[]): string {
  const lines = [
    '# Written by the build (scripts/build/headers.ts, from VITE_SUPABASE_URL and VITE_GOOGLE_MAPS_EMBED_KEY).',
    '# Netlify and Cloudflare Pages send these headers; `npm run preview` sends the same.',
  ]
  for (const rule of rules) {
    lines.push(rule.path)
    for (const [name, value] of Object.entries(rule.headers)) lines.push(`  ${name}: ${value}`)
  }
  return `${lines.join('\n')}\n`
}

/** Reads a `_headers` file: unindented lines are paths, indented `Name: value` lines their headers. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} })
      continue
    }
    const match = /^\s+([A-Za-z0-9-]+)\s*:\s*(.*)$/.exec(line)
    const rule = rules.at(-1)
    if (!match || !rule) throw new Error(`_headers line ${index + 1} is not "  Name: value" under a path: ${line}`)
    const [, name = '', value = ''] = match
    rule.headers[name] = rule.headers[name] ? `${rule.headers[name]}, ${value.trim()}` : value.trim()
  }
  return rules
}

/** Whether a `_headers` path pattern matches an address (`*` stands for any characters, line breaks of an encoded `%0d%0a` included). */
export function pathMatches(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${source}$`, 's').test(pathname)
}

/** The headers of every rule that matches the address, in the file's order. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of rules) {
    if (pathMatches(rule.path, pathname)) Object.assign(headers, rule.headers)
  }
  return headers
}

/** The settings of a build, read as Vite reads them (the environment, .env, .env.<mode> and their .local files). */
export function buildSettings(root = process.cwd(), mode = 'production'): HeaderSettings {
  const env = loadEnv(mode, root, 'VITE_')
  // The project the forms send to: a preview build's staging project, not production's.
  const forms = formsBackend({ ...env, ...process.env })
  return { VITE_SUPABASE_URL: forms.url, VITE_GOOGLE_MAPS_EMBED_KEY: env.VITE_GOOGLE_MAPS_EMBED_KEY || undefined }
}

/** Writes `_headers` into the built site (a step of scripts/build/after-build.ts). */
export function writeHeadersFile(outDir: string): void {
  writeFileSync(join(outDir, '_headers'), formatHeadersFile(headerRules(buildSettings())))
}
