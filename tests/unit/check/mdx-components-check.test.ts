// The content check of the components inside MDX: on small fixture texts, each mistake a clinician can
// make is reported with its line, in plain words, with the names that are allowed.
import { describe, expect, it } from 'vitest'
import type { Content } from '../../../lib/content/index.ts'
import { checkMdxComponents } from '../../../lib/content/check/mdx-components-check.ts'

// Only the facts the components name: two phone numbers, one outside site, no social links.
const content = { site: { phones: { main: '555-0100', fax: '555-0101' }, links: { partner: 'https://example.com' }, social: {} } } as unknown as Content
const routes = ['/', '/contactus']

function check(body: string) {
  return checkMdxComponents([{ path: 'content/conditions/fixture.mdx', text: `---\ntitle: "Fixture"\n---\n\n${body}\n` }], content, routes)
}

describe('components in MDX', () => {
  it('accepts correct uses, in any kind of content file', () => {
    expect(check('Call <PhoneNumber which="fax" />.\n\n<Cards>\n<Card title="A">text</Card>\n</Cards>\n\n<SiteLink to="partner">our partner</SiteLink>')).toEqual([])
  })

  it('reports a value that names nothing in the content, with the names allowed', () => {
    expect(check('Call <PhoneNumber which="nope" />.')).toEqual([
      {
        file: 'content/conditions/fixture.mdx',
        line: 5,
        level: 'error',
        message: 'Invalid prop passed to the `<PhoneNumber/>` component: `which` must be one of main, fax, found "nope".',
      },
    ])
    expect(check('\n<SiteLink to="nope">x</SiteLink>')[0]).toMatchObject({ line: 6, message: expect.stringContaining('`to` must be one of partner') })
  })

  it('reports a missing prop, an unknown prop and an unknown component', () => {
    expect(check('<SiteLink>x</SiteLink>')[0]?.message).toBe('The `<SiteLink/>` component needs the prop `to`: one of partner.')
    expect(check('<Card titel="A">x</Card>')[0]?.message).toContain('has no prop `titel`. Its props are: title.')
    expect(check('<Cardz />')[0]?.message).toMatch(/^`<Cardz>` is not a component the site knows\. Did you mean `<Card>`\?.*Card, Cards/)
    expect(check('<PhoneNumbr />')[0]?.message).toContain('Did you mean `<PhoneNumber>`?')
    expect(check('<SiteLink to="Partner">x</SiteLink>')[0]?.message).toContain('Did you mean "partner"?')
  })

  it('leaves text that does not parse as MDX to the syntax check, so a mistake is reported once', () => {
    expect(check('Some text\n\n<Card title="A">')).toEqual([])
  })
})
