// What a patient is told about each field, exactly: one message a field, in the words the forms show
// (docs/requirements.md §5), whatever the mistake; what is accepted is stored as the patient meant it
// (trimmed). The messages are written here, not read from the module under test.
import { describe, expect, it } from 'vitest'
import { parseConsultationRequest, type FormChoices } from '../../../supabase/functions/_shared/requests.ts'

const BAD_CHARACTER = 'This field contains a character we cannot accept. Please retype it.'
const choices: FormChoices = { locations: ['Hammond', 'Slidell'], insurance: ['Aetna'] }
const contact = { name: 'Ann Lee', phone: '985-555-0100', email: 'ann@example.com' }
const appointment = { kind: 'appointment', firstName: 'Ann', lastName: 'Lee', phone: '985-555-0100', email: 'ann@example.com', location: 'Hammond', insurance: 'Aetna', message: 'A visit, please.' }

/** The messages of each field of a refused request (the request must be refused), checked as the function does, with the offices and plans. */
function messagesOf(body: Record<string, unknown>): Record<string, string[]> {
  const parsed = parseConsultationRequest(body, choices)
  if (parsed.outcome !== 'invalid') throw new Error(`expected a refusal, got ${parsed.outcome}`)
  return parsed.fieldErrors
}

/** The checked fields of an accepted request (it must be accepted). */
function accepted(body: Record<string, unknown>): Record<string, unknown> {
  const parsed = parseConsultationRequest(body, choices)
  if (parsed.outcome !== 'valid') throw new Error(`expected the request accepted, got ${JSON.stringify(parsed)}`)
  return parsed.data
}

describe('one message a field, in the forms\' words', () => {
  it('a name left out, empty, made of invisible characters or of a blank-looking filler: "Name is required", once', () => {
    for (const name of [undefined, 42, '', '   ', '\u034f', '\u115f']) {
      expect(messagesOf({ ...contact, name }), JSON.stringify(name)).toEqual({ name: ['Name is required'] })
    }
  })

  it('a name too long, even with a refused character in it: only "too long"', () => {
    expect(messagesOf({ ...contact, name: 'A'.repeat(101) })).toEqual({ name: ['Name must be less than 100 characters'] })
    expect(messagesOf({ ...contact, name: `${'A'.repeat(100)}\u202e` })).toEqual({ name: ['Name must be less than 100 characters'] })
  })

  it('a name with a character that changes how it reads (a direction mark, an override): the refusal', () => {
    expect(messagesOf({ ...contact, name: 'Ann\u202eLee' })).toEqual({ name: [BAD_CHARACTER] })
    expect(messagesOf({ ...contact, name: 'Ann\u200eLee' })).toEqual({ name: [BAD_CHARACTER] })
  })

  it('the appointment form\'s names and message, each in its own words', () => {
    expect(messagesOf({ ...appointment, firstName: '', lastName: 'L'.repeat(51), message: '' })).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name must be less than 50 characters'],
      message: ['Message is required'],
    })
    expect(messagesOf({ ...appointment, firstName: 'F'.repeat(51), lastName: '', message: 'M'.repeat(1001) })).toEqual({
      firstName: ['First name must be less than 50 characters'],
      lastName: ['Last name is required'],
      message: ['Message must be less than 1000 characters'],
    })
  })

  it('the appointment form\'s names follow the same rules as the contact form\'s name; its message keeps its lines', () => {
    expect(messagesOf({ ...appointment, firstName: 42, lastName: '\u115f' })).toEqual({ firstName: ['First name is required'], lastName: ['Last name is required'] })
    expect(messagesOf({ ...appointment, firstName: `${'F'.repeat(50)}\u202e`, lastName: 'Ann\u200eLee' })).toEqual({
      firstName: ['First name must be less than 50 characters'],
      lastName: [BAD_CHARACTER],
    })
    expect(messagesOf({ ...appointment, firstName: 'Ann\u200eLee', message: 'Hello\u0007' })).toEqual({ firstName: [BAD_CHARACTER], message: [BAD_CHARACTER] })
    expect(accepted({ ...appointment, message: 'Line one\nLine two' })).toMatchObject({ message: 'Line one\nLine two' })
  })

  it('an office or a plan not chosen, too long, or not one the form offers: "Please select…", once', () => {
    for (const location of ['', 'L'.repeat(201), 'Paris', 7]) {
      expect(messagesOf({ ...appointment, location }), String(location)).toEqual({ location: ['Please select a location'] })
    }
    for (const insurance of ['', 'I'.repeat(201), 'Made-up Plan']) {
      expect(messagesOf({ ...appointment, insurance }), insurance).toEqual({ insurance: ['Please select your insurance'] })
    }
  })

  it('a phone too short says so even with letters in it; ten digits and a letter is refused as a character', () => {
    expect(messagesOf({ ...contact, phone: 'abc' })).toEqual({ phone: ['Phone number must be at least 10 digits'] })
    expect(messagesOf({ ...contact, phone: '985-555-0100 abc' })).toEqual({ phone: [BAD_CHARACTER] })
  })

  it('a phone with a line break in it is refused with a message, not an error', () => {
    expect(messagesOf({ ...contact, phone: '985-555\n-0100' })).toEqual({ phone: [BAD_CHARACTER] })
  })

  it('a call-back language that is not offered, or Other without the language: each its message', () => {
    expect(messagesOf({ ...contact, preferredLanguage: 'klingon' })).toEqual({ preferredLanguage: ['Please choose a language'] })
    expect(messagesOf({ ...contact, preferredLanguage: 'other' })).toEqual({ preferredLanguageOther: ['Please tell us which language you prefer'] })
  })

  it('a kind that is neither form', () => {
    expect(messagesOf({ ...contact, kind: 'letter' })).toEqual({ kind: ['Kind must be "contact" or "appointment".'] })
  })
})

describe('what is accepted is stored as meant', () => {
  it('the names and message trimmed', () => {
    expect(accepted({ ...contact, name: '  Ann Lee  ' })).toMatchObject({ name: 'Ann Lee' })
    expect(accepted({ ...appointment, firstName: ' Ann ', lastName: ' Lee ', message: '  A visit.  ' })).toMatchObject({ firstName: 'Ann', lastName: 'Lee', message: 'A visit.' })
  })

  it('a Persian name with its zero-width non-joiner, and a message with a direction mark', () => {
    expect(accepted({ ...contact, name: 'نیلوفر\u200cزاده' })).toMatchObject({ name: 'نیلوفر\u200cزاده' })
    expect(accepted({ ...appointment, message: 'Call after 5 \u200epm' })).toMatchObject({ message: 'Call after 5 \u200epm' })
  })

  it('a valid contact request is "valid", of kind contact', () => {
    expect(parseConsultationRequest(contact)).toMatchObject({ outcome: 'valid', kind: 'contact' })
  })
})

describe('the honeypot', () => {
  it('left empty, blank or null: a request like any other', () => {
    for (const website of ['', '   ', null, undefined]) {
      expect(parseConsultationRequest({ ...contact, website }).outcome, JSON.stringify(website)).toBe('valid')
    }
  })

  it('filled: caught, whatever is in it', () => {
    for (const website of ['x', ' http://spam.example ', 0, false]) {
      expect(parseConsultationRequest({ ...contact, website }).outcome, JSON.stringify(website)).toBe('honeypot')
    }
  })
})
