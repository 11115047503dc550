// The letters-off count of the search box's suggestions (components/interactive/searchSuggestion.ts), on
// pairs counted by hand: a letter added, left out or changed counts one, and so do two letters swapped.
// What the box offers for the site's own titles and words is tested in the browser (tests/e2e/access/search-suggestion.spec.ts).
import { describe, expect, it } from 'vitest'
import { lettersOff, matchedByStrayLetters } from '../../../components/interactive/searchSuggestion.ts'

describe('letters off', () => {
  it.each([
    ['epilepsy', 'epilepsy', 0],
    ['epilepsy', 'epilepsey', 1], // added
    ['epilepsy', 'epilpsy', 1], // left out
    ['epilepsy', 'epixepsy', 1], // changed
    ['epilepsy', 'epilpesy', 1], // swapped
    ['stroke', 'sxroxe', 2],
    ['stroke', 'strkoe', 1],
    ['', 'abc', 3],
    ['abc', 'xyz', 3],
  ])('%j and %j: %i', (a, b, expected) => {
    expect(lettersOff(a, b)).toBe(expected)
    expect(lettersOff(b, a)).toBe(expected)
  })

  it('stops counting past a limit', () => {
    expect(lettersOff('epilepsy', 'stroke', 2)).toBe(Infinity)
    expect(lettersOff('epilepsy', 'epilepsey', 1)).toBe(1)
  })
})

describe('a result matched by a stray start of the words searched', () => {
  it('is one whose marked words are all shorter than half of each word searched', () => {
    expect(matchedByStrayLetters('B <mark>E</mark> F A S T', 'epilepsey')).toBe(true)
    expect(matchedByStrayLetters('<mark>Epilepsy</mark> care', 'epilepsey')).toBe(false)
    // A one-letter search matches one-letter words; a text with no mark is not judged.
    expect(matchedByStrayLetters('B <mark>E</mark> F A S T', 'e')).toBe(false)
    expect(matchedByStrayLetters('no marks', 'epilepsey')).toBe(false)
  })
})
