// What the confirmation after a send says of the call-back language and the insurance answer
// (supabase/functions/_shared/request-summary.ts, shared by the form and the function's page for a
// form post). The words are a small set written here, as a words file gives them.
import { describe, expect, it } from 'vitest'
import { shownInsurance, shownLanguage, type SummaryWords } from '../../../supabase/functions/_shared/request-summary.ts'

const words: SummaryWords = {
  choiceLabel: (choice) => ({ en: 'English', es: 'Español', other: 'Other' })[choice] ?? choice,
  insuranceOutsideList: { 'plan-not-listed': 'My plan is not listed', 'no-insurance': 'No insurance / self-pay' },
}

describe('the call-back language on the confirmation', () => {
  it('names a language of the site by its name, and leaves out what was typed under "Which language?"', () => {
    expect(shownLanguage(words, 'es')).toBe('Español')
    // The patient typed a language, then chose Spanish after all: Spanish is what staff call back in.
    expect(shownLanguage(words, 'es', 'Vietnamese')).toBe('Español')
  })

  it('names "Other" with the language the patient wrote', () => {
    expect(shownLanguage(words, 'other', 'Vietnamese')).toBe('Other: Vietnamese')
  })

  it('says only "Other" when no language was written beside it', () => {
    expect(shownLanguage(words, 'other', '')).toBe('Other')
    expect(shownLanguage(words, 'other')).toBe('Other')
  })
})

describe('the insurance answer on the confirmation', () => {
  it('names an answer outside the plans by its words, and a plan by its own name', () => {
    expect(shownInsurance(words, 'no-insurance')).toBe('No insurance / self-pay')
    expect(shownInsurance(words, 'plan-not-listed')).toBe('My plan is not listed')
    expect(shownInsurance(words, 'Medicare')).toBe('Medicare')
  })
})
