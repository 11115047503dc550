// The before/after report reviewers read (npm run preview:compare): which pages count as changed, which
// head parts changed, the words removed and added, the changed regions of two pictures, and the
// comment's summary (fixtures, not the site's content).
import { describe, expect, it } from 'vitest'
import { bodyChanged, changedHeadParts, changedUnseenParts, changeHtml, changesAtEveryWidth, pageChanged, wordChanges } from '../../../scripts/review/preview-compare-html.ts'
import { changeSummary, indexHtml, PAGES_IN_COMMENT, pictureName, summaryMarkdown, type PageReport } from '../../../scripts/review/preview-compare-lib.ts'
import { changedRegions, crop, mergedRegions, readPicture, type Picture } from '../../../scripts/review/preview-compare-pictures.ts'

const page = (head: string, body = '<h1>Stroke</h1>') => `<!DOCTYPE html><html lang="en"><head>${head}<script type="module" src="/assets/islands.dGbFXrBi.js"></script></head><body>${body}</body></html>`

describe('which pages changed', () => {
  it('leaves out asset hashes and build times, nothing else', () => {
    const one = page('<title>A</title>', '<h1>Stroke</h1><p>Built 2026-11-24T09:20:03.123Z</p>')
    const rebuilt = one.replace('islands.dGbFXrBi.js', 'islands.Zx81_kLq.js').replace('2026-11-24T09:20:03.123Z', '2026-11-25T10:00:00.000Z')
    expect(pageChanged(one, rebuilt)).toBe(false)
    // A preview's "Last updated" date follows the newest commit of any file the page reads.
    const dated = (date: string) => page('<title>A</title>', `<p>Last updated<!-- --> <time dateTime="${date}">${date}</time> · Edit</p>`)
    expect(pageChanged(dated('2026-11-20'), dated('2026-11-24'))).toBe(false)
    expect(wordChanges('Last updated November 20, 2026 · Edit', 'Last updated November 24, 2026 · Edit')).toEqual([])
    expect(pageChanged(one, one.replace('<title>A</title>', '<title>B</title>'))).toBe(true)
    expect(pageChanged(one, one.replace('<h1>Stroke</h1>', '<h1>Strokes</h1>'))).toBe(true)
  })

  it('names the head parts that changed', () => {
    const before = page('<title>A</title><meta name="description" content="One"><link rel="alternate" hreflang="es" href="/es/a"><script type="application/ld+json">{"a":1}</script>')
    expect(changedHeadParts(before, before)).toEqual([])
    expect(changedHeadParts(before, before.replace('{"a":1}', '{"a":2}'))).toEqual([{ name: 'the structured data (JSON-LD)' }])
    expect(changedHeadParts(before, before.replace('/es/a', '/es/b'))).toEqual([{ name: 'the hreflang links' }])
  })

  it('gives the old and new words of the title, the description and the social card', () => {
    const card = (title: string, text: string) =>
      page(`<title>${title}</title><meta name="description" content="${text}"><meta property="og:title" content="${title}"><meta property="og:description" content="${text}"><meta name="twitter:title" content="${title}"><meta name="twitter:description" content="${text}">`)
    const changed = changedHeadParts(card('Stroke', 'Know the signs.'), card('Stroke and TIA', 'Know the warning signs.'))
    expect(changed).toEqual([
      { name: 'the title', before: 'Stroke', after: 'Stroke and TIA' },
      { name: 'the description', before: 'Know the signs.', after: 'Know the warning signs.' },
      { name: 'the social card’s title', before: 'Stroke', after: 'Stroke and TIA' },
      { name: 'the social card’s text', before: 'Know the signs.', after: 'Know the warning signs.' },
      // The Twitter card repeats the social card: named once, its words shown above.
      { name: 'the Twitter card (a copy of the social card)' },
    ])
  })

  it('gives the old and new words of the body that are not on screen: alt text, where links go, labels', () => {
    const body = (alt: string, href: string, label: string) =>
      page('<title>A</title>', `<h1>Stroke</h1><img src="/images/clinic.webp" alt="${alt}"><p>Call or <a href="${href}">book a visit</a>.</p><nav aria-label="${label}"><a href="/">Home</a></nav><img src="/images/line.svg" alt="">`)
    const one = body('Our Houma clinic', '/consultation-form', 'Main menu')
    expect(changedUnseenParts(one, one)).toEqual([])
    // Spaces and line breaks alone are no change.
    expect(changedUnseenParts(one, one.replace('Our Houma clinic', 'Our  Houma\n clinic'))).toEqual([])
    expect(changedUnseenParts(one, body('The Houma clinic', '/contactus', 'Menu'))).toEqual([
      { name: 'the pictures’ descriptions (alt text, read aloud in place of each picture)', before: 'Our Houma clinic', after: 'The Houma clinic' },
      { name: 'where the links go', before: '“book a visit” leads to /consultation-form', after: '“book a visit” leads to /contactus' },
      { name: 'the labels read aloud (of buttons, areas and maps)', before: 'Main menu', after: 'Menu' },
    ])
    // A picture added: nothing before, its description after; a decorative one (alt="") has none to read.
    const added = one.replace('<p>Call', '<img src="/images/team.webp" alt="Dr. Reyes with a patient"><img src="/images/dots.svg" alt=""><p>Call')
    expect(changedUnseenParts(one, added)).toEqual([{ name: 'the pictures’ descriptions (alt text, read aloud in place of each picture)', after: 'Dr. Reyes with a patient' }])
    expect(changedUnseenParts(added, one)).toEqual([{ name: 'the pictures’ descriptions (alt text, read aloud in place of each picture)', before: 'Dr. Reyes with a patient' }])
    // A link's new words are on screen (the word diff shows them): where it goes has not changed.
    expect(changedUnseenParts(one, one.replace('book a visit', 'book an appointment'))).toEqual([])
  })

  it('tells a page whose body changed from one whose head alone did', () => {
    const one = page('<title>A</title>', '<h1>Stroke</h1>')
    expect(bodyChanged(one, one.replace('<title>A</title>', '<title>B</title>'))).toBe(false)
    expect(bodyChanged(one, one.replace('<h1>Stroke</h1>', '<h1>Strokes</h1>'))).toBe(true)
  })
})

describe('the words removed and added', () => {
  it('shows each change with a few words around it, not the whole page', () => {
    const words = (prefix: string) => Array.from({ length: 40 }, (_, i) => `${prefix}${i}`).join(' ')
    const before = `${words('a')} call us today ${words('b')}`
    const changes = wordChanges(before, before.replace('call us today', 'call us tomorrow'))
    expect(changes).toHaveLength(1)
    const text = changes[0]!.map((c) => (c.kind === 'removed' ? `[-${c.text}]` : c.kind === 'added' ? `[+${c.text}]` : c.text)).join('')
    expect(text).toContain('call us [-today][+tomorrow]')
    expect(text).toMatch(/^… /)
    expect(text).not.toContain('a0 ')
    expect(text).not.toContain('b30')
  })

  it('marks whole words, never parts of one: an hour changed is one word removed and one added', () => {
    const changes = wordChanges('Monday to Friday 8:00 AM to 4:30 PM', 'Monday to Friday 7:30 AM to 4:30 PM')
    expect(changes).toHaveLength(1)
    expect(changes[0]!.filter((c) => c.kind !== 'same')).toEqual([
      { kind: 'removed', text: '8:00' },
      { kind: 'added', text: '7:30' },
    ])
  })

  it('finds nothing when only the spacing changed', () => {
    expect(wordChanges('Call  us\n today', 'Call us today')).toEqual([])
  })

  it('adds the changes seen on a phone only (the call bar) to those of the desktop, without repeating one', () => {
    const desktop = wordChanges('Stroke. Know the signs. Menu Home About', 'Stroke. Know the warning signs. Menu Home About')
    const phone = wordChanges('Stroke. Know the signs. Call Book', 'Stroke. Know the warning signs. Call Request')
    const both = changesAtEveryWidth([desktop, phone])
    const shown = both.map((change) => change.filter((c) => c.kind !== 'same').map((c) => `${c.kind} ${c.text.trim()}`))
    expect(shown).toEqual([['added warning'], ['removed Book', 'added Request']])
    // The word the desktop showed added reads, on the phone's line, as part of the new text.
    expect(changeHtml(both[1]!)).toBe('Stroke. Know the warning signs. Call <del>Book</del><ins>Request</ins>')
    expect(changesAtEveryWidth([desktop, desktop])).toEqual(desktop)
    expect(changesAtEveryWidth([[], []])).toEqual([])
  })
})

/** A white picture of width × height with black rows at the given row numbers. */
function picture(width: number, height: number, blackRows: number[] = []): Picture {
  const png = { width, height, data: Buffer.alloc(width * height * 4, 255) }
  for (const y of blackRows) for (let x = 0; x < width; x++) png.data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3)
  return png
}

describe('the changed regions of two pictures', () => {
  it('finds none when no pixel changed', () => {
    expect(changedRegions(picture(20, 500, [10, 300]), picture(20, 500, [10, 300]))).toEqual([])
  })

  it('marks only the rows an insertion adds, not everything it pushes down', () => {
    const before = picture(20, 1000, [100, 900])
    const after = picture(20, 1040, [100, 500, 501, 502, 940])
    // Forty rows inserted at 480 (three of them black): the rows below moved but did not change.
    const regions = changedRegions(before, after)
    expect(regions).toHaveLength(1)
    expect(regions[0]!.after.end - regions[0]!.after.start).toBeLessThanOrEqual(40)
    expect(regions[0]!.before.end - regions[0]!.before.start).toBe(0)
  })

  it('does not list a stretch that only moved: a footer pushed down, drawn a fraction of a pixel lower', () => {
    const before = picture(20, 1000, [100, 900, 902, 904])
    const after = picture(20, 1041, [100, 500, 501, 502, 940, 942, 944])
    // Drawn lower by a fraction of a pixel, the footer's last row leaves a faint grey row under it.
    for (let x = 0; x < 20; x++) after.data.fill(246, (945 * 20 + x) * 4, (945 * 20 + x) * 4 + 3)
    const regions = changedRegions(before, after)
    expect(regions).toHaveLength(1)
    expect(regions[0]!.after.start).toBeLessThan(520)
  })

  it('joins changes close together and crops each with context, marking the changed rows', async () => {
    const merged = mergedRegions([
      { before: { start: 100, end: 110 }, after: { start: 100, end: 110 } },
      { before: { start: 150, end: 160 }, after: { start: 150, end: 160 } },
      { before: { start: 5000, end: 5010 }, after: { start: 5000, end: 5010 } },
    ])
    expect(merged.map((r) => [r.after.start, r.after.end])).toEqual([
      [100, 160],
      [5000, 5010],
    ])
    const cropped = await readPicture((await crop(picture(20, 2000), 500, 520, 'added'))!)
    expect(cropped.height).toBe(20 + 2 * 160)
    expect([...cropped.data.subarray((170 * 20) * 4, (170 * 20) * 4 + 3)]).toEqual([20, 140, 60])
  })
})

describe('what the reviewer reads', () => {
  const stroke: PageReport = {
    route: '/conditions/stroke',
    status: 'changed',
    head: [{ name: 'the description', before: 'Know the signs of a stroke.', after: 'Know the warning signs of a stroke.' }],
    unseen: [],
    text: [[{ kind: 'same', text: 'Call us ' }, { kind: 'removed', text: 'today' }, { kind: 'added', text: 'tomorrow' }]],
    pictures: [
      { width: 375, full: { before: 'full/conditions--stroke-375-before.png', after: 'full/conditions--stroke-375-after.png' }, crops: [{ before: 'crops/conditions--stroke-375-1-before.png', after: 'crops/conditions--stroke-375-1-after.png' }] },
      { width: 1280, full: { before: 'full/conditions--stroke-1280-before.png', after: 'full/conditions--stroke-1280-after.png' }, crops: [] },
    ],
  }
  const metadataOnly: PageReport = { route: '/contactus', status: 'changed', head: [{ name: 'the structured data (JSON-LD)' }], unseen: [], text: [], pictures: [{ width: 375, full: {}, crops: [] }] }
  const descriptionOnly: PageReport = { route: '/contactus', status: 'changed', head: [{ name: 'the description', before: 'Write to us.', after: 'Write or call us.' }], unseen: [], text: [], pictures: [] }
  const linkOnly: PageReport = {
    route: '/conditions/stroke',
    status: 'changed',
    head: [],
    unseen: [{ name: 'where the links go', before: '“Book a visit” leads to /consultation-form\n“Our team” leads to /our-team', after: '“Book a visit” leads to /contactus' }],
    text: [],
    pictures: [{ width: 375, full: {}, crops: [] }],
  }

  it('says when no pixel changed, and which head parts did', () => {
    expect(changeSummary(metadataOnly)).toBe('looks the same on screen; changed: the structured data (JSON-LD)')
    expect(changeSummary(stroke)).toBe('1 change to the words; changed: the description')
  })

  it('summary.md shows the words of the first pages with a cropped picture, and links to the rest', () => {
    const many = Array.from({ length: PAGES_IN_COMMENT + 2 }, (_, i) => ({ ...stroke, route: `/p${i}` }))
    const summary = summaryMarkdown([stroke, ...many], 'https://pr-7.site.pages.dev')
    expect(summary).toContain('#### [/conditions/stroke](https://pr-7.site.pages.dev/conditions/stroke)')
    expect(summary).toContain('- Call us <del>today</del><ins>tomorrow</ins>')
    expect(summary).toContain('<img src="https://pr-7.site.pages.dev/preview-compare/crops/conditions--stroke-375-1-after.png"')
    expect(summary).toContain('**3 more changed pages:**')
    expect(summary).toContain('[/p6](https://pr-7.site.pages.dev/preview-compare/index.html#page-p6)')
    expect(summaryMarkdown([], undefined)).toContain('No page of the site changes')
  })

  it('shows a changed description old and new, with its words marked, and no picture when the body is the same', () => {
    const summary = summaryMarkdown([descriptionOnly], undefined)
    expect(summary).toContain('- **the description**: Write <del>to </del><ins>or call </ins>us.')
    expect(summary).toContain('  - before: Write to us.')
    expect(summary).toContain('  - after: Write or call us.')
    const html = indexHtml([descriptionOnly], 'http://localhost:3000')
    expect(html).toContain('<b>Before:</b> Write to us.')
    expect(html).toContain('<b>After:</b> Write or call us.')
    expect(html).toContain('No picture: nothing in the page’s body changed')
    // The social card repeating the description is said once.
    const twice = { ...descriptionOnly, head: [...descriptionOnly.head, { name: 'the social card’s text', before: 'Write to us.', after: 'Write or call us.' }] }
    expect(summaryMarkdown([twice], undefined)).toContain('- **the social card’s text**: the same words as the description')
  })

  it('shows the words not on screen that changed, so a link sent elsewhere is not "markup only"', () => {
    expect(changeSummary(linkOnly)).toBe('looks the same on screen; changed off screen: where the links go')
    const summary = summaryMarkdown([linkOnly], undefined)
    // The link with the same words is changed in part; the other link is removed whole.
    expect(summary).toContain('- **where the links go**: “Book a visit” leads to <del>/consultation-form</del><ins>/contactus</ins><br><del>“Our team” leads to /our-team</del>')
    expect(summary).toContain('  - before: “Book a visit” leads to /consultation-form<br>“Our team” leads to /our-team')
    expect(summary).toContain('  - after: “Book a visit” leads to /contactus')
    const html = indexHtml([linkOnly], 'http://localhost:3000')
    expect(html).toContain('<h3>Words not on screen (read aloud by screen readers, or where a link goes)</h3>')
    expect(html).toContain('<b>Before:</b> “Book a visit” leads to /consultation-form<br>“Our team” leads to /our-team')
    expect(html).toContain('<b>After:</b> “Book a visit” leads to /contactus')
  })

  it('a link removed and another added, with other words and another address, read as one removed and one added, not as one link changed', () => {
    const swapped: PageReport = { ...linkOnly, unseen: [{ name: 'where the links go', before: '“Old article” leads to /conditions/old-article', after: '“New article” leads to /conditions/new-article' }] }
    const summary = summaryMarkdown([swapped], undefined)
    expect(summary).toContain('- **where the links go**: <del>“Old article” leads to /conditions/old-article</del><br><ins>“New article” leads to /conditions/new-article</ins>')
    // The same address under new words is one link changed in part.
    const reworded: PageReport = { ...linkOnly, unseen: [{ name: 'where the links go', before: '“Book” leads to /contactus', after: '“Write to us” leads to /contactus' }] }
    expect(summaryMarkdown([reworded], undefined)).toContain('- **where the links go**: <del>“Book” </del><ins>“Write to us” </ins>leads to /contactus')
  })

  it('index.html shows every page’s words and crops, with the whole page a click away', () => {
    const html = indexHtml([stroke, metadataOnly], 'http://localhost:3000')
    expect(html).toContain('<del>today</del><ins>tomorrow</ins>')
    expect(html).toContain('src="crops/conditions--stroke-375-1-before.png"')
    expect(html).toContain('href="full/conditions--stroke-375-after.png"')
    expect(html).toContain('No pixel changed at this width.')
    expect(html).toContain('looks the same on screen')
    expect(pictureName('/', 375)).toBe('home-375')
  })

  it('shows a new page as new and a removed one with where its visitors go, even after many changed pages', () => {
    const many = Array.from({ length: PAGES_IN_COMMENT + 3 }, (_, i) => ({ ...stroke, route: `/p${i}` }))
    const added: PageReport = { route: '/conditions/ataxia', status: 'new', head: [], unseen: [], text: [], pictures: [] }
    const retired: PageReport = { route: '/conditions/old-name', status: 'removed', head: [], unseen: [], text: [], pictures: [], sentTo: '/conditions/stroke' }
    const gone: PageReport = { ...retired, route: '/conditions/gone', sentTo: undefined }
    const summary = summaryMarkdown([...many, added, retired, gone], undefined)
    expect(summary).toContain('#### [/conditions/ataxia](http://localhost:3000/conditions/ataxia)')
    expect(summary).toContain('_new page_')
    expect(summary).toContain('_page removed; its visitors are now sent to /conditions/stroke_')
    expect(summary).toContain('_page removed; its visitors now get the "page not found" page_')
    expect(summary).not.toMatch(/more changed pages:.*ataxia/)
  })

  it('says nothing in jargon and never doubles an arrow', () => {
    const arrowLink = changedUnseenParts(page('', '<a href="/a">Read more →</a>'), page('', '<a href="/b">Read more →</a>'))
    expect(arrowLink[0]!.after).toBe('“Read more →” leads to /b')
    for (const report of [metadataOnly, linkOnly, descriptionOnly, { ...metadataOnly, head: [] }]) {
      expect(changeSummary(report)).not.toMatch(/metadata|pixel|markup|→ →/)
    }
  })
})
