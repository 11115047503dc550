// The editing guide's field tables (content/REFERENCE.md) are generated from the schemas the build enforces:
// the committed tables must equal a fresh generation, and a change to a schema must show in them.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { BLOCKS_END, BLOCKS_START, END, generateBlocksTable, generatedReference, generateFieldTables, REFERENCE, START, withGeneratedSection } from '../../../scripts/check/content-docs.ts'
import { mdxComponentList } from '../../../components/mdx/props.ts'
import { mdxComponents } from '../../../components/mdx/index.ts'
import { componentNames } from '../../../lib/content/check/mdx-components-check.ts'
import { conditionSchema, imageSchema } from '../../../lib/content/schema.ts'
import { collections, dataFiles } from '../../../lib/content/check/validate.ts'

const readme = readFileSync(REFERENCE, 'utf8')
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
    expect(committed, `${REFERENCE} is out of date: run "npm run docs:content" and commit it`).toBe(generated)
    expect(withGeneratedSection(readme, generated)).toBe(readme)
  })

  it('has a table for every collection and every data file the build checks', () => {
    for (const { folder } of Object.values(collections)) expect(tableUnder(generated, `\`${folder}/<name>.mdx\``).length).toBeGreaterThan(0)
    for (const { file } of Object.values(dataFiles)) expect(tableUnder(generated, `\`${file}\``).length).toBeGreaterThan(0)
  })

  it('describes each field with whether it is required, its type, allowed values, example and meaning', () => {
    const demo = z.strictObject({
      title: z.string().trim().min(1).meta({ description: 'The heading', example: 'Stroke' }),
      summary: z.string().min(50).max(170).optional().meta({ description: 'For search engines', example: 'A sentence.' }),
      kind: z.enum(['article', 'service']).meta({ description: 'How it is laid out', example: 'article' }),
      reviewed: z.iso.date().meta({ description: 'Review date', example: '2026-10-01' }),
      rating: z.number().int().min(1).max(5).meta({ description: 'Stars', example: '5' }),
      order: z.number().int().min(0).meta({ description: 'Position', example: '1' }),
      tags: z.array(z.string()).min(1).meta({ description: 'Badges', example: ['Epilepsy', 'Stroke'] }),
      link: z.string().regex(/^\//, 'must start with "/"').meta({ description: 'A page', example: '/contactus' }),
      image: imageSchema,
    })
    const rows = tableUnder(generateFieldTables({ collections: { demoEntries: { folder: 'content/demo', schema: demo } }, dataFiles: {} }), '`content/demo/<name>.mdx`')
    expect(rows).toEqual([
      '| `title` | yes | text |  | `Stroke` | The heading |',
      '| `summary` | no | text | 50 to 170 characters | `A sentence.` | For search engines |',
      '| `kind` | yes | one of the allowed values | `article`, `service` | `article` | How it is laid out |',
      '| `reviewed` | yes | date (YYYY-MM-DD) |  | `2026-10-01` | Review date |',
      '| `rating` | yes | whole number | 1 to 5 | `5` | Stars |',
      '| `order` | yes | whole number | 0 or more | `1` | Position |',
      '| `tags` | yes | list of texts | at least 1 item | `Epilepsy`, `Stroke` | Badges |',
      '| `link` | yes | text | Must start with "/" | `/contactus` | A page |',
      `| \`image\` | yes | group of fields (below) |  |  | ${z.globalRegistry.get(imageSchema)?.description} |`,
      ...['src', 'alt', 'decorative'].map((field) => expect.stringMatching(new RegExp(`^\\| \`image\` → \`${field}\` \\| `))),
    ])
    expect(rows.at(-1)).toContain('| no (false if left out) | true or false |')
  })

  it('lists the real choices of a real schema', () => {
    const rows = tableUnder(generated, '`content/conditions/<name>.mdx`')
    const layout = rows.find((r) => r.startsWith('| `layout` |'))
    for (const option of conditionSchema.shape.layout.options) expect(layout).toContain(`\`${option}\``)
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

  describe('the table of blocks, from the one list of MDX components', () => {
    const rowsOf = (markdown: string) => markdown.slice(markdown.indexOf(BLOCKS_START), markdown.indexOf(BLOCKS_END)).split('\n').filter((line) => line.startsWith('| `'))

    it('is the committed table, one row per block of the list', () => {
      expect(generatedReference(readme), `${REFERENCE} is out of date: run "npm run docs:content" and commit it`).toBe(readme)
      const rows = rowsOf(readme)
      expect(rows).not.toEqual([])
      for (const [name, entry] of Object.entries(mdxComponentList)) {
        if ('guide' in entry) expect(rows, name).toContain(`| ${entry.guide.write} | ${entry.guide.shows} |`)
      }
    })

    it('shows a block added to the list', () => {
      const list = { ...mdxComponentList, Quote: { props: () => z.strictObject({}), guide: { write: '`<Quote>` … `</Quote>`', shows: 'a quotation set apart' } } }
      expect(rowsOf(withGeneratedSection(readme, generateBlocksTable(list), [BLOCKS_START, BLOCKS_END]))).toContain('| `<Quote>` … `</Quote>` | a quotation set apart |')
    })

    it('names the components the pages render and the check knows, and no others', () => {
      const listed = Object.keys(mdxComponentList).sort()
      expect(Object.keys(mdxComponents).sort()).toEqual(listed)
      expect(componentNames.length).toBeGreaterThan(0)
      for (const name of componentNames) expect(listed).toContain(name)
    })
  })
})
