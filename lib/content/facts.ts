// Facts worked out from the content, never typed by hand (<OfficeCount />…): MDX bodies use them as
// components, and the loader fills the same tags in YAML texts and frontmatter. Other languages get
// figures and their own state names, joined by their locale.
import { defaultLanguage, languageOf, type Lang } from '../i18n/languages.ts'
import type { Content } from './content-types.ts'
import { cityParts } from './city-line.ts'
import { mapTexts } from './routes.ts'

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty']

const STATE_NAMES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware', DC: 'the District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho',
  IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
}

/** A count as a word ("eight"), as a figure from 21 on and in languages other than English. */
export function numberWord(count: number, capital = false, lang: Lang = defaultLanguage): string {
  const word = (lang === defaultLanguage ? NUMBER_WORDS[count] : undefined) ?? String(count)
  return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word
}

/** "Louisiana, Mississippi and Texas": the states of the offices, in the order they first appear. */
export function listWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** The two-letter state of each office, from its "City, ST 12345" line. */
export function officeStates(content: Pick<Content, 'locations'>): string[] {
  const codes = (content.locations ?? []).map((office) => cityParts(office.city)?.region).filter((code): code is string => !!code)
  return [...new Set(codes)]
}

export const facts = {
  OfficeCount: (content: Content) => (content.locations ?? []).length,
  StateCount: (content: Content) => officeStates(content).length,
  TeamCount: (content: Content) => (content.team ?? []).length,
  ConditionCount: (content: Content) => (content.conditions ?? []).length,
  LanguageCount: (content: Content) => (content.languages?.languages ?? []).length,
} as const

export type FactName = keyof typeof facts | 'StateNames'

/** The words a fact tag stands for, in `lang`. */
export function factText(name: FactName, content: Content, capital = false, lang: Lang = defaultLanguage): string {
  if (name !== 'StateNames') return numberWord(facts[name](content), capital, lang)
  const translated = lang === defaultLanguage ? undefined : content.translatedData?.[lang]?.locationsPage?.states
  const names = officeStates(content).map((code) => translated?.[code] ?? STATE_NAMES[code] ?? code)
  return lang === defaultLanguage ? listWords(names) : new Intl.ListFormat(languageOf(lang).locale, { type: 'conjunction' }).format(names)
}

const FACT_TAG = /<(OfficeCount|StateCount|TeamCount|ConditionCount|LanguageCount|StateNames)(\s+capital)?\s*\/>/g

export function fillFactTags(text: string, content: Content, lang: Lang = defaultLanguage): string {
  return text.replace(FACT_TAG, (_, name: FactName, capital?: string) => factText(name, content, !!capital, lang))
}

/** Replaces the fact tags in every text of the YAML files and frontmatter (MDX bodies use the components). */
export function fillFacts(content: Content): void {
  const fill = (value: unknown, lang: Lang = defaultLanguage) => mapTexts(value, (text) => fillFactTags(text, content, lang))
  const record = content as unknown as Record<string, unknown>
  for (const [key, value] of Object.entries(record)) {
    if (key === 'translatedData') {
      // Each language's files in their own language.
      record[key] = Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([lang, data]) => [lang, fill(data, lang as Lang)]))
    } else if (Array.isArray(value) && value.every((item) => item && typeof item === 'object' && 'body' in item && 'data' in item)) {
      for (const entry of value as { data: unknown; lang?: Lang }[]) entry.data = fill(entry.data, entry.lang)
    } else {
      record[key] = fill(value)
    }
  }
}
