// The h2 sections of a Markdown text, with the ids rehype-slug gives them (same slugger, same order),
// for the "On this page" list.
import GithubSlugger from 'github-slugger'

/** A text with this many h2 sections or more gets the list; fewer are seen at a glance. */
const SECTIONS_FOR_CONTENTS = 3

export interface Section {
  id: string
  title: string
}

/** "**Warning** signs: [BE FAST](/x)" → "Warning signs: BE FAST": the text rehype-slug makes the id from. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[*_`]/g, '')
    .trim()
}

/** The sections an "On this page" list shows for a text: none when it has too few to need one. */
export function contentsOf(markdown: string): Section[] {
  const slugger = new GithubSlugger()
  const sections: Section[] = []
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    const match = fenced ? null : /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line)
    if (!match) continue
    const title = plainText(match[2]!)
    // Every heading goes through the slugger, as in rehype-slug, so a repeated title's id counts them all.
    const id = slugger.slug(title)
    if (match[1] === '##') sections.push({ id, title })
  }
  return sections.length >= SECTIONS_FOR_CONTENTS ? sections : []
}
