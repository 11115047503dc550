// Misspellings made the way people slip (a letter changed, added, left out, or two letters swapped: each
// counts one letter off), and the titles they are made from: the content's condition articles, per language.
import { content } from './e2e/support/content.ts'

/** The condition articles of a language: title and address. */
export function conditionTitles(lang: string): { title: string; href: string }[] {
  if (lang === 'en') return content.conditions.map((c) => ({ title: c.data.title, href: `/conditions/${c.slug}` }))
  return content.translations.filter((t) => t.lang === lang && t.collection === 'conditions').map((t) => ({ title: t.data.title as string, href: `/${lang}/conditions/${t.slug}` }))
}

/** A letter other than `letter`, unlikely in a word of either language. */
const other = (letter: string) => (letter.toLowerCase() === 'x' ? 'z' : 'x')

/** Positions of the letters of `text` (not spaces or signs). */
export const letterPositions = (text: string) => [...text].flatMap((c, i) => (/\p{L}/u.test(c) ? [i] : []))

/** `title` one letter off, in the way `kind` (0 to 3) names, near its middle. */
export function oneLetterOff(title: string, kind: number): string {
  const positions = letterPositions(title)
  const i = positions[Math.floor(positions.length / 2)]!
  const [before, letter, after] = [title.slice(0, i), title[i]!, title.slice(i + 1)]
  if (kind === 0) return `${before}${other(letter)}${after}` // changed
  if (kind === 1) return `${before}${letter}${other(letter)}${after}` // added
  if (kind === 2) return `${before}${after}` // left out
  const next = title[i + 1]
  return next && next !== letter && /\p{L}/u.test(next) ? `${before}${next}${letter}${title.slice(i + 2)}` : `${before}${other(letter)}${after}` // swapped
}

/** `title` two letters off: two of its letters changed, apart. */
export function twoLettersOff(title: string): string {
  const positions = letterPositions(title)
  const chars = [...title]
  for (const i of [positions[1]!, positions[positions.length - 2]!]) chars[i] = other(chars[i]!)
  return chars.join('')
}

/** Titles of six letters or more: two letters off a shorter word is another word. */
export const misspellableTitles = (lang: string) => conditionTitles(lang).filter(({ title }) => letterPositions(title).length >= 6)
