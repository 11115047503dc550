// `npm run size`, pictures: the bytes of the pictures each built page makes a browser download, and
// their budgets. A <picture> counts as the file a browser takes from it: its first source (AVIF) at the
// largest width it offers (a sharp screen); an <img> outside a <picture> counts as its own file. Pictures
// inside the HTML (data: addresses, also as an <img>'s srcset) are in the HTML's own figure. Lazy pictures count too: a visitor who
// scrolls the page downloads them.

export const PICTURE_BUDGET = {
  /** No single picture heavier than this. */
  pictureBytes: 200 * 1024,
  /** All the pictures of one page together. */
  pageBytes: 500 * 1024,
} as const

export interface PagePictures {
  page: string
  /** The file the browser would take for each picture of the page, with its size in bytes. */
  pictures: { file: string; bytes: number }[]
}

/** The largest candidate of a srcset (by its w or x descriptor). */
function largestCandidate(srcset: string): string | undefined {
  const candidates = srcset.split(',').map((part) => {
    const [url, descriptor = '1x'] = part.trim().split(/\s+/)
    return { url, size: parseFloat(descriptor) }
  })
  return candidates.sort((a, b) => b.size - a.size)[0]?.url
}

/** The pictures of one page's HTML, given the size of a built file by its site path. */
export function pagePictures(page: string, html: string, fileBytes: (sitePath: string) => number): PagePictures {
  const files: string[] = []
  // A <picture>: its first source; the <img> inside it is only the fallback.
  const withoutPictures = html.replace(/<picture\b[\s\S]*?<\/picture>/g, (picture) => {
    const srcset = picture.match(/<source\b[^>]*\bsrcset="([^"]+)"/i)?.[1]
    const file = srcset ? largestCandidate(srcset) : picture.match(/<img\b[^>]*\bsrc="([^"]+)"/)?.[1]
    if (file) files.push(file)
    return ''
  })
  for (const img of withoutPictures.matchAll(/<img\b[^>]*>/g)) {
    // A picture whose srcset is a data: address travels in the HTML: the browser asks for no file.
    if (/\bsrcset="data:/i.test(img[0])) continue
    const src = img[0].match(/\bsrc="([^"]+)"/)?.[1]
    if (src && src.startsWith('/')) files.push(src)
  }
  const unique = [...new Set(files)]
  return { page, pictures: unique.map((file) => ({ file, bytes: fileBytes(file) })) }
}

export const pictureTotal = (page: PagePictures): number => page.pictures.reduce((sum, picture) => sum + picture.bytes, 0)

/** Every picture budget a page breaks, in words, naming the file. */
export function pictureProblems(page: PagePictures): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const problems = page.pictures
    .filter((picture) => picture.bytes > PICTURE_BUDGET.pictureBytes)
    .map((picture) => `${page.page} shows ${picture.file}, ${kb(picture.bytes)} (budget ${kb(PICTURE_BUDGET.pictureBytes)} a picture)`)
  const total = pictureTotal(page)
  if (total > PICTURE_BUDGET.pageBytes) problems.push(`${page.page} has ${kb(total)} of pictures (budget ${kb(PICTURE_BUDGET.pageBytes)} a page)`)
  return problems
}
