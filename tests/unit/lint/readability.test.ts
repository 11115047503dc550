// The reading level the content check reports: the Flesch–Kincaid grade,
// 0.39 × (words ÷ sentences) + 11.8 × (syllables ÷ words) − 15.59, with each word's syllables as a
// dictionary counts them.
import { describe, expect, it } from 'vitest'
import { gradeOf, sentencesOf } from '../../../lib/content/check/readability.ts'

const grade = (words: number, sentences: number, syllables: number) => 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59

describe('the Flesch–Kincaid grade of a text', () => {
  it('counts the syllables of words a vowel count gets wrong (vi-de-o, tri-al, be-ing, di-ag-nosed)', () => {
    // A(1) vi-de-o(3) tri-al(2) can(1) help(1): 5 words, 8 syllables.
    expect(gradeOf(['A video trial can help.'])).toBeCloseTo(grade(5, 1, 8), 2)
    // Be-ing(2) di-ag-nosed(3) is(1) hard(1): 4 words, 7 syllables.
    expect(gradeOf(['Being diagnosed is hard.'])).toBeCloseTo(grade(4, 1, 7), 2)
  })

  it('divides the words among the sentences', () => {
    expect(gradeOf(['A video trial can help.', 'Being diagnosed is hard.'])).toBeCloseTo(grade(9, 2, 15), 2)
  })

  it('is 0 for a text without words', () => {
    expect(gradeOf([])).toBe(0)
  })
})

describe('the sentences a reader sees, read from the text as MDX', () => {
  it('reads a sentence wrapped over several lines as one sentence', () => {
    expect(sentencesOf('Most headaches are not a sign of\nanything serious and go away\nwith rest and water.\n')).toEqual(['Most headaches are not a sign of anything serious and go away with rest and water.'])
  })

  it('reads headings, list items, table cells and the text inside a block, and not markup, comments or addresses', () => {
    const text = [
      '## When to call us',
      '',
      '- Call us if **the pain** gets `much worse` over days.',
      '',
      '| What you notice | What to do now |',
      '| --- | --- |',
      '| A sudden bad headache | Call 911 right away |',
      '',
      '{/* a note for the editors only, never shown */}',
      '',
      '<Note title="Not shown as words">',
      '',
      'See [the guide to headaches](/conditions/headache) for more.',
      '',
      '</Note>',
      '',
    ].join('\n')
    expect(sentencesOf(text)).toEqual([
      'When to call us',
      'Call us if the pain gets much worse over days.',
      'What you notice',
      'What to do now',
      'A sudden bad headache',
      'Call 911 right away',
      'See the guide to headaches for more.',
    ])
  })
})
