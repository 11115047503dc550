// The texts "On this page" is about, for its built-HTML test (tests/built/on-this-page.test.ts) and its
// browser test (articles.spec.ts): condition articles and the pages laid out by their Markdown, each
// with the `##` sections of its Markdown (tests/oracles.ts h2Titles). The rule, in the tests' own words:
// a text with THREE or more sections gets the list, one with fewer does not.
import { existsSync } from 'node:fs'
import { h2Titles, wordsFile } from '../../oracles.ts'
import { content } from './content.ts'

/** An article with this many `##` sections or more shows "On this page"; with fewer, none. */
export const SECTIONS_FOR_A_LIST = 3

/** The list's name: the words file's condition.onThisPage. */
export const LABEL = (wordsFile('en') as { condition: { onThisPage: string } }).condition.onThisPage

// Pages laid out by their Markdown: a content/pages/ file with no layout of its own (pages/<name>/).
const plainPages = content.pages.filter((p) => p.slug !== 'home' && !existsSync(`pages/${p.slug}`))

/** Every such text: its address and the titles of its `##` sections. */
export const texts: { route: string; sections: string[] }[] = [
  ...content.conditions.filter((c) => c.data.layout === 'article').map((c) => ({ route: `/conditions/${c.slug}`, sections: h2Titles(c.body) })),
  ...plainPages.map((p) => ({ route: `/${p.slug}`, sections: h2Titles(p.body) })),
]

/** The texts that get the list. */
export const withContents = texts.filter((text) => text.sections.length >= SECTIONS_FOR_A_LIST)
