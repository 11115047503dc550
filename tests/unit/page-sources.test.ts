// Which content files make each page: the base of "Last updated", "Edit this page", the sitemap's
// lastmod and the pages a pull request changes.
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { lastModified } from '../../lib/content/dates.ts'
import { loadContent } from '../../lib/content/load.ts'
import { contentFilesOf, mainFileOf, pagesShowing } from '../../lib/content/pageSources.ts'
import { allRoutes } from '../../lib/content/routes.ts'

const { content } = loadContent()
const routes = allRoutes({ conditions: content.conditions.map((c) => c.slug), team: content.team.map((t) => t.slug), pages: content.pages.map((p) => p.slug), offices: content.locations.map((l) => l.name) })

describe('page sources', () => {
  it('every page is made of files that exist, its main file first', () => {
    for (const route of routes) {
      const files = contentFilesOf(route)
      for (const file of files) expect(existsSync(file), `${route}: ${file}`).toBe(true)
      expect(files[0]).toBe(mainFileOf(route))
    }
    expect(mainFileOf('/')).toBe('content/pages/home.mdx')
    expect(mainFileOf('/legal')).toBe('content/pages/policies.mdx')
    expect(mainFileOf('/conditions/stroke')).toBe('content/conditions/stroke.mdx')
    expect(mainFileOf('/team/amelia-hart')).toBe('content/team/amelia-hart.mdx')
    expect(mainFileOf('/locations/covington')).toBe('content/locations.yaml')
  })

  it('a list page includes every entry of its folder', () => {
    expect(contentFilesOf('/procedures').filter((f) => f.startsWith('content/procedures/'))).toHaveLength(content.procedures.length)
    expect(contentFilesOf('/legal')).toEqual(contentFilesOf('/policies'))
    expect(contentFilesOf('/')).toContain('content/locations.yaml')
  })

  it('knows which pages show a file', () => {
    expect(pagesShowing('content/locations.yaml').sort()).toEqual(['/', '/consultation-form', '/locations', '/locations/*'])
    expect(pagesShowing('content/policies/privacy-policy.mdx')).toEqual(['/policies', '/legal'])
    expect(pagesShowing('content/team/amelia-hart.mdx').sort()).toEqual(['/locations/*', '/our-founder', '/our-team'])
    expect(pagesShowing('content/conditions/stroke.mdx')).toEqual([])
  })

  it('dates a page by the newest of its files', () => {
    const dates: Record<string, string> = { a: '2026-01-05', b: '2026-03-01', c: '2025-12-31' }
    expect(lastModified(['a', 'b', 'c'], (f) => dates[f]!)).toBe('2026-03-01')
  })
})
