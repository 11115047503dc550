// The preview summary's list of changed pages: each kind of changed file maps to the pages a reviewer
// should open, shared files to "every page", and tooling to none.
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../lib/content/load.ts'
import { otherLanguageRoute } from '../../lib/content/routes.ts'
import { changedPages, changedPagesMarkdown, pagesOf, pictureUsersOf } from '../../scripts/changed-pages-lib.ts'

const FOUNDER_SLUG = loadContent().content.team.find((member) => member.data.founder)!.slug
/** A page and, when it has been translated, its Spanish version: a change to either lists both. */
const withSpanish = (route: string) => [route, ...[otherLanguageRoute(route) ?? []].flat()]

describe('pages a changed file affects', () => {
  it.each([
    ['content/conditions/stroke.mdx', withSpanish('/conditions/stroke')],
    ['content/team/marcus-bell.mdx', ['/team/marcus-bell', '/our-team', '/locations/*']],
    [`content/team/${FOUNDER_SLUG}.mdx`, [`/team/${FOUNDER_SLUG}`, '/our-team', '/our-founder', '/locations/*']],
    ['content/pages/home.mdx', withSpanish('/')],
    // A page with a Spanish version lists both, whichever of the two changed.
    ['content/pages/contactus.mdx', ['/contactus', '/es/contactus']],
    ['content/es/pages/contactus.mdx', ['/contactus', '/es/contactus']],
    ['content/es/conditions/stroke.mdx', ['/conditions/stroke', '/es/conditions/stroke']],
    ['content/pages/policies.mdx', ['/policies', '/legal']],
    ['content/procedures/eeg.mdx', ['/procedures']],
    ['content/infusions/ms-infusion.mdx', ['/infusion']],
    ['content/policies/privacy-policy.mdx', ['/policies', '/legal']],
    ['content/locations.yaml', ['/', '/consultation-form', '/locations', '/locations/*']],
    ['content/locations-page.yaml', ['/', '/locations', '/locations/*']],
    ['pages/locations/@slug/+Page.server.tsx', ['/locations/*']],
    ['content/insurance.yaml', ['/', '/consultation-form']],
    ['content/stats.yaml', ['/']],
    ['content/home.yaml', ['/', '/locations', '/locations/*']],
    ['content/disorders.yaml', ['/disorders']],
    ['content/disorders-page.yaml', ['/disorders']],
    ['content/meet-us.yaml', ['/meet-us']],
    ['content/slideshow.yaml', ['/slideshow']],
    ['content/video-scenes.yaml', ['/video-preview']],
    ['content/patient-resources.yaml', ['/patients']],
    ['content/testimonials.yaml', ['/our-founder']],
    ['content/consultation-types.yaml', ['/consultations']],
    ['pages/index/+Page.server.tsx', ['/']],
    ['pages/disorders/+Page.server.tsx', ['/disorders']],
    ['pages/policies/+Page.server.tsx', ['/policies', '/legal']],
    ['pages/conditions/@slug/+data.ts', ['/conditions/*']],
    ['pages/_error/+Page.server.tsx', ['/404']],
  ])('%s → %j', (file, pages) => {
    expect(pagesOf(file)).toEqual(pages)
  })

  it.each([
    'content/site.yaml',
    'content/new-shared-facts.yaml',
    'content/faqs/first-visit.mdx',
    'lib/content/schema.ts',
    'renderer/Layout.tsx',
    'components/Header.tsx',
    'pages/+config.ts',
    'package.json',
    'package-lock.json',
    'vite.config.ts',
    'public/favicon.svg',
    'public/images/brand/logo.svg',
  ])('%s → every page', (file) => {
    expect(pagesOf(file)).toBe('every page')
  })

  it.each(['tests/unit/content-validate.test.ts', 'README.md', 'content/README.md', 'CONTRIBUTING.md', '.github/workflows/ci.yml', 'scripts/preview.ts', 'eslint.config.js'])(
    '%s → no page',
    (file) => {
      expect(pagesOf(file)).toEqual([])
    },
  )

  it('maps a picture to the pages of the content files that show it', () => {
    const users = pictureUsersOf([
      { path: 'content/conditions/stroke.mdx', text: 'image:\n  src: /images/conditions/stroke.svg\n' },
      { path: 'content/home.yaml', text: '    - src: "/images/conditions/stroke.svg"\n' },
      { path: 'content/site.yaml', text: 'logo: /images/brand/logo.svg\n' },
    ])
    expect(users['/images/conditions/stroke.svg']).toEqual(['content/conditions/stroke.mdx', 'content/home.yaml'])
    expect(pagesOf('public/images/conditions/stroke.svg', users)).toEqual([...withSpanish('/conditions/stroke'), '/', '/locations', '/locations/*'])
    expect(pagesOf('public/images/brand/logo.svg', users)).toBe('every page')
  })
})

describe('the summary of a pull request', () => {
  it('lists each page once, home first, and names the shared files that change every page', () => {
    const result = changedPages(['content/team/marcus-bell.mdx', 'content/testimonials.yaml', 'tests/e2e/routes.spec.ts', 'components/Footer.tsx', ''])
    expect(result).toEqual({ everyPage: ['components/Footer.tsx'], pages: ['/locations/*', '/our-founder', '/our-team', '/team/marcus-bell'] })
  })

  it('links each page into the preview', () => {
    const markdown = changedPagesMarkdown(changedPages(['content/pages/home.mdx', 'pages/team/@slug/+Page.server.tsx', 'content/site.yaml']), 'http://localhost:4000/')
    expect(markdown.split('\n')).toEqual([
      '### Pages this pull request changes',
      '',
      '**Every page**, because shared files changed: `content/site.yaml`.',
      '',
      'These pages change in particular:',
      '',
      ...withSpanish('/').map((route) => `- [${route}](http://localhost:4000${route})`),
      '- every page under `/team/`',
      '',
    ])
  })

  it('names at most five of the shared files', () => {
    const shared = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => `components/${name}.tsx`)
    expect(changedPagesMarkdown(changedPages(shared))).toContain(
      '**Every page**, because shared files changed: `components/a.tsx`, `components/b.tsx`, `components/c.tsx`, `components/d.tsx`, `components/e.tsx` and 2 more.',
    )
  })

  it('says so when no page changes', () => {
    expect(changedPagesMarkdown(changedPages(['tests/unit/a.test.ts', 'README.md']))).toContain('No page changes')
  })
})
