// Former addresses (content/redirects.yaml): a renamed or removed page keeps its old address as a 301,
// in both languages, and the check keeps the list honest. On the small fixture content folder.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { movedAddresses } from '../../../lib/content/redirects.ts'
import { routeOfFile } from '../../../lib/content/routes.ts'
import { validateContent, type SourceFile } from '../../../lib/content/check/validate.ts'
import { answerRedirect, readRedirectsFile, redirectsFile } from '../../../scripts/build/redirects.ts'
import { checkOptions, fixtureFiles, withFile } from '../check/fixture-content.ts'

const stroke = 'content/conditions/stroke.mdx'
const renamed = 'content/conditions/stroke-and-tia.mdx'
const epilepsy = 'content/conditions/epilepsy.mdx'

/** The fixture with the stroke article under a new file name, and the redirects file given. */
function renameStroke(redirects: string, files = fixtureFiles): SourceFile[] {
  const moved = files.map((f) => (f.path === stroke ? { ...f, path: renamed } : f))
  return withFile('content/redirects.yaml', () => redirects, moved)
}

/** What the check says of the redirects and removed files, and every error, knowing from the history which files were removed. */
function problemsOf(files: SourceFile[], formerFiles: string[] = []) {
  const { problems } = validateContent(files, { ...checkOptions, formerFiles })
  return problems.filter((p) => p.file === 'content/redirects.yaml' || formerFiles.includes(p.file) || (p.level === 'error' && !p.message.startsWith('This file is missing')))
}

const strokeRedirect = '- from: /conditions/stroke\n  to: /conditions/stroke-and-tia\n'

describe('renamed and removed pages', () => {
  it('accepts a rename that says where the old address goes', () => {
    expect(problemsOf(renameStroke(strokeRedirect), [stroke]).filter((p) => p.level === 'error')).toEqual([])
    expect(problemsOf(renameStroke(strokeRedirect), [stroke]).filter((p) => p.message.includes('was removed'))).toEqual([])
  })

  it('accepts a redirects file with only its comments', () => {
    expect(problemsOf(withFile('content/redirects.yaml', () => '# Former addresses\n'))).toEqual([])
  })

  it('refuses a link to the old address, naming the new one', () => {
    const files = withFile(epilepsy, (t) => `${t}\nSee [stroke](/conditions/stroke#warning-signs).\n`, renameStroke(strokeRedirect))
    const errors = problemsOf(files, [stroke]).filter((p) => p.level === 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ file: epilepsy, line: 12 })
    expect(errors[0]!.message).toBe('The page /conditions/stroke has moved to /conditions/stroke-and-tia (content/redirects.yaml). Write the new address: "/conditions/stroke-and-tia#warning-signs".')
  })

  it('warns when a page is removed without saying where it went, naming what linked to it', () => {
    const files = withFile(epilepsy, (t) => `${t}\nSee [stroke](/conditions/stroke).\n`, renameStroke('# nothing yet\n'))
    const warning = problemsOf(files, [stroke]).find((p) => p.file === stroke)
    expect(warning?.level).toBe('warning')
    expect(warning?.message).toContain('its page /conditions/stroke now answers "Page not found"')
    expect(warning?.message).toContain('"- from: /conditions/stroke"')
    expect(warning?.message).toContain('These still link to it: /conditions/epilepsy (content/conditions/epilepsy.mdx).')
  })

  it('refuses a redirect from a page that still exists, to no page, or round in a circle', () => {
    const fromLive = problemsOf(withFile('content/redirects.yaml', () => '- from: /conditions/epilepsy\n  to: /conditions/stroke\n'))
    expect(fromLive).toEqual([{ file: 'content/redirects.yaml', line: 1, level: 'error', message: expect.stringContaining('/conditions/epilepsy still has a page') }])
    const toNothing = problemsOf(renameStroke('- from: /conditions/stroke\n  to: /conditions/strok-and-tia\n'), [stroke])
    expect(toNothing.filter((p) => p.level === 'error')).toEqual([{ file: 'content/redirects.yaml', line: 2, level: 'error', message: expect.stringMatching(/leads to \/conditions\/strok-and-tia, which is no page of this site\. Did you mean "\/conditions\/stroke-and-tia"\?/) }])
    const circle = problemsOf(withFile('content/redirects.yaml', () => '- from: /old-a\n  to: /old-b\n- from: /old-b\n  to: /old-a\n'))
    expect(circle.map((p) => p.message)).toEqual([expect.stringContaining('go round in a circle (/old-a → /old-b → /old-a)'), expect.stringContaining('go round in a circle (/old-b → /old-a → /old-b)')])
  })

  it('sends the Spanish address to the Spanish page when there is one, else to the English page', () => {
    const routes = new Set(['/conditions/stroke-and-tia', '/es/conditions/stroke-and-tia', '/team/ann-lee'])
    const moved = movedAddresses(
      [
        { from: '/conditions/stroke', to: '/conditions/stroke-and-tia' },
        { from: '/team/old-name', to: '/team/ann-lee' },
        { from: '/conditions/tia', to: '/conditions/stroke' },
      ],
      routes,
    )
    expect(Object.fromEntries(moved)).toEqual({
      '/conditions/stroke': '/conditions/stroke-and-tia',
      '/es/conditions/stroke': '/es/conditions/stroke-and-tia',
      '/team/old-name': '/team/ann-lee',
      '/es/team/old-name': '/team/ann-lee',
      // A chain is written as one step, so a visitor is redirected once.
      '/conditions/tia': '/conditions/stroke-and-tia',
      '/es/conditions/tia': '/es/conditions/stroke-and-tia',
    })
    expect(redirectsFile(new Map([['/conditions/stroke', '/conditions/stroke-and-tia']]))).toContain('/conditions/stroke /conditions/stroke-and-tia 301\n/conditions/stroke/ /conditions/stroke-and-tia 301\n')
  })

  it('knows the page each content file made', () => {
    expect(routeOfFile('content/conditions/stroke.mdx')).toBe('/conditions/stroke')
    expect(routeOfFile('content/pages/clinical-trials.mdx')).toBe('/clinical-trials')
    expect(routeOfFile('content/es/pages/home.mdx')).toBe('/es')
    expect(routeOfFile('content/es/conditions/stroke.mdx')).toBe('/es/conditions/stroke')
    expect(routeOfFile('content/site.yaml')).toBeUndefined()
  })
})

describe('a built site\'s _redirects file, as the preview reads and answers it', () => {
  /** A server that answers with the rules of a _redirects file written here, and 404 for any other address. */
  async function serving(file: string | undefined) {
    const dir = mkdtempSync(join(tmpdir(), 'redirects-'))
    if (file !== undefined) writeFileSync(join(dir, '_redirects'), file)
    const rules = readRedirectsFile(dir)
    const server = createServer((req, res) => {
      if (!answerRedirect(rules, new URL(req.url!, 'http://x').pathname, req, res)) res.writeHead(404).end('not found')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const close = () => {
      server.close()
      rmSync(dir, { recursive: true, force: true })
    }
    return { rules, base, close }
  }

  it('answers each rule with its status and new address, keeps the query, and says where in the body (none for HEAD)', async () => {
    const file = '# comment\n/old /new 301\n/old/ /new 301\n/temp /elsewhere 302\n/bare /target\n/old /not-this-one 301\n\n'
    const { rules, base, close } = await serving(file)
    try {
      expect([...rules.keys()]).toEqual(['/old', '/old/', '/temp', '/bare'])
      const old = await fetch(`${base}/old?from=handout`, { redirect: 'manual' })
      expect(old.status).toBe(301)
      expect(old.headers.get('location')).toBe('/new?from=handout')
      expect(old.headers.get('cache-control')).toBe('no-cache')
      expect(old.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(await old.text()).toBe('Moved to /new\n')
      const withSlash = await fetch(`${base}/old/`, { redirect: 'manual' })
      expect([withSlash.status, withSlash.headers.get('location')]).toEqual([301, '/new'])
      const temporary = await fetch(`${base}/temp`, { redirect: 'manual' })
      expect([temporary.status, temporary.headers.get('location')]).toEqual([302, '/elsewhere'])
      // A rule without a status is a 302, as the hosts read it.
      expect((await fetch(`${base}/bare`, { redirect: 'manual' })).status).toBe(302)
      const head = await fetch(`${base}/old`, { method: 'HEAD', redirect: 'manual' })
      expect(head.status).toBe(301)
      expect(await head.text()).toBe('')
      expect((await fetch(`${base}/other`, { redirect: 'manual' })).status).toBe(404)
    } finally {
      close()
    }
  })

  it('has no rules when the build wrote no file, or one with comments only', async () => {
    for (const file of [undefined, '# Former addresses\n']) {
      const { rules, base, close } = await serving(file)
      try {
        expect(rules.size).toBe(0)
        expect((await fetch(`${base}/old`, { redirect: 'manual' })).status).toBe(404)
      } finally {
        close()
      }
    }
  })

  it('writes each former address with and without its final slash, after a comment line', () => {
    expect(redirectsFile(new Map([['/a', '/b'], ['/es/a', '/es/b']]))).toBe(
      '# Former addresses of renamed or removed pages (content/redirects.yaml). Written by the build.\n/a /b 301\n/a/ /b 301\n/es/a /es/b 301\n/es/a/ /es/b 301\n',
    )
    expect(redirectsFile(new Map())).toBe('# Former addresses of renamed or removed pages (content/redirects.yaml). Written by the build.\n\n')
  })
})
