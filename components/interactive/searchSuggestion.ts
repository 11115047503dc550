// Pagefind has no typo tolerance: for an unknown word it searches the longest start it knows, down to
// one letter ("epilepsey" found the "E" of BE FAST). So a result matched only by such a stray start is
// dropped, and a search a few letters off a title or a word of the site (scripts/build/search-words.ts)
// gets "Did you mean …?", with the allowance search engines use: none up to 2 letters, 1 to 5, then 2.

export interface SearchSuggestions {
  /** Every page the search finds: its <h1> and address. */
  titles: { title: string; url: string }[]
  /** Every word of those pages' text, in lower case, the most used first. */
  words: string[]
}

/** A language's suggestions, beside Pagefind's index. */
export const suggestionsPath = (lang: string) => `/pagefind/suggestions-${lang}.json`

export interface Suggestion {
  text: string
  /** The page of the title suggested; none when it is a search for the corrected words. */
  url?: string
}

/** Lower case, without accents: "Epilepsía" and "epilepsia" are the same word. */
const plain = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim()

const wordsOf = (text: string) => plain(text).match(/\p{L}[\p{L}'’]*/gu) ?? []

/** How many letters off a word or title of this length may be and still be suggested. */
const allowance = (length: number) => (length <= 2 ? 0 : length <= 5 ? 1 : 2)

/** Damerau-Levenshtein distance (optimal string alignment), or Infinity once it exceeds `limit`. */
export function lettersOff(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return Infinity
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1)
      row.push(value)
      best = Math.min(best, value)
    }
    if (best > limit) return Infinity
    before = previous
    previous = row
  }
  return previous[b.length]!
}

/** The nearest of `candidates` to `text` within the allowance of its length, the first of equals. */
function nearest<T>(text: string, candidates: readonly T[], key: (candidate: T) => string): T | undefined {
  let found: T | undefined
  let distance = allowance(text.length) + 1
  for (const candidate of candidates) {
    const d = lettersOff(text, key(candidate), distance - 1)
    if (d > 0 && d < distance) [found, distance] = [candidate, d]
  }
  return found
}

/**
 * The nearest title, for a search of several words ("Trastornos e la memoria") or of an unknown word;
 * else the nearest words for the unknown ones. Nothing while the search is the start of a title or a
 * word (still being typed), nor for a title with more words after it ("strokes").
 */
export function suggestionFor(query: string, { titles, words }: SearchSuggestions): Suggestion | undefined {
  const typed = wordsOf(query)
  const phrase = typed.join(' ')
  const known = new Set(words.map(plain))
  const plainWords = [...known]
  const isKnown = (word: string) => known.has(word) || plainWords.some((w) => w.startsWith(word))
  const unknown = typed.filter((word) => !isKnown(word))
  if (typed.length === 0) return undefined
  // Titles by their words alone: "EEG & Neurophysiology" is "eeg neurophysiology", as typed.
  const plainTitles = titles.map((t) => ({ ...t, plain: wordsOf(t.title).join(' ') }))
  if (typed.length > 1 || unknown.length > 0) {
    const apart = plainTitles.filter((t) => !t.plain.startsWith(phrase) && !phrase.startsWith(t.plain))
    const title = nearest(phrase, apart, (t) => t.plain)
    if (title) return { text: title.title, url: title.url }
  }
  const corrected = typed.map((word) => (isKnown(word) ? word : (nearest(word, plainWords, (w) => w) ?? word))).join(' ')
  if (corrected === phrase) return undefined
  const page = plainTitles.find((t) => t.plain === corrected)
  return page ? { text: page.title, url: page.url } : { text: corrected }
}

/** Whether every matched word (the excerpt's <mark>s) is shorter than half of every searched word. */
export function matchedByStrayLetters(excerpt: string, query: string): boolean {
  const marks = [...excerpt.matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => plain(m[1]!))
  const typed = wordsOf(query)
  if (marks.length === 0 || typed.length === 0) return false
  return marks.every((mark) => typed.every((word) => mark.length * 2 < word.length))
}
