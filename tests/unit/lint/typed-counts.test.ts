// The rules of a typed count ("nine of our offices") and of what the text checks know about the
// practice, stated one by one on short texts written here. The numbers the site counts are given in
// each test, so every expectation below is written out, not worked out by the code.
import { describe, expect, it } from 'vitest'
import { typedCounts, type Counts } from '../../../lib/content/lint/typed-counts.ts'
import { PARAGRAPH_WORDS, textFacts } from '../../../lib/content/lint/facts.ts'
import type { Content } from '../../../lib/content/content-types.ts'

const counts: Counts = { OfficeCount: 9, StateCount: 3, LanguageCount: 15, ConditionCount: 14 }
/** The words each typed count was found in. */
const found = (text: string, given: Counts | undefined = counts) => typedCounts(text, given).map((c) => c.words)

describe('a typed count', () => {
  it('is found when it is the data’s own number, in words or figures, English or Spanish', () => {
    expect(found('We have nine offices.')).toEqual(['nine offices'])
    expect(found('We have 9 clinics.')).toEqual(['9 clinics'])
    expect(found('Across three states.')).toEqual(['three states'])
    expect(found('Taglines in 15 languages.')).toEqual(['15 languages'])
    expect(found('Read our fourteen articles.')).toEqual(['fourteen articles'])
    expect(found('Tenemos nueve consultorios y tres estados.')).toEqual(['nueve consultorios', 'tres estados'])
    expect(found('En quince idiomas.')).toEqual(['quince idiomas'])
  })

  it('reads every count word from two to twenty, in both languages', () => {
    const english = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty']
    const spanish = ['dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte']
    english.forEach((word, i) => expect(found(`${word} offices`, { OfficeCount: i + 2 }), word).toEqual([`${word} offices`]))
    spanish.forEach((word, i) => expect(found(`${word} sedes`, { OfficeCount: i + 2 }), word).toEqual([`${word} sedes`]))
    // "one" and "zero" are not counts of a plural.
    expect(found('one offices', { OfficeCount: 1 })).toEqual([])
  })

  it('knows each noun of each count, and no other noun', () => {
    const nouns: [keyof Counts, string[]][] = [
      ['OfficeCount', ['offices', 'clinics', 'locations', 'oficinas', 'clínicas', 'consultorios', 'sedes']],
      ['StateCount', ['states', 'estados']],
      ['LanguageCount', ['languages', 'idiomas', 'lenguas']],
      ['ConditionCount', ['conditions', 'condition articles', 'articles', 'afecciones', 'artículos']],
    ]
    for (const [tag, words] of nouns) for (const noun of words) expect(found(`7 ${noun}`, { [tag]: 7 }), `${tag}: ${noun}`).toEqual([`7 ${noun}`])
    expect(found('7 doctors', { OfficeCount: 7 })).toEqual([])
    // A noun counts only for its own tag.
    expect(found('7 states', { OfficeCount: 7 })).toEqual([])
  })

  it('is any number of "our" offices, but another number of anything else is not a count', () => {
    expect(found('Patients come from 20 states.')).toEqual([])
    expect(found('Over 100 conditions treated.')).toEqual([])
    expect(found('nine of our offices')).toEqual(['nine of our offices'])
    expect(found('six of our offices')).toEqual(['six of our offices'])
    expect(found('Visit our 12 clinics')).toEqual(['12 clinics'])
    expect(found('seis de nuestras oficinas')).toEqual(['seis de nuestras oficinas'])
    expect(found('nuestros 12 consultorios')).toEqual(['12 consultorios'])
    expect(found('our  12 clinics')).toEqual(['12 clinics'])
    // "our" earlier in the sentence, not right before the number: another number is not ours.
    expect(found('Our doctors see patients from 12 clinics')).toEqual([])
    expect(found('Our doctors work in 9 clinics')).toEqual(['9 clinics'])
  })

  it('has at most two words between the number and its noun, and crosses no punctuation', () => {
    expect(found('nine of all our offices')).toEqual([])
    expect(found('nine, offices')).toEqual([])
    expect(found('nine neurology offices')).toEqual(['nine neurology offices'])
  })

  it('is a whole number of its own: not part of a word, a decimal, a price, a date or a longer figure', () => {
    expect(found('canine offices')).toEqual([])
    expect(found('1.9 offices')).toEqual([])
    expect(found('1,9 offices')).toEqual([])
    expect(found('$9 offices')).toEqual([])
    expect(found('2025/9 offices')).toEqual([])
    expect(found('x-9 offices')).toEqual([])
    expect(found('1009 offices', { OfficeCount: 1009 })).toEqual([])
    expect(found('999 offices', { OfficeCount: 999 })).toEqual(['999 offices'])
    expect(found('9 officesmith')).toEqual([])
    expect(found('9 offices2')).toEqual(['9 offices'])
  })

  it('is looked for in the whole text, without regard to case, and not without counts', () => {
    expect(found('NINE OFFICES and Three States')).toEqual(['NINE OFFICES', 'Three States'])
    expect(typedCounts('nine offices', undefined)).toEqual([])
    expect(found('nine offices', {})).toEqual([])
    expect(found('nine offices', { StateCount: 9 })).toEqual([])
  })

  it('says where it starts, and what to write instead, in the message', () => {
    const [count] = typedCounts('Come to nine of our offices.', counts)
    expect(count!.index).toBe('Come to '.length)
    expect(count!.message).toBe(
      '"nine of our offices" types how many offices there are, which the site counts for you from content/locations.yaml: typed, it goes stale when an office opens or closes. Write <OfficeCount /> instead of "nine" (<OfficeCount capital /> to start a sentence): "<OfficeCount /> of our offices".',
    )
  })

  it('says the count of today when the typed one is already wrong, and the capital form at the start of a sentence', () => {
    const [count] = typedCounts('Our Twelve Clinics', counts)
    expect(count!.message).toBe(
      '"Twelve Clinics" types how many clinics there are, which the site counts for you from content/locations.yaml: typed, it goes stale when an office opens or closes (it is already: the count today is 9). Write <OfficeCount capital /> instead of "Twelve": "<OfficeCount capital /> Clinics".',
    )
    expect(typedCounts('Ocho clínicas', { OfficeCount: 8 })[0]!.message).toContain('Write <OfficeCount capital /> instead of "Ocho"')
    expect(typedCounts('Él tiene ocho clínicas', { OfficeCount: 8 })[0]!.message).toContain('Write <OfficeCount /> instead of "ocho"')
    // Only a capital first letter starts a sentence.
    expect(typedCounts('nINE offices', counts)[0]!.message).toContain('Write <OfficeCount /> instead of "nINE"')
  })

  it('names the data and the day each count goes stale', () => {
    const message = (text: string) => typedCounts(text, counts)[0]!.message
    expect(message('three states')).toContain('counts for you from the offices of content/locations.yaml: typed, it goes stale when an office opens in another state. Write <StateCount />')
    expect(message('15 languages')).toContain('counts for you from content/languages.yaml: typed, it goes stale when a language is added. Write <LanguageCount />')
    expect(message('14 articles')).toContain('counts for you from content/conditions/: typed, it goes stale when an article is added or removed. Write <ConditionCount />')
  })
})

describe('what the text checks know about the practice', () => {
  const site = {
    phones: { main: '(985) 555-0100', fax: '(985) 555-0101' },
    email: 'Front.Desk@Example.org',
    careers: { contact: 'jobs@example.org', note: 'not an address', more: ['front.desk@example.org', 'hr@example.org', 'a@b', 'a b@c.de', 'x@example.org and more'], open: 3, remote: false, closed: null },
    civilRightsCoordinator: { phone: '(985) 555-0199' },
  } as unknown as Content['site']

  it('knows nothing without a site file', () => {
    expect(textFacts(undefined)).toBeUndefined()
  })

  it('knows each phone number, in words, and the component that shows it', () => {
    expect(textFacts(site)!.phones).toEqual([
      { number: '(985) 555-0100', label: 'the main number of content/site.yaml', component: '<PhoneNumber />' },
      { number: '(985) 555-0101', label: 'the fax number of content/site.yaml', component: '<PhoneNumber which="fax" />' },
      { number: '(985) 555-0199', label: 'the civil rights coordinator’s number', component: '<CivilRightsCoordinator />' },
    ])
    const withoutCoordinator = { ...site, civilRightsCoordinator: undefined } as unknown as Content['site']
    expect(textFacts(withoutCoordinator)!.phones.map((p) => p.number)).toEqual(['(985) 555-0100', '(985) 555-0101'])
  })

  it('knows every e-mail address written anywhere in the file, once each, in lower case', () => {
    expect(textFacts(site)!.emails).toEqual(['front.desk@example.org', 'jobs@example.org', 'hr@example.org'])
  })

  it('carries the paragraph length and the components it is given', () => {
    expect(PARAGRAPH_WORDS).toBe(150)
    expect(textFacts(site, ['Note', 'PhoneNumber'])).toMatchObject({ paragraphWords: 150, components: ['Note', 'PhoneNumber'] })
    expect(textFacts(site)!.components).toEqual([])
  })
})
