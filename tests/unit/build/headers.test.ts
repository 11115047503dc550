// The site's headers (scripts/build/headers.ts): what the Content-Security-Policy allows for each build
// setting, the other security headers, and the _headers file the build writes and the preview reads.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { ISLANDS_START_SCRIPT } from '../../../renderer/islandsStart.ts'
import {
  ASSET_CACHE,
  buildSettings,
  contentSecurityPolicy,
  devServerHeaders,
  formatHeadersFile,
  headerRules,
  headersFor,
  MAP_HOSTS,
  parseHeadersFile,
  pathMatches,
  securityHeaders,
} from '../../../scripts/build/headers.ts'

/** The policy as a map from directive to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

describe('Content-Security-Policy', () => {
  it('allows scripts from the site only, no inline code but the islands\' start (by its hash), never eval (WebAssembly only, for search)', () => {
    const csp = directives(contentSecurityPolicy())
    const islandsStartHash = `'sha256-${createHash('sha256').update(ISLANDS_START_SCRIPT).digest('base64')}'`
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", islandsStartHash])
    expect(csp.get('worker-src')).toEqual(["'self'"])
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(contentSecurityPolicy()).not.toMatch(/[ ']unsafe-eval|strict-dynamic|\*/)
    for (const [name, sources] of csp) {
      if (name !== 'style-src') expect(sources, name).not.toContain("'unsafe-inline'")
    }
  })

  it('forbids framing, plugins, other base URLs and form targets', () => {
    const csp = directives(contentSecurityPolicy())
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('img-src')).toEqual(["'self'", 'data:'])
  })

  it('takes styles (Emotion\'s inline ones too), fonts and the web app manifest from the site alone', () => {
    const csp = directives(contentSecurityPolicy())
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp.get('font-src')).toEqual(["'self'"])
    expect(csp.get('manifest-src')).toEqual(["'self'"])
  })

  it('without settings: the forms call the site itself and the map is OpenStreetMap', () => {
    const csp = directives(contentSecurityPolicy({}))
    expect(csp.get('connect-src')).toEqual(["'self'", MAP_HOSTS.openStreetMap])
    expect(csp.get('frame-src')).toEqual([MAP_HOSTS.openStreetMap])
  })

  it('adds the origin of the Supabase project, whatever path the setting has', () => {
    const csp = directives(contentSecurityPolicy({ VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co/' }))
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://abcdefgh.supabase.co', MAP_HOSTS.openStreetMap])
    // The forms' server HTML posts there before its island starts, or without JavaScript.
    expect(csp.get('form-action')).toEqual(["'self'", 'https://abcdefgh.supabase.co'])
  })

  it('allows the Google map instead when the build has a Google Maps embed key', () => {
    const csp = directives(contentSecurityPolicy({ VITE_GOOGLE_MAPS_EMBED_KEY: 'key' }))
    expect(csp.get('frame-src')).toEqual([MAP_HOSTS.google])
    expect(csp.get('connect-src')).toEqual(["'self'", MAP_HOSTS.google])
  })

  it('refuses a Supabase setting that is not an http(s) URL', () => {
    expect(() => contentSecurityPolicy({ VITE_SUPABASE_URL: 'abcdefgh.supabase.co' })).toThrow(/VITE_SUPABASE_URL is not a URL/)
    expect(() => contentSecurityPolicy({ VITE_SUPABASE_URL: 'javascript:alert(1)' })).toThrow(/http\(s\)/)
  })
})

describe('the headers of npm run dev', () => {
  it('are the security headers of the site, with only inline scripts and the live-reload websocket added to the policy', () => {
    const dev = devServerHeaders(3000, 'production')
    const site = securityHeaders(buildSettings(process.cwd(), 'production'))
    expect(Object.keys(dev)).toEqual(Object.keys(site))
    for (const name of Object.keys(site)) if (name !== 'Content-Security-Policy') expect(dev[name], name).toBe(site[name])
    const devPolicy = directives(dev['Content-Security-Policy']!)
    const sitePolicy = directives(site['Content-Security-Policy']!)
    for (const [name, sources] of sitePolicy) {
      // Development has no islands' start (a hash would make browsers ignore 'unsafe-inline').
      if (name === 'script-src') expect(devPolicy.get(name)).toEqual([...sources.filter((source) => !source.startsWith("'sha256-")), "'unsafe-inline'"])
      else if (name === 'connect-src') expect(devPolicy.get(name)).toEqual([...sources, 'ws://localhost:3000', 'ws://127.0.0.1:3000'])
      else expect(devPolicy.get(name), name).toEqual(sources)
    }
    expect(dev['Content-Security-Policy']).not.toMatch(/[ ']unsafe-eval|\*/)
  })
})

describe('security headers', () => {
  it('has HSTS for two years, nosniff, no framing, the referrer policy and no shared window with other sites', () => {
    const headers = securityHeaders()
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin')
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains')
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['X-Frame-Options']).toBe('DENY')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
  })

  it('turns off camera, microphone, location, payment, USB and ad topics, and keeps full screen for the site', () => {
    const policy = new Map(securityHeaders()['Permissions-Policy']!.split(', ').map((entry) => entry.split('=') as [string, string]))
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
      expect(policy.get(feature), feature).toBe('()')
    }
    expect(policy.get('fullscreen')).toBe('(self)')
  })
})

describe('the _headers file', () => {
  it('reads back exactly what it writes', () => {
    const rules = headerRules({ VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co' })
    const text = formatHeadersFile(rules)
    expect(text).toMatch(/^\/\*\n {2}Content-Security-Policy: /m)
    // Someone who opens the file learns where it comes from before editing it by hand.
    expect(text.split('\n')[0]).toMatch(/^# Written by the build \(scripts\/build\/headers\.ts/)
    expect(parseHeadersFile(text)).toEqual(rules)
  })

  it('joins a header given twice under one path and reports a header without a path', () => {
    expect(parseHeadersFile('/*\n  X-Test: a\n  X-Test: b\n')).toEqual([{ path: '/*', headers: { 'X-Test': 'a, b' } }])
    expect(() => parseHeadersFile('  X-Test: a\n')).toThrow(/line 1/)
  })

  it('reads a file written by hand: blank and indented comment lines, spaces around paths, names, colons and values', () => {
    const text = '# the site\n/assets/*   \n   \n  # a note\n  Cache-Control :no-cache  \n\tX-Test:   a  \n'
    expect(parseHeadersFile(text)).toEqual([{ path: '/assets/*', headers: { 'Cache-Control': 'no-cache', 'X-Test': 'a' } }])
  })

  it('gives every address the security headers and only /assets/ files the long cache', () => {
    const rules = headerRules()
    for (const path of ['/', '/contactus', '/no-such-page', '/functions/v1/send-consultation', '/assets/entries/x.js']) {
      expect(headersFor(rules, path)['Content-Security-Policy'], path).toBe(contentSecurityPolicy())
    }
    expect(headersFor(rules, '/assets/chunks/a.B1c2.js')['Cache-Control']).toBe(ASSET_CACHE)
    expect(headersFor(rules, '/')['Cache-Control']).toBeUndefined()
    expect(headersFor(rules, '/images/home/hero.svg')['Cache-Control']).toBeUndefined()
  })

  it('matches paths like the static hosts: * is any characters, the rest literally', () => {
    expect(pathMatches('/*', '/')).toBe(true)
    expect(pathMatches('/assets/*', '/assets/')).toBe(true)
    expect(pathMatches('/assets/*', '/assetsX/a.js')).toBe(false)
    expect(pathMatches('/a.b', '/aXb')).toBe(false)
    expect(pathMatches('/robots.txt', '/robots.txt')).toBe(true)
    // An address with an encoded line break in it still gets the security headers.
    expect(pathMatches('/*', '/a\r\nb')).toBe(true)
  })
})

describe('build settings', () => {
  let dir: string | undefined
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
    dir = undefined
  })

  it('are read from .env files like Vite reads them for a production build', () => {
    dir = mkdtempSync(join(tmpdir(), 'headers-'))
    writeFileSync(join(dir, '.env.production'), 'VITE_SUPABASE_URL=https://fromfile.supabase.co\nOTHER=1\n')
    const previous = process.env.VITE_SUPABASE_URL
    delete process.env.VITE_SUPABASE_URL
    try {
      expect(buildSettings(dir)).toEqual({ VITE_SUPABASE_URL: 'https://fromfile.supabase.co', VITE_GOOGLE_MAPS_EMBED_KEY: undefined })
    } finally {
      if (previous !== undefined) process.env.VITE_SUPABASE_URL = previous
    }
  })

  it('choose the Google map when a .env file gives an embed key, and OpenStreetMap when the key is empty', () => {
    dir = mkdtempSync(join(tmpdir(), 'headers-'))
    writeFileSync(join(dir, '.env.production'), 'VITE_GOOGLE_MAPS_EMBED_KEY=a-key\n')
    expect(buildSettings(dir).VITE_GOOGLE_MAPS_EMBED_KEY).toBe('a-key')
    writeFileSync(join(dir, '.env.production'), 'VITE_GOOGLE_MAPS_EMBED_KEY=\n')
    expect(buildSettings(dir).VITE_GOOGLE_MAPS_EMBED_KEY).toBeUndefined()
  })
})
