// What the text checks need to know about the practice, taken from content/site.yaml: its phone numbers
// (and the component that shows each), its e-mail addresses. Also the few HTML tags a content file may use.
import type { Content } from '../content-types.ts'

export interface PracticePhone {
  number: string
  /** In words, for messages: `the main number`. */
  label: string
  /** What to write instead of typing it: `<PhoneNumber which="fax" />`. */
  component: string
}

export interface TextFacts {
  phones: PracticePhone[]
  /** Lower case. */
  emails: string[]
  /** Words above which a paragraph is too long to read on a phone. */
  paragraphWords: number
  /** The site's components (<Note>, <PhoneNumber>…), for "did you mean" on a tag in lower case. */
  components: readonly string[]
}

/**
 * HTML tags a content file may use, with the attributes each may have. Everything else is written in
 * Markdown or with the site's components. (`<h2 id>` keeps an address like /#services working.)
 */
export const ALLOWED_HTML: Record<string, string[]> = {
  abbr: ['title'],
  br: [],
  sub: [],
  sup: [],
  span: ['lang'],
  h2: ['id'],
  h3: ['id'],
}

export const PARAGRAPH_WORDS = 150

/** Every e-mail address written anywhere in site.yaml (the practice's, the coordinator's…). */
function emailsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? [value.toLowerCase()] : []
  if (Array.isArray(value)) return value.flatMap(emailsIn)
  if (value && typeof value === 'object') return Object.values(value).flatMap(emailsIn)
  return []
}

export function textFacts(site: Content['site'] | undefined, components: readonly string[] = []): TextFacts | undefined {
  if (!site) return undefined
  const phones: PracticePhone[] = Object.entries(site.phones).map(([which, number]) => ({
    number,
    label: `the ${which === 'main' ? 'main' : which} number of content/site.yaml`,
    component: which === 'main' ? '<PhoneNumber />' : `<PhoneNumber which="${which}" />`,
  }))
  const coordinator = (site as { civilRightsCoordinator?: { phone?: string } }).civilRightsCoordinator?.phone
  if (coordinator) phones.push({ number: coordinator, label: 'the civil rights coordinator’s number', component: '<CivilRightsCoordinator />' })
  return { phones, emails: [...new Set(emailsIn(site))], paragraphWords: PARAGRAPH_WORDS, components }
}
