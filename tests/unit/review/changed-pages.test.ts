// The preview summary's list of changed pages: each kind of changed file maps to the pages a reviewer
// should open, shared files to "every page", and tooling to none.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { PageSources } from '../../../lib/content/pageSources.ts'
import { translationLanguages } from '../../../lib/i18n/languages.ts'
import { changedPages as changedPagesWith, changedPagesMarkdown, pagesOf as pagesOfWith, pictureUsersOf, type PictureUsers } from '../../../scripts/review/changed-pages-lib.ts'

// The record a build of the small fixture clinic writes: which content files each page read.
const sources = JSON.parse(readFileSync('tests/fixtures/small-clinic/page-sources.json', 'utf8')) as PageSources
const pagesOf = (file: string, users?: PictureUsers) => pagesOfWith(file, sources, users)
const changedPages = (files: string[]) => changedPagesWith(files, sources)

describe('pages a changed file affects', () => {
  it.each([
    // An article: its page, and the home page, which lists the articles.
    ['content/conditions/stroke.mdx', ['/', '/conditions/stroke']],
    // A team bio: its page, the team page, the founder page for the founder, every article the member reviewed.
    ['content/team/ann-lee.mdx', ['/conditions/epilepsy', '/conditions/stroke', '/our-founder', '/our-team', '/team/ann-lee']],
    ['content/team/ben-ode.mdx', ['/our-team', '/team/ben-ode']],
    // A YAML list shown on several pages.
    ['content/locations.yaml', ['/', '/consultation-form', '/team/ann-lee', '/team/ben-ode']],
    ['content/testimonials.yaml', ['/our-founder']],
    ['content/pages/home.mdx', ['/']],
    ['content/pages/policies.mdx', ['/legal', '/policies']],
    ['content/policies/privacy-policy.mdx', ['/legal', '/policies']],
    // A file the last build did not have (added since, or deleted): the pages that list its folder.
    ['content/policies/cookies.mdx', ['/legal', '/policies']],
    ['content/conditions/migraine.mdx', ['/']],
    ['pages/index/+Page.server.tsx', ['/']],
    ['pages/disorders/+Page.server.tsx', ['/disorders']],
    ['pages/policies/+Page.server.tsx', ['/policies', '/legal']],
    ['pages/conditions/@slug/+data.ts', ['/conditions/*']],
    ['pages/_error/+Page.server.tsx', ['/404']],
  ])('%s → %j', (file, pages) => {
    const result = pagesOf(file)
    expect(Array.isArray(result) ? [...result].sort() : result).toEqual([...pages].sort())
  })

  it.each([
    'content/site.yaml', // read by the layout of every page
    'content/new-shared-facts.yaml', // no page read it: it may be shown anywhere

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

  it.each(['tests/unit/check/content-validate.test.ts', 'README.md', 'content/README.md', 'CONTRIBUTING.md', '.github/workflows/ci.yml', 'scripts/servers/preview.ts', 'eslint.config.js'])(
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
    expect(pagesOf('public/images/conditions/stroke.svg', users)).toEqual(['/', '/conditions/stroke'])
    expect(pagesOf('public/images/brand/logo.svg', users)).toBe('every page')
  })
})

describe('the summary of a pull request', () => {
  it('lists each page once, home first, and names the shared files that change every page', () => {
    const result = changedPages(['content/team/ben-ode.mdx', 'content/testimonials.yaml', 'tests/e2e/pages/routes.spec.ts', 'components/Footer.tsx', ''])
    expect(result).toEqual({ everyPage: ['components/Footer.tsx'], pages: ['/our-founder', '/our-team', '/team/ben-ode'] })
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
      // The home page (the small clinic is built in one language).
      '- [/](http://localhost:4000/)',
      '- every page under `/team/`',
      '',
    ])
  })

  it('lists every language’s version of a changed page that the build made', () => {
    const [lang] = translationLanguages
    expect(lang).toBeDefined()
    // The same clinic built with its home page in a second language too, reading its translation.
    const inTwo: PageSources = { pages: { ...sources.pages, [`/${lang}`]: ['content/pages/home.mdx', `content/${lang}/pages/home.mdx`] }, frames: sources.frames }
    expect(changedPagesWith(['content/pages/home.mdx'], inTwo).pages).toEqual(['/', `/${lang}`])
    expect(changedPagesWith([`content/${lang}/pages/home.mdx`], inTwo).pages).toEqual(['/', `/${lang}`])
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
