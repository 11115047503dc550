// The before/after comparison reviewers see: which pages are pictured, the share of changed pixels,
// and the comment's summary (fixtures, not the site's content).
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import {
  comparePictures,
  indexHtml,
  LINK_MARKER,
  pagesToPicture,
  pictureName,
  summaryMarkdown,
  type PagePicture,
} from '../../scripts/preview-compare-lib.ts'

const routes = ['/', '/conditions/a', '/conditions/b', '/contactus']

/** A white picture, with its first `black` pixels black. */
function png(width: number, height: number, black = 0): Buffer {
  const image = new PNG({ width, height })
  image.data.fill(255)
  for (let i = 0; i < black; i++) image.data.fill(0, i * 4, i * 4 + 3)
  return PNG.sync.write(image)
}

describe('the pages to picture', () => {
  it('reads the linked pages, folders and "every page" from the changed-pages list', () => {
    expect(pagesToPicture(`### Pages\n\n- [/contactus](${LINK_MARKER}/contactus)\n- [/](${LINK_MARKER}/)\n`, routes)).toEqual(['/', '/contactus'])
    expect(pagesToPicture('- every page under `/conditions/`\n', routes)).toEqual(['/conditions/a', '/conditions/b'])
    expect(pagesToPicture('**Every page**, because shared files changed: `content/site.yaml`.', routes)).toEqual(routes)
    expect(pagesToPicture('No page changes: this pull request only changes tests.', routes)).toEqual([])
  })

  it('names each picture after its page and width', () => {
    expect(pictureName('/', 375)).toBe('home-375.png')
    expect(pictureName('/conditions/stroke', 1280)).toBe('conditions--stroke-1280.png')
  })
})

describe('comparing two pictures', () => {
  it('counts the share of changed pixels, also when the page grew longer', () => {
    expect(comparePictures(png(10, 10), png(10, 10)).changed).toBe(0)
    expect(comparePictures(png(10, 10), png(10, 10, 10)).changed).toBeCloseTo(0.1)
    const longer = comparePictures(png(10, 10), png(10, 20, 0))
    expect(longer.changed).toBe(0) // the added part is white, like the padding
    expect(PNG.sync.read(longer.diff).height).toBe(20)
  })
})

describe('what the reviewer reads', () => {
  const pictures: PagePicture[] = [
    { route: '/conditions/a', width: 375, file: 'conditions--a-375.png', changed: 0.05, status: 'changed' },
    { route: '/conditions/a', width: 1280, file: 'conditions--a-1280.png', changed: 0.01, status: 'changed' },
    { route: '/contactus', width: 375, file: 'contactus-375.png', changed: 0, status: 'same' },
    { route: '/contactus', width: 1280, file: 'contactus-1280.png', changed: 0, status: 'same' },
    { route: '/new', width: 375, file: 'new-375.png', status: 'new' },
    { route: '/new', width: 1280, file: 'new-1280.png', status: 'new' },
  ]

  it('summary.md links each changed page into the preview with phone-width pictures, and lists the text-only ones', () => {
    const summary = summaryMarkdown(pictures, 'https://pr-7.site.pages.dev')
    expect(summary).toContain('[/conditions/a](https://pr-7.site.pages.dev/conditions/a)')
    expect(summary).toContain('<img src="https://pr-7.site.pages.dev/preview-compare/after/conditions--a-375.png"')
    expect(summary).toContain('375 px: 5.0% of pixels changed')
    expect(summary).toContain('| [/new](https://pr-7.site.pages.dev/new) | new page |')
    expect(summary).toMatch(/\*\*Text or metadata only\*\* \(no pixel changed\): \[\/contactus\]/)
    expect(summary).not.toContain('contactus-375.png')
  })

  it('index.html shows before, after and diff of each changed page', () => {
    const html = indexHtml(pictures, 'http://localhost:3000')
    for (const folder of ['before', 'after', 'diff']) expect(html).toContain(`src="${folder}/conditions--a-375.png"`)
    expect(html).toContain('5.0% of pixels changed')
    expect(html).toContain('<h2>Text or metadata only</h2>')
    expect(html).not.toContain('src="before/new-375.png"')
  })
})
