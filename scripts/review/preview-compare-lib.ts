// The reviewer's report of `npm run preview:compare` (scripts/review/preview-compare.ts): index.html, every
// changed page with its words removed and added and its changed regions at phone and desktop width,
// and summary.md, the pull request's comment, which shows the first pages and links to the rest.
import { escapeHtml } from '../../renderer/headTags.ts'
import { changeHtml, textDiff, type PartChange, type TextChange } from './preview-compare-html.ts'

/** One changed region of a page at one width: the crop before and after (file names, none when absent). */
export interface Crop {
  before?: string
  after?: string
}

/** A page at one width: its whole pictures, and its changed regions (none: no pixel changed). */
export interface PictureSet {
  width: number
  full: { before?: string; after?: string }
  crops: Crop[]
}

/** What changed in one page whose built HTML differs. */
export interface PageReport {
  route: string
  status: 'changed' | 'new' | 'removed'
  /** The head parts that differ ("the description" with its old and new text, "the structured data (JSON-LD)"…). */
  head: PartChange[]
  /** The words of the body not on screen that changed (alt text, where links go, labels), removed and added. */
  unseen: PartChange[]
  /** The words removed and added, each change with its context. */
  text: TextChange[][]
  /** None when nothing in the page's body changed (only its head): there is nothing to see. */
  pictures: PictureSet[]
  /** A removed page: where the host now sends its visitors (this version's _redirects), if anywhere. */
  sentTo?: string
}

/** Text for a line of summary.md: a | would end a table cell. */
const md = (text: string) => text.replace(/\|/g, '\\|')

/** Changed pages shown in full in the pull request's comment (new and removed ones always are); the others are linked. */
export const PAGES_IN_COMMENT = 5

/** The file name of a page's picture: /conditions/stroke at 375 px → conditions--stroke-375. */
export function pictureName(route: string, width: number): string {
  return `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '--')}-${width}`
}

/** True when not a pixel of the page changed at any width (a page that is new or removed did). */
export const noPixelChanged = (page: PageReport) => page.status === 'changed' && page.pictures.every((p) => p.crops.length === 0)

/** The head changes whose words are shown, old and new (the title, the description, the social card). */
const readParts = (page: PageReport) => page.head.filter((part) => part.before !== undefined || part.after !== undefined)

/**
 * The changes of a list of one item a line (the links, the pictures' descriptions): an item changed in part
 * (the same link words, or the same address) word by word; any other item struck through or underlined whole,
 * so that a link removed and another added do not read as one link changed.
 */
function listDiffHtml(before: string, after: string): string {
  const words = (line: string) => /^“[^”]*”/.exec(line)?.[0]
  const address = (line: string) => / leads to (\S+)$/.exec(line)?.[1]
  const sameItem = (a: string, b: string) => (words(a) !== undefined && words(a) === words(b)) || (address(a) !== undefined && address(a) === address(b))
  const added = after ? after.split('\n') : []
  const changed = (before ? before.split('\n') : []).map((line) => {
    const partner = added.findIndex((other) => sameItem(line, other))
    return partner < 0 ? `<del>${escapeHtml(line)}</del>` : changeHtml(textDiff(line, added.splice(partner, 1)[0]!))
  })
  return [...changed, ...added.map((line) => `<ins>${escapeHtml(line)}</ins>`)].join('<br>')
}

/** Each part's old and new words as HTML, changes marked (`list`: one item a line); a part that changed exactly as one above says so instead. */
function wordsOfParts(parts: PartChange[], list = false): { name: string; before: string; after: string; diff: string; sameAs?: string }[] {
  return parts.map((part, i) => {
    const twin = parts.slice(0, i).find((other) => other.before === part.before && other.after === part.after)
    // The unseen words come one item a line (a link, a picture's description): a line break shows each.
    const lines = (html: string) => html.replace(/\n/g, '<br>')
    return {
      name: part.name,
      before: lines(escapeHtml(part.before ?? '(none)')),
      after: lines(escapeHtml(part.after ?? '(none)')),
      diff: list ? listDiffHtml(part.before ?? '', part.after ?? '') : lines(changeHtml(textDiff(part.before ?? '', part.after ?? ''))),
      sameAs: twin?.name,
    }
  })
}

/** The anchor of a page in index.html. */
const anchor = (route: string) => `page-${pictureName(route, 0).replace(/-0$/, '')}`

/** What kind of change a page has, in a few words a reviewer reads without help. */
export function changeSummary(page: PageReport): string {
  if (page.status === 'new') return 'new page'
  if (page.status === 'removed') return page.sentTo ? `page removed; its visitors are now sent to ${page.sentTo}` : 'page removed; its visitors now get the "page not found" page'
  const parts: string[] = []
  if (page.text.length > 0) parts.push(`${page.text.length} change${page.text.length === 1 ? '' : 's'} to the words`)
  if (page.head.length > 0) parts.push(`changed: ${page.head.map((part) => part.name).join(', ')}`)
  if (page.unseen.length > 0) parts.push(`changed off screen: ${page.unseen.map((part) => part.name).join(', ')}`)
  if (noPixelChanged(page)) {
    if (parts.length === 0) return 'looks and reads the same (only the page’s code changed)'
    return `looks the same on screen; ${parts.join('; ')}`
  }
  return parts.join('; ') || 'looks different (layout or style), the same words'
}

/** Old and new words under a heading, for proofreading: the title, description and social card, or the words not on screen. */
function partsHtml(heading: string, changed: PartChange[], list = false): string {
  const parts = wordsOfParts(changed, list)
  if (parts.length === 0) return ''
  return `<h3>${escapeHtml(heading)}</h3>
<dl class="head">${parts
    .map((p) =>
      p.sameAs
        ? `<dt>${escapeHtml(p.name)}</dt><dd><p>The same words as ${escapeHtml(p.sameAs)}.</p></dd>`
        : `<dt>${escapeHtml(p.name)}</dt><dd><p>${p.diff}</p><p class="was"><b>Before:</b> ${p.before}</p><p class="was"><b>After:</b> ${p.after}</p></dd>`,
    )
    .join('')}</dl>`
}

/** The heading of the words of the body not on screen, in index.html and summary.md. */
const UNSEEN_HEADING = 'Words not on screen (read aloud by screen readers, or where a link goes)'

function textHtml(page: PageReport): string {
  if (page.text.length === 0) return '<p>No word of the page’s text changed.</p>'
  return `<ol class="words">${page.text.map((change) => `<li>${changeHtml(change)}</li>`).join('')}</ol>`
}

function picturesHtml(page: PageReport): string {
  if (page.pictures.length === 0) return '<p>No picture: nothing in the page’s body changed, only its head (above).</p>'
  return page.pictures
    .map((set) => {
      const whole = (['before', 'after'] as const)
        .filter((side) => set.full[side])
        .map((side) => `<a href="${set.full[side]}">whole page ${side}</a>`)
        .join(' · ')
      const crops =
        set.crops.length === 0
          ? '<p>No pixel changed at this width.</p>'
          : set.crops
              .map(
                (crop, i) => `<div class="row"><figure><figcaption>Before (change ${i + 1})</figcaption>${crop.before ? `<img src="${crop.before}" alt="Before, change ${i + 1} of ${escapeHtml(page.route)} at ${set.width} px">` : '<p>(nothing)</p>'}</figure>
<figure><figcaption>After (change ${i + 1})</figcaption>${crop.after ? `<img src="${crop.after}" alt="After, change ${i + 1} of ${escapeHtml(page.route)} at ${set.width} px">` : '<p>(nothing)</p>'}</figure></div>`,
              )
              .join('\n')
      return `<h3>${set.width} px wide <small>(${whole})</small></h3>\n${crops}`
    })
    .join('\n')
}

/** index.html: for every changed page, what changed, its words removed and added, and its changed regions. */
export function indexHtml(pages: PageReport[], site: string): string {
  const sections = pages.map(
    (page) => `<section id="${anchor(page.route)}"><h2><a href="${escapeHtml(site + page.route)}">${escapeHtml(page.route)}</a></h2>
<p>${escapeHtml(changeSummary(page))}</p>
${partsHtml('Title, description and social card', readParts(page))}
<h3>Words removed and added</h3>
${textHtml(page)}
${partsHtml(UNSEEN_HEADING, page.unseen, true)}
${picturesHtml(page)}</section>`,
  )
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>What this change does to the site</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #1a1a1a; max-width: 90rem; }
.row { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 1rem; align-items: start; margin-bottom: 1rem; }
figure { margin: 0; }
figcaption { font-weight: 600; margin-bottom: 0.25rem; }
img { max-width: 100%; height: auto; border: 1px solid #999; }
section { border-top: 2px solid #ccc; margin-top: 2rem; }
del { background: #fdd; color: #700; }
ins { background: #dfd; color: #050; }
.words li { margin-bottom: 0.5rem; line-height: 1.5; }
.head dt { font-weight: 600; margin-top: 0.75rem; }
.head dd { margin: 0.25rem 0 0 1rem; }
.head .was { margin: 0.25rem 0; color: #444; }
</style>
</head>
<body>
<h1>What this change does to the site</h1>
<p>${pages.length} page(s) changed. Removed words are <del>struck through</del>, added words <ins>underlined</ins>; the pictures show only the changed regions (a bar marks the changed rows), with the whole page a click away.</p>
<ul>${pages.map((p) => `<li><a href="#${anchor(p.route)}">${escapeHtml(p.route)}</a>: ${escapeHtml(changeSummary(p))}</li>`).join('')}</ul>
${sections.join('\n') || '<p>No page of the site changes.</p>'}
</body>
</html>
`
}

/** summary.md, the pull request's comment: the first pages in full, links to the rest; `url` the preview's address (else local). */
export function summaryMarkdown(pages: PageReport[], url: string | undefined): string {
  const site = url ?? 'http://localhost:3000'
  const files = url ? `${url}/preview-compare` : '.'
  const lines = ['### What this pull request changes on the site', '']
  if (pages.length === 0) {
    lines.push('No page of the site changes: no built page differs from the base branch’s.')
    return `${lines.join('\n')}\n`
  }
  lines.push(`${pages.length} page(s) differ from the base branch. Removed words are struck through, added words underlined.`, '')
  // A new or removed page is always shown; the changed ones up to PAGES_IN_COMMENT.
  const changed = pages.filter((p) => p.status === 'changed')
  const shown = [...pages.filter((p) => p.status !== 'changed'), ...changed.slice(0, PAGES_IN_COMMENT)]
  for (const page of shown) {
    lines.push(`#### [${page.route}](${site}${page.route})`, '', `_${changeSummary(page)}_`, '')
    const partLines = (changed: PartChange[], list = false) => {
      for (const part of wordsOfParts(changed, list)) {
        if (part.sameAs) lines.push(`- **${part.name}**: the same words as ${part.sameAs}`)
        else lines.push(`- **${part.name}**: ${md(part.diff)}`, `  - before: ${md(part.before)}`, `  - after: ${md(part.after)}`)
      }
      if (changed.length > 0) lines.push('')
    }
    partLines(readParts(page))
    for (const change of page.text.slice(0, 5)) lines.push(`- ${md(changeHtml(change))}`)
    if (page.text.length > 5) lines.push(`- … and ${page.text.length - 5} more: [the report](${files}/index.html#${anchor(page.route)})`)
    if (page.text.length > 0) lines.push('')
    if (page.unseen.length > 0) lines.push(`${UNSEEN_HEADING}:`, '')
    partLines(page.unseen, true)
    const phone = page.pictures[0]
    const crop = phone?.crops[0]
    if (crop) {
      const img = (side: 'before' | 'after') => (crop[side] ? `<img src="${files}/${crop[side]}" width="260" alt="${side}">` : side === 'before' ? 'new' : 'removed')
      lines.push(`| Before (${phone.width} px) | After |`, '| --- | --- |', `| ${img('before')} | ${img('after')} |`, '')
    }
  }
  const rest = changed.slice(PAGES_IN_COMMENT)
  if (rest.length > 0) {
    lines.push(`**${rest.length} more changed page${rest.length === 1 ? '' : 's'}:** ${rest.map((p) => `[${p.route}](${files}/index.html#${anchor(p.route)}) (${changeSummary(p)})`).join(', ')}`, '')
  }
  lines.push(`The whole report, every change at phone and desktop width: ${files}/index.html`, '')
  return `${lines.join('\n')}\n`
}
