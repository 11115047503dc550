// The content check, fed a small fixture content folder with one mistake at a time: each message must name the
// file, the line and the field, and say what to write instead.
import { describe, expect, it } from 'vitest'
import { check, errorsOf, fixtureFiles, withFile } from './fixture-content.ts'

const stroke = 'content/conditions/stroke.mdx'
const member = 'content/team/ann-lee.mdx'
/** Not the founder: a mistake in this bio leaves the founder's bio standing. */
const nurse = 'content/team/ben-ode.mdx'

describe('content check', () => {
  it('accepts a correct content folder', () => {
    expect(errorsOf(fixtureFiles)).toEqual([])
  })

  it('says a list written as a single word must be a list', () => {
    const files = withFile(member, (t) => t.replace(/specialties:\n(\s+- .*\n)+/, 'specialties: epilepsy\n'))
    const [error] = errorsOf(files)
    expect(error).toMatchObject({ file: member })
    expect(error?.message).toBe('"specialties" must be a list of words, one per line starting with "- ", found a single word ("epilepsy").')
    expect(error?.line).toBe(files.find((f) => f.path === member)!.text.split('\n').findIndex((l) => l.startsWith('specialties:')) + 1)
  })

  it('names a missing required field', () => {
    const [error] = errorsOf(withFile(stroke, (t) => t.replace(/^title: .*\n/m, '')))
    expect(error).toMatchObject({ file: stroke })
    expect(error?.message).toContain('"title" is missing')
  })

  it('lists the allowed values of a choice', () => {
    const [error] = errorsOf(withFile(stroke, (t) => t.replace(/^layout: .*$/m, 'layout: blog')))
    expect(error?.message).toBe('"layout" must be one of "service", "article", "myasthenia", found a single word ("blog").')
  })

  it('explains the date format', () => {
    const [error] = errorsOf(withFile(stroke, (t) => t.replace(/^lastReviewed: .*$/m, 'lastReviewed: October 2026')))
    expect(error?.message).toContain('"lastReviewed" must be a date written as YYYY-MM-DD')
  })

  it('catches a misspelt field instead of ignoring it', () => {
    const files = withFile(stroke, (t) => t.replace(/^layout:/m, 'subtitel: Fast care\nlayout:'))
    const [error] = errorsOf(files)
    expect(error?.message).toContain('"subtitel"')
    expect(error?.line).toBe(files.find((f) => f.path === stroke)!.text.split('\n').indexOf('subtitel: Fast care') + 1)
  })

  it('rejects a reviewer who is not on the team', () => {
    const [error] = errorsOf(withFile(stroke, (t) => t.replace(/^reviewedBy: .*$/m, 'reviewedBy: dr-nobody')))
    expect(error).toMatchObject({ file: stroke })
    expect(error?.message).toContain('"reviewedBy" names "dr-nobody", who is not on the team')
  })

  describe('related conditions', () => {
    /** Stroke with the given "related" list (whatever it lists today is replaced). */
    const withRelated = (slugs: string[]) =>
      withFile(stroke, (t) => t.replace(/^related:\n(?: +- .*\n)*/m, '').replace(/^reviewedBy:/m, `related:\n${slugs.map((s) => `  - ${s}\n`).join('')}reviewedBy:`))
    const otherSlugs = fixtureFiles.filter((f) => f.path.startsWith('content/conditions/') && f.path !== stroke).map((f) => f.path.replace(/^.*\/(.*)\.mdx$/, '$1'))

    it('accepts other condition pages', () => {
      expect(errorsOf(withRelated(otherSlugs.slice(0, 2)))).toEqual([])
    })

    it('names an unknown page on its line, with the allowed names', () => {
      const files = withRelated(['strokes-and-tia'])
      const [error] = errorsOf(files)
      expect(error).toMatchObject({ file: stroke, line: files.find((f) => f.path === stroke)!.text.split('\n').indexOf('related:') + 1 })
      expect(error?.message).toContain('"related" names "strokes-and-tia", which is not a condition page')
      for (const slug of otherSlugs) expect(error?.message).toContain(slug)
    })

    it('rejects the page itself', () => {
      const [error] = errorsOf(withRelated(['stroke']))
      expect(error?.message).toBe('"related" names this page itself ("stroke"). List other condition pages only.')
    })
  })

  /** The line number (from 1) of the first line of a file that is exactly `line`. */
  const lineIn = (files: ReturnType<typeof withFile>, path: string, line: string) => files.find((f) => f.path === path)!.text.split('\n').indexOf(line) + 1

  it('rejects an office in a bio that is not one of our offices, on the line of the office, with the names to write', () => {
    const files = withFile(member, (t) => t.replace(/^(locations:\n +- )Covington$/m, '$1Covingtn'))
    const [error] = errorsOf(files)
    expect(error).toMatchObject({ file: member, line: lineIn(files, member, '  - Covingtn') })
    expect(error?.line).toBeGreaterThan(lineIn(files, member, 'locations:'))
    expect(error?.message).toContain('"locations" names "Covingtn", which is not one of our offices')
    // What to write instead: the offices of the fixture's locations.yaml.
    expect(error?.message).toContain('Covington')
  })

  describe('languages a team member speaks', () => {
    /** The bio with the given "languages" lines after its offices. */
    const speaking = (lines: string[]) => withFile(member, (t) => t.replace(/^(locations:\n(?: +- .*\n)+)/m, `$1languages:\n${lines.map((l) => `  - ${l}\n`).join('')}`))

    it('accepts language codes, and reads a bio that names none as English only', () => {
      const { content, problems } = check(speaking(['en', 'es', 'frc']))
      expect(problems.filter((p) => p.level === 'error')).toEqual([])
      expect(content.team.find((m) => m.file === member)?.data.languages).toEqual(['en', 'es', 'frc'])
      expect(check(fixtureFiles).content.team.find((m) => m.file === nurse)?.data.languages).toEqual(['en'])
    })

    it('rejects a language written as its name, on its line, and says which code to write', () => {
      const files = speaking(['en', 'Spanish'])
      const [error] = errorsOf(files)
      expect(error).toMatchObject({ file: member, line: lineIn(files, member, '  - Spanish') })
      expect(error?.message).toContain('"Spanish", which is not a language code')
      expect(error?.message).toContain('For Spanish write "es"')
    })

    it('rejects a code of no language (a country code), with examples of codes to write', () => {
      const files = speaking(['vn'])
      const [error] = errorsOf(files)
      expect(error).toMatchObject({ file: member, line: lineIn(files, member, '  - vn') })
      expect(error?.message).toContain('"vn", which is not a language code')
      expect(error?.message).toContain('vi for Vietnamese')
    })
  })

  it('rejects a link to a page that does not exist, but allows /locations', () => {
    const errors = errorsOf(withFile(stroke, (t) => `${t}\nSee [our offices](/locations) or [the clinic](/clinics/covington).\n`))
    expect(errors).toHaveLength(1)
    expect(errors[0]?.message).toContain('The link "/clinics/covington" leads to no page of this site')
    expect(errors[0]?.line).toBeGreaterThan(5)
  })

  it('rejects a missing picture and a missing text alternative', () => {
    const withImage = (image: string) => withFile(stroke, (t) => t.replace(/^layout:/m, `${image}\nlayout:`))
    const missing = errorsOf(withImage('image:\n  src: /images/nope.svg\n  alt: A brain'))
    expect(missing[0]?.message).toContain('The picture "/images/nope.svg" does not exist')
    const noAlt = errorsOf(withImage('image:\n  src: /images/conditions/stroke.svg\n  alt: ""'))
    expect(noAlt.map((e) => e.message).join('\n')).toContain('needs an "alt" text')
  })

  it('rejects two entries with the same title', () => {
    const files = [...fixtureFiles, { path: 'content/conditions/stroke-copy.mdx', text: fixtureFiles.find((f) => f.path === stroke)!.text }]
    const [error] = errorsOf(files)
    expect(error?.message).toContain('"Stroke" is already used by content/conditions/stroke.mdx')
  })

  it('asks for a file name that works as an address', () => {
    const files = [...fixtureFiles, { path: 'content/conditions/Brain Tumour.mdx', text: '---\ntitle: x\n---\n' }]
    const [error] = errorsOf(files)
    expect(error?.message).toContain('Rename it to "brain-tumour.mdx"')
  })

  it('points at the line of a YAML syntax mistake', () => {
    const [error] = errorsOf(withFile('content/locations.yaml', (t) => t.replace('address: 450', 'address: "450\nfoo:')))
    expect(error?.file).toBe('content/locations.yaml')
    expect(error?.line).toBeGreaterThan(1)
  })

  it('reports a missing data file', () => {
    const [error] = errorsOf(fixtureFiles.filter((f) => f.path !== 'content/locations.yaml'))
    expect(error).toMatchObject({ file: 'content/locations.yaml' })
    expect(error?.message).toContain('This file is missing')
  })

  it('warns, without failing, about a review older than 12 months', () => {
    const { problems } = check(withFile(stroke, (t) => t.replace(/^lastReviewed: .*$/m, 'lastReviewed: 2024-01-15')))
    expect(problems.filter((p) => p.level === 'error')).toEqual([])
    expect(problems).toContainEqual(expect.objectContaining({ level: 'warning', file: stroke, message: expect.stringContaining('more than 12 months ago') }))
  })

  it('reports every mistake of a run, not only the first', () => {
    let files = withFile(stroke, (t) => t.replace(/^layout: .*$/m, 'layout: blog'))
    files = files.map((f) => (f.path === nurse ? { ...f, text: f.text.replace(/^group: .*$/m, 'group: doctors') } : f))
    expect(errorsOf(files).map((e) => e.file).sort()).toEqual([stroke, nurse].sort())
  })
})
