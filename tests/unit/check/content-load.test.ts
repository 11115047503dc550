// The loader, on the small fixture content folder: each MDX file becomes an entry named by its file,
// with its frontmatter checked and typed and its text apart; each YAML file becomes its data.
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../../lib/content/check/load.ts'
import { fixtureRoot } from './fixture-content.ts'

const { content, problems } = loadContent(fixtureRoot, new Date('2026-11-22'), { compileBodies: false })

describe('loading a content folder', () => {
  it('makes one entry of each MDX file, named by the file', () => {
    expect(content.conditions.map((c) => [c.slug, c.file])).toEqual([
      ['epilepsy', 'content/conditions/epilepsy.mdx'],
      ['stroke', 'content/conditions/stroke.mdx'],
    ])
    expect(content.team.map((t) => t.slug).sort()).toEqual(['ann-lee', 'ben-ode'])
  })

  it('types the frontmatter and keeps the text apart from it', () => {
    const stroke = content.conditions.find((c) => c.slug === 'stroke')!
    expect(stroke.data).toMatchObject({ title: 'Stroke', layout: 'article', reviewedBy: 'ann-lee' })
    expect(stroke.data.lastReviewed).toBeTruthy()
    expect(stroke.body).toContain('## What is a stroke?')
    expect(stroke.body).not.toContain('reviewedBy')
  })

  it('reads the YAML data files', () => {
    expect(content.locations.map((office) => office.name)).toEqual(['Covington', 'Slidell'])
    expect(content.teamGroups[0]).toMatchObject({ group: 'physician' })
  })

  it('reports the files of the folder that are missing, by name', () => {
    expect(problems).toContainEqual(expect.objectContaining({ file: 'content/site.yaml', level: 'error', message: expect.stringContaining('This file is missing') }))
    expect(problems.filter((p) => p.file.startsWith('content/conditions/') && p.level === 'error')).toEqual([])
  })
})
