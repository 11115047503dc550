// Which content files make each page, recorded while the page renders: the base of "Last updated",
// the sitemap's lastmod and the pages a pull request changes. On the small fixture content folder.
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lastModified } from '../../../lib/content/time/dates.ts'
import { datedFiles, editUrl, pageDatedFiles, readPageSources, recordPageSources, sourceFileOf, writePageSources } from '../../../lib/content/pageSources.ts'
import { content as siteContent, officePath, table } from '../../e2e/support/content.ts'
import { recordReads, trackedContent } from '../../../lib/content/reads.ts'
import { check, fixtureFiles } from '../check/fixture-content.ts'

const { content } = check(fixtureFiles)

describe('what a page reads', () => {
  it('an article notes its own file and its reviewer’s bio, not the bios it only looked past', () => {
    const { files } = recordReads(() => {
      const view = trackedContent(content)
      const article = view.conditions.find((c) => c.slug === 'stroke')!
      const reviewer = view.team.find((t) => t.slug === article.data.reviewedBy)!
      return `${article.data.title} · ${reviewer.data.name}`
    })
    expect(files).toEqual(['content/conditions/', 'content/conditions/stroke.mdx', 'content/team/', 'content/team/ann-lee.mdx'])
  })

  it('a list notes every entry it shows, and a data file is noted when it is taken', () => {
    const { result, files } = recordReads(() => {
      const { team, locations } = trackedContent(content)
      return [...team.map((member) => member.data.name), ...locations.map((office) => office.name)]
    })
    expect(result).toHaveLength(content.team.length + content.locations.length)
    expect(files).toEqual(['content/locations.yaml', 'content/team/', ...content.team.map((member) => member.file)].sort())
  })

  it('notes nothing outside a recording, and each recording only its own reads', () => {
    const view = trackedContent(content)
    void view.locations
    const outer = recordReads(() => {
      void view.conditions[0]!.data
      const inner = recordReads(() => view.locations)
      expect(inner.files).toEqual(['content/locations.yaml'])
    })
    expect(outer.files).toEqual(['content/conditions/', content.conditions[0]!.file])
  })
})

describe('the record of a build', () => {
  it('keeps every page the build rendered, and reads back what it wrote', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'page-sources-')), 'page-sources.json')
    expect(readPageSources(path)).toBeUndefined()
    recordPageSources('/', ['content/pages/home.mdx', 'content/site.yaml'], ['content/site.yaml'], path)
    recordPageSources('/team/ann-lee', ['content/site.yaml', 'content/team/ann-lee.mdx'], ['content/site.yaml'], path)
    writePageSources(path)
    expect(readPageSources(path)).toEqual({
      pages: { '/': ['content/pages/home.mdx', 'content/site.yaml'], '/team/ann-lee': ['content/site.yaml', 'content/team/ann-lee.mdx'] },
      frames: { '/': ['content/site.yaml'], '/team/ann-lee': ['content/site.yaml'] },
    })
  })

  it('keeps each page’s own layout files, so a Spanish page built last does not re-date the English ones', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'page-sources-')), 'page-sources.json')
    recordPageSources('/', ['content/pages/home.mdx', 'content/site.yaml'], ['content/site.yaml'], path)
    recordPageSources('/es', ['content/es/pages/home.mdx', 'content/es/ui.yaml', 'content/site.yaml'], ['content/es/ui.yaml', 'content/site.yaml'], path)
    writePageSources(path)
    const sources = readPageSources(path)!
    expect(pageDatedFiles(sources, '/')).toEqual(['content/pages/home.mdx'])
    expect(pageDatedFiles(sources, '/es')).toEqual(['content/es/pages/home.mdx'])
  })

  it('dates a page by its own files, not by the layout’s or by folder lists', () => {
    expect(datedFiles(['content/conditions/', 'content/conditions/stroke.mdx', 'content/site.yaml'], ['content/site.yaml'])).toEqual(['content/conditions/stroke.mdx'])
    expect(datedFiles(['content/site.yaml'], ['content/site.yaml'])).toEqual(['content/site.yaml'])
  })

  it('takes the newest date of the files', () => {
    const dates: Record<string, string> = { a: '2026-01-05', b: '2026-03-01', c: '2025-12-31' }
    expect(lastModified(['a', 'b', 'c'], (f) => dates[f]!)).toBe('2026-03-01')
  })

  it('edits a page in the file it is made from', () => {
    expect(sourceFileOf(table, '/')).toBe('content/pages/home.mdx')
    expect(sourceFileOf(table, '/legal')).toBe('content/pages/policies.mdx')
    const [condition, member, office] = [siteContent.conditions[0]!.slug, siteContent.team[0]!.slug, siteContent.locations[0]!.name]
    expect(sourceFileOf(table, `/conditions/${condition}`)).toBe(`content/conditions/${condition}.mdx`)
    expect(sourceFileOf(table, `/team/${member}`)).toBe(`content/team/${member}.mdx`)
    expect(sourceFileOf(table, officePath(office))).toBe('content/locations.yaml')
    expect(editUrl('content/pages/contactus.mdx')).toMatch(/\/edit\/main\/content\/pages\/contactus\.mdx$/)
  })

  it('edits a Spanish page in its translation under content/es/', () => {
    expect(sourceFileOf(table, '/es')).toBe('content/es/pages/home.mdx')
    expect(sourceFileOf(table, '/es/contactus')).toBe('content/es/pages/contactus.mdx')
    // Any translated condition, whatever today's articles are called.
    const translated = readdirSync('content/es/conditions')[0]!.replace(/\.mdx$/, '')
    expect(sourceFileOf(table, `/es/conditions/${translated}`)).toBe(`content/es/conditions/${translated}.mdx`)
    expect(sourceFileOf(table, '/es/locations')).toBe('content/es/pages/locations.mdx')
    // An office's facts are one file for both languages.
    expect(sourceFileOf(table, officePath(siteContent.locations[0]!.name, 'es'))).toBe('content/locations.yaml')
  })
})
