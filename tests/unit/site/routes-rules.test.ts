// The rules of the route table (lib/content/routes.ts) on a tiny content set written here: which pages
// exist in which language, the site's address list, where a link written in the content leads on a
// Spanish page, what the language control offers, and which page a content file makes. Every expected
// address is written out by hand.
import { describe, expect, it } from 'vitest'
import { allRoutes, contentAddress, linksIn, routeOfFile, routeTable, routesIn, translationsOf, type RoutedContent } from '../../../lib/content/routes.ts'

/**
 * A tiny clinic, made anew for each test (the table is worked out once per content object, so each
 * test works it out itself): English pages home, policies, contactus, locations; two conditions; one
 * doctor; two offices. Spanish translations of home, policies, locations (the list of offices) and
 * the stroke page only.
 */
function tinyClinic(edit: (content: RoutedContent) => RoutedContent = (content) => content): RoutedContent {
  return edit({
    pages: [{ slug: 'home' }, { slug: 'policies' }, { slug: 'contactus' }, { slug: 'locations' }],
    conditions: [{ slug: 'stroke' }, { slug: 'epilepsy' }],
    team: [{ slug: 'ana-ruiz' }],
    locations: [{ name: 'New Orleans East' }, { name: 'Covington' }],
    translations: [
      { lang: 'es', collection: 'pages', slug: 'home' },
      { lang: 'es', collection: 'pages', slug: 'policies' },
      { lang: 'es', collection: 'pages', slug: 'locations' },
      { lang: 'es', collection: 'conditions', slug: 'stroke' },
    ],
  })
}

describe('the pages of each language', () => {
  it('lists every English page, and only the English ones, as the English pages', () => {
    const table = routeTable(tinyClinic())
    expect(routesIn(table, 'en').sort()).toEqual([
      '/',
      '/conditions/epilepsy',
      '/conditions/stroke',
      '/contactus',
      '/locations',
      '/locations/covington',
      '/locations/new-orleans-east',
      '/policies',
      '/team/ana-ruiz',
    ])
  })

  it('lists as the Spanish pages only the translated ones, and an office page in Spanish for each office when the list of offices is translated', () => {
    const table = routeTable(tinyClinic())
    expect(routesIn(table, 'es').sort()).toEqual(['/es', '/es/conditions/stroke', '/es/locations', '/es/locations/covington', '/es/locations/new-orleans-east', '/es/policies'])
  })

  it('has no Spanish office pages when the list of offices (/locations) has no Spanish translation', () => {
    const table = routeTable(tinyClinic((c) => ({ ...c, translations: c.translations!.filter((t) => t.slug !== 'locations') })))
    expect(routesIn(table, 'es').sort()).toEqual(['/es', '/es/conditions/stroke', '/es/policies'])
  })
})

describe('every address of the site (the sitemap, pre-rendering and the link check read it)', () => {
  const small = (pages: { slug: string }[]): RoutedContent => ({ pages, conditions: [{ slug: 'stroke' }] })

  it('is sorted, and has /legal besides /policies when there is a policies page', () => {
    expect(allRoutes(routeTable(small([{ slug: 'home' }, { slug: 'policies' }])))).toEqual(['/', '/conditions/stroke', '/legal', '/policies'])
  })

  it('has no /legal when there is no policies page for it to show', () => {
    expect(allRoutes(routeTable(small([{ slug: 'home' }])))).toEqual(['/', '/conditions/stroke'])
  })
})

describe('where a link written in the content leads on a Spanish page', () => {
  it('leads to the Spanish page when the page it names has one', () => {
    const table = routeTable(tinyClinic())
    expect(contentAddress(table, '/conditions/stroke', 'es')).toBe('/es/conditions/stroke')
    expect(contentAddress(table, '/', 'es')).toBe('/es')
  })

  it('keeps the section (#…) and the query (?…) of the link when it leads to the Spanish page', () => {
    const table = routeTable(tinyClinic())
    expect(contentAddress(table, '/conditions/stroke#symptoms', 'es')).toBe('/es/conditions/stroke#symptoms')
    expect(contentAddress(table, '/conditions/stroke?print=1#top', 'es')).toBe('/es/conditions/stroke?print=1#top')
    expect(contentAddress(table, '/policies?from=footer', 'es')).toBe('/es/policies?from=footer')
  })

  it('stays the English page, as written, when the page it names has no Spanish translation', () => {
    const table = routeTable(tinyClinic())
    expect(contentAddress(table, '/conditions/epilepsy', 'es')).toBe('/conditions/epilepsy')
    expect(contentAddress(table, '/contactus#form', 'es')).toBe('/contactus#form')
  })

  it('stays as written when it names no page: a missing page, a file, another site', () => {
    const table = routeTable(tinyClinic())
    expect(contentAddress(table, '/no-such-page', 'es')).toBe('/no-such-page')
    expect(contentAddress(table, '/files/intake-form.pdf', 'es')).toBe('/files/intake-form.pdf')
    expect(contentAddress(table, 'https://example.org/conditions/stroke', 'es')).toBe('https://example.org/conditions/stroke')
  })

  it('stays /legal, as written, for the second address of the policies page (only a page’s own address is led to its translation)', () => {
    const table = routeTable(tinyClinic())
    expect(contentAddress(table, '/legal', 'es')).toBe('/legal')
    expect(contentAddress(table, '/legal#privacy', 'es')).toBe('/legal#privacy')
  })

  it('stays as written on an English page', () => {
    const table = routeTable(tinyClinic())
    expect(contentAddress(table, '/conditions/stroke', 'en')).toBe('/conditions/stroke')
  })
})

describe('the links of a content value shown on a page', () => {
  it('on a Spanish page: every href, however deep, leads to the Spanish page where there is one; other fields and values stay as they are', () => {
    const table = routeTable(tinyClinic())
    const value = {
      href: '/conditions/stroke',
      title: '/conditions/stroke',
      count: 3,
      zero: 0,
      shown: true,
      hidden: false,
      note: null,
      cta: { href: '/policies#privacy', label: 'Privacy' },
      items: [{ href: '/conditions/epilepsy', label: 'Epilepsy' }, { href: '/', label: 'Home', order: 2 }, 'plain text', 7],
    }
    expect(linksIn(table, 'es', value)).toEqual({
      href: '/es/conditions/stroke',
      title: '/conditions/stroke',
      count: 3,
      zero: 0,
      shown: true,
      hidden: false,
      note: null,
      cta: { href: '/es/policies#privacy', label: 'Privacy' },
      items: [{ href: '/conditions/epilepsy', label: 'Epilepsy' }, { href: '/es', label: 'Home', order: 2 }, 'plain text', 7],
    })
  })

  it('on an English page: the value comes back untouched, the very same one, a date still a date', () => {
    const table = routeTable(tinyClinic())
    const reviewed = new Date('2026-11-23')
    const value = { href: '/conditions/stroke', reviewed }
    const shown = linksIn(table, 'en', value)
    expect(shown).toBe(value)
    expect(shown.reviewed).toBeInstanceOf(Date)
  })
})

describe('the same page in the other language (the header’s language control and hreflang)', () => {
  it('offers the Spanish page of an English page that has one, and the English page of a Spanish one, never the page itself', () => {
    const table = routeTable(tinyClinic())
    expect(translationsOf(table, '/conditions/stroke')).toEqual([{ lang: 'es', route: '/es/conditions/stroke' }])
    expect(translationsOf(table, '/es/conditions/stroke')).toEqual([{ lang: 'en', route: '/conditions/stroke' }])
    expect(translationsOf(table, '/')).toEqual([{ lang: 'es', route: '/es' }])
    expect(translationsOf(table, '/es/locations/covington')).toEqual([{ lang: 'en', route: '/locations/covington' }])
  })

  it('offers nothing for an English page with no Spanish translation', () => {
    const table = routeTable(tinyClinic())
    expect(translationsOf(table, '/conditions/epilepsy')).toEqual([])
    expect(translationsOf(table, '/team/ana-ruiz')).toEqual([])
  })

  it('offers nothing at /legal (the second address of the policies page) nor at an address that is no page', () => {
    const table = routeTable(tinyClinic())
    expect(translationsOf(table, '/legal')).toEqual([])
    expect(translationsOf(table, '/no-such-page')).toEqual([])
  })
})

describe('the page a content file makes (moved pages and their redirects, the content check)', () => {
  it('is the entry’s address for an MDX file of a collection with pages, and its Spanish address for its translation', () => {
    expect(routeOfFile('content/conditions/stroke.mdx')).toBe('/conditions/stroke')
    expect(routeOfFile('content/team/ana-ruiz.mdx')).toBe('/team/ana-ruiz')
    expect(routeOfFile('content/pages/home.mdx')).toBe('/')
    expect(routeOfFile('content/es/pages/home.mdx')).toBe('/es')
    expect(routeOfFile('content/es/conditions/stroke.mdx')).toBe('/es/conditions/stroke')
  })

  it('is none for a file in a sub-folder of a collection, English or Spanish', () => {
    expect(routeOfFile('content/conditions/archive/stroke.mdx')).toBeUndefined()
    expect(routeOfFile('content/es/conditions/archive/stroke.mdx')).toBeUndefined()
  })

  it('is none for a file of a collection’s folder that is not MDX', () => {
    expect(routeOfFile('content/conditions/notes.txt')).toBeUndefined()
    expect(routeOfFile('content/conditions/stroke.md')).toBeUndefined()
  })

  it('is none for a file outside the folders of collections with pages', () => {
    expect(routeOfFile('content/procedures/eeg.mdx')).toBeUndefined()
    expect(routeOfFile('content/site.yaml')).toBeUndefined()
    expect(routeOfFile('docs/conditions/stroke.mdx')).toBeUndefined()
  })
})
