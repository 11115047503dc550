// What the text checks know of the practice, from content/site.yaml, and the HTML tags content may use.
import type { Content } from '../content-types.ts'

export interface PracticePhone {
  number: string
  label: string
  component: string
}

export interface TextFacts {
  phones: PracticePhone[]
  emails: string[]
  paragraphWords: number
  components: readonly string[]
}

/** The HTML tags a content file may use, with their attributes (`<h2 id>` keeps /#services working). */
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
