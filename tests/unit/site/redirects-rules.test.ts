// The rules of content/redirects.yaml (lib/content/redirects.ts) on tiny inputs written here: where each
// former address leads in both languages, what the check tells the clinician who edits the file (which
// line, what to write), and the warning for a page whose file was removed. Every expected address,
// line and word is written out by hand.
import { describe, expect, it } from 'vitest'
import { movedAddresses, redirectProblems, type LinkSource, type RedirectCheckInput } from '../../../lib/content/redirects.ts'
import { redirectsSchema } from '../../../lib/content/schemas/redirects.ts'

const REDIRECTS = 'content/redirects.yaml'

/** The check of a redirects file written here (its text gives the lines; its entries are written out beside it). */
function checkOf(text: string, redirects: { from: string; to: string }[], routes: string[], more: Partial<RedirectCheckInput> = {}) {
  return redirectProblems({ files: [{ path: REDIRECTS, text }], redirects, routes: new Set(routes), linkSources: [], formerFiles: [], ...more })
}

/** The warning for one removed file, on a site with these pages and links and no redirects. */
function removedWarning(file: string, routes: string[], linkSources: LinkSource[] = []) {
  const problems = redirectProblems({ files: [], redirects: undefined, routes: new Set(routes), linkSources, formerFiles: [file] })
  expect(problems).toHaveLength(1)
  expect(problems[0]).toMatchObject({ file, level: 'warning' })
  return problems[0]!.message
}

describe('where a former address leads in each language', () => {
  it('keeps a Spanish page that still has the old address: only the English address redirects', () => {
    const moved = movedAddresses([{ from: '/conditions/stroke', to: '/conditions/stroke-and-tia' }], new Set(['/conditions/stroke-and-tia', '/es/conditions/stroke']))
    expect(Object.fromEntries(moved)).toEqual({ '/conditions/stroke': '/conditions/stroke-and-tia' })
  })

  it('sends a Spanish address where its own line in the file says, even when the English line comes after it', () => {
    const moved = movedAddresses(
      [
        { from: '/es/conditions/stroke', to: '/es/conditions/ictus' },
        { from: '/conditions/stroke', to: '/conditions/stroke-and-tia' },
      ],
      new Set(['/conditions/stroke-and-tia', '/es/conditions/stroke-and-tia', '/es/conditions/ictus']),
    )
    expect(Object.fromEntries(moved)).toEqual({
      '/es/conditions/stroke': '/es/conditions/ictus',
      '/conditions/stroke': '/conditions/stroke-and-tia',
    })
  })

  it('writes a redirect from a Spanish address as it is, with no other address made from it', () => {
    const moved = movedAddresses([{ from: '/es/conditions/ictus', to: '/es/conditions/stroke' }], new Set(['/es/conditions/stroke']))
    expect(Object.fromEntries(moved)).toEqual({ '/es/conditions/ictus': '/es/conditions/stroke' })
  })
})

describe('what the check tells the editor of content/redirects.yaml', () => {
  it('refuses an address listed twice, at the line of its second "from"', () => {
    const text = '- from: /old\n  to: /conditions/stroke\n- to: /conditions/epilepsy\n  from: /old\n'
    const problems = checkOf(text, [{ from: '/old', to: '/conditions/stroke' }, { from: '/old', to: '/conditions/epilepsy' }], ['/conditions/stroke', '/conditions/epilepsy'])
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: REDIRECTS, line: 4, level: 'error' })
    expect(problems[0]!.message).toContain('/old is listed twice')
    expect(problems[0]!.message).toContain('Keep one line')
  })

  it('refuses a redirect from an address that still has a page, at the line of its "from"', () => {
    const problems = checkOf('- to: /conditions/stroke\n  from: /conditions/epilepsy\n', [{ from: '/conditions/epilepsy', to: '/conditions/stroke' }], ['/conditions/stroke', '/conditions/epilepsy'])
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: REDIRECTS, line: 2, level: 'error' })
    expect(problems[0]!.message).toContain('/conditions/epilepsy still has a page')
  })

  it('reports a circle as an error, and not again on the line the site ignores of an address listed twice', () => {
    const text = '- from: /old-a\n  to: /gone\n- from: /old-a\n  to: /old-b\n- from: /old-b\n  to: /old-a\n'
    const problems = checkOf(text, [{ from: '/old-a', to: '/gone' }, { from: '/old-a', to: '/old-b' }, { from: '/old-b', to: '/old-a' }], ['/conditions/stroke'])
    const circles = problems.filter((p) => p.message.includes('go round in a circle'))
    expect(circles.map((p) => [p.line, p.level])).toEqual([[4, 'error'], [6, 'error']])
    expect(problems.filter((p) => p.message.includes('listed twice')).map((p) => p.line)).toEqual([3])
  })

  it('names the step that closes the circle when a chain runs into one', () => {
    // /start → /b → /c → /b: /start is not in the circle, but a visitor sent there never reaches a page either.
    const text = '- from: /start\n  to: /b\n- from: /b\n  to: /c\n- from: /c\n  to: /b\n'
    const problems = checkOf(text, [{ from: '/start', to: '/b' }, { from: '/b', to: '/c' }, { from: '/c', to: '/b' }], ['/conditions/stroke'])
    expect(problems.map((p) => p.line)).toEqual([2, 4, 6])
    const start = problems[0]!.message
    expect(start).toContain('go round in a circle (/start → /b → /c → /b)')
    expect(start).toContain('Send /start to a page that exists')
  })

  it('refuses a chain that ends on no page once, at the step that names the missing page', () => {
    const text = '- from: /conditions/tia\n  to: /conditions/stroke\n- from: /conditions/stroke\n  to: /conditions/strok-and-tia\n'
    const problems = checkOf(text, [{ from: '/conditions/tia', to: '/conditions/stroke' }, { from: '/conditions/stroke', to: '/conditions/strok-and-tia' }], ['/conditions/stroke-and-tia', '/conditions/epilepsy'])
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: REDIRECTS, line: 4, level: 'error' })
    expect(problems[0]!.message).toContain('leads to /conditions/strok-and-tia, which is no page')
    expect(problems[0]!.message).toContain('"/conditions/stroke-and-tia"')
  })

  it('still warns of a removed page while content/redirects.yaml cannot be read (a tab in it)', () => {
    const problems = redirectProblems({
      files: [{ path: REDIRECTS, text: '- from: /conditions/stroke\n\tto: /conditions/stroke-and-tia\n' }],
      redirects: undefined,
      routes: new Set(['/conditions/stroke-and-tia']),
      linkSources: [],
      formerFiles: ['content/conditions/stroke.mdx'],
    })
    expect(problems.map((p) => [p.file, p.level])).toEqual([['content/conditions/stroke.mdx', 'warning']])
    expect(problems[0]!.message).toContain('/conditions/stroke')
  })
})

describe('the warning for a removed page with no redirect', () => {
  it('asks for a redirect from the old address to the page that replaces it, and says when nothing links to it', () => {
    const message = removedWarning('content/conditions/headache.mdx', ['/conditions/stroke'])
    expect(message).toContain('/conditions/headache now answers "Page not found"')
    expect(message).toContain('content/redirects.yaml: "- from: /conditions/headache" and under it "to: <the page that replaces it>"')
    expect(message).toContain('No page links to it any more.')
    expect(message).not.toContain('still link to it')
  })

  it('asks for a removed Spanish translation to lead to its English page, which is still there', () => {
    const message = removedWarning('content/es/conditions/stroke.mdx', ['/conditions/stroke', '/es'])
    expect(message).toContain('/es/conditions/stroke now answers "Page not found"')
    expect(message).toContain('"- from: /es/conditions/stroke" and under it "to: /conditions/stroke"')
  })

  it('asks for the English redirect when a Spanish translation and its English page are both gone', () => {
    const message = removedWarning('content/es/conditions/headache.mdx', ['/conditions/stroke', '/es/conditions/stroke'])
    expect(message).toContain('"- from: /conditions/headache" and under it "to: <the page that replaces it>"')
  })

  it('names each page that still links to it, however the link is written (final slash, #section, ?query), and no other', () => {
    const linkSources: LinkSource[] = [
      { file: 'content/conditions/epilepsy.mdx', route: '/conditions/epilepsy', links: [{ href: '/conditions/headache/', lineOffset: 12 }] },
      { file: 'content/conditions/stroke.mdx', route: '/conditions/stroke', links: [{ href: '/conditions/stroke-and-tia', lineOffset: 3 }, { href: '/conditions/headache-migraine', lineOffset: 5 }] },
      { file: 'content/site.yaml', links: [{ href: '/conditions/headache#causes', lineOffset: 40 }] },
      { file: 'content/pages/home.mdx', route: '/', links: [{ href: '/conditions/headache?from=handout', lineOffset: 8 }] },
    ]
    const message = removedWarning('content/conditions/headache.mdx', ['/', '/conditions/epilepsy', '/conditions/stroke', '/conditions/headache-migraine'], linkSources)
    expect(message).toContain('These still link to it: /conditions/epilepsy (content/conditions/epilepsy.mdx), content/site.yaml, / (content/pages/home.mdx).')
    expect(message).not.toContain('No page links to it')
  })

  it('says nothing of a removed file that made no page, or whose address has a page again', () => {
    const silent = (file: string, routes: string[]) => redirectProblems({ files: [], redirects: undefined, routes: new Set(routes), linkSources: [], formerFiles: [file] })
    expect(silent('content/site.yaml', ['/'])).toEqual([])
    expect(silent('content/conditions/drafts/headache.mdx', ['/'])).toEqual([])
    expect(silent('content/conditions/headache.mdx', ['/', '/conditions/headache'])).toEqual([])
  })
})

describe('the addresses an editor writes in content/redirects.yaml', () => {
  const accepted = (address: string) => redirectsSchema.safeParse([{ from: address, to: '/conditions/stroke' }]).success
  it('takes a page address, the home page, and addresses with digits and dashes', () => {
    for (const address of ['/', '/conditions/stroke', '/es/conditions/stroke', '/team/dr-2', '/a']) expect(accepted(address), address).toBe(true)
  })
  it('refuses a slash at the end or two in a row, which is not the address of any page', () => {
    for (const address of ['/conditions/stroke/', '/conditions//stroke', '//', '/es/']) expect(accepted(address), address).toBe(false)
    const result = redirectsSchema.safeParse([{ from: '/conditions/epilepsy/', to: '/conditions/stroke' }])
    expect(result.error?.issues[0]?.message).toContain('none at the end')
  })
})
