// The editing guide's field tables (content/README.md) are generated from the schemas the build enforces:
// the committed tables must equal a fresh generation, and a change to a schema must show in them.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { END, generateFieldTables, README, START, withGeneratedSection } from '../../scripts/content-docs.ts'
import { conditionSchema } from '../../content/schema.ts'
import { collections, dataFiles } from '../../content/validate.ts'

const readme = readFileSync(README, 'utf8')
const generated = generateFieldTables()

/** The rows of one file's table, such as the table under "#### `content/site.yaml`". */
function tableUnder(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(heading)
  if (start < 0) return []
  const next = markdown.indexOf('\n#### ', start + heading.length)
  return markdown
    .slice(start, next < 0 ? undefined : next)
    .split('\n')
    .filter((line) => line.startsWith('| `'))
}

describe('the editing guide', () => {
  it('holds the tables generated from the current schemas', () => {
    const committed = readme.slice(readme.indexOf(START) + START.length + 1, readme.indexOf(END))
    expect(committed, `${README} is out of date: run "npm run docs:content" and commit it`).toBe(generated)
    expect(withGeneratedSection(readme, generated)).toBe(readme)
  })

  it('has a table for every collection and every data file the build checks', () => {
    for (const { folder } of Object.values(collections)) expect(tableUnder(generated, `\`${folder}/<name>.mdx\``).length).toBeGreaterThan(0)
    for (const { file } of Object.values(dataFiles)) expect(tableUnder(generated, `\`${file}\``).length).toBeGreaterThan(0)
  })

  it('describes each field with whether it is required, its allowed values, an example and what it is', () => {
    const rows = tableUnder(generated, '`content/conditions/<name>.mdx`')
    const meta = z.globalRegistry.get(conditionSchema.shape.layout)
    expect(rows).toContain(
      `| \`layout\` | yes | one of the allowed values | ${conditionSchema.shape.layout.options.map((o) => `\`${o}\``).join(', ')} | \`${String(meta?.example)}\` | ${meta?.description} |`,
    )
    expect(rows.find((r) => r.startsWith('| `subtitle` |'))).toMatch(/^\| `subtitle` \| no \| text \|/)
    expect(rows.find((r) => r.startsWith('| `lastReviewed` |'))).toContain('| date (YYYY-MM-DD) |')
    // Fields inside a group, with the rule's own words instead of a pattern.
    expect(rows.find((r) => r.startsWith('| `image` → `src` |'))).toContain('Must be a picture under public/images/')
    expect(rows.find((r) => r.startsWith('| `image` → `decorative` |'))).toContain('| no (false if left out) | true or false |')
  })

  it('shows a change to a schema, so an out-of-date guide is caught', () => {
    const changed = {
      dataFiles,
      collections: {
        ...collections,
        conditions: {
          ...collections.conditions,
          schema: conditionSchema.extend({
            readingTime: z.number().int().min(1).max(60).meta({ description: 'Minutes it takes to read', example: '4' }),
          }),
        },
        newsletters: { folder: 'content/newsletters', schema: z.strictObject({ issue: z.string().meta({ description: 'Issue name', example: 'Spring 2027' }) }) },
      },
    }
    const regenerated = generateFieldTables(changed)
    expect(regenerated).not.toBe(generated)
    expect(tableUnder(regenerated, '`content/conditions/<name>.mdx`')).toContain('| `readingTime` | yes | whole number | 1 to 60 | `4` | Minutes it takes to read |')
    expect(tableUnder(regenerated, '`content/newsletters/<name>.mdx`')).toEqual(['| `issue` | yes | text |  | `Spring 2027` | Issue name |'])
    // The committed guide would no longer match: `npm run docs:content -- --check` fails on exactly this comparison.
    expect(withGeneratedSection(readme, regenerated)).not.toBe(readme)
  })

  it('refuses a guide whose markers are missing', () => {
    expect(() => withGeneratedSection('# Guide without markers\n', generated)).toThrow(START)
  })
})
