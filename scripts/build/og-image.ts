// The link-preview pictures (1200 x 630 PNG, as sharing sites do not show SVG): each page's card at build
// time (its title on the practice's card; cached by content in node_modules/.cache/og-cards), and
// public/images/og-default.png from the practice's name, tagline and offices: after changing those, run
// `npx tsx scripts/build/og-image.ts`. Set in Liberation Sans or DejaVu Sans (CI installs them).
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs'
import { setPriority } from 'node:os'
import { dirname, join } from 'node:path'
import sharp, { type OutputInfo } from 'sharp'
import { readSiteContent } from '../../lib/content/runtime.ts'
import type { Content } from '../../lib/content/content-types.ts'
import { escapeHtml } from '../../renderer/headTags.ts'
import { htmlFiles, metaContent } from './page-files.ts'

const WIDTH = 1200
const HEIGHT = 630
const font = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif"

/** Splits text into lines of at most `max` characters, at spaces. */
export function wrap(text: string, max: number): string[] {
  return wrapWhole(text.split(/\s+/), max, ' ')
}

/** Lines of at most `max` characters made of whole items (a name such as "Baton Rouge" is never split). */
export function wrapWhole(items: string[], max: number, joiner: string): string[] {
  const lines: string[] = []
  let line = ''
  for (const item of items) {
    if (line && `${line}${joiner}${item}`.length > max) {
      lines.push(line)
      line = item
    } else line = line ? `${line}${joiner}${item}` : item
  }
  if (line) lines.push(line)
  return lines
}

/** Both cards' background: the practice's gradient. */
const BACKGROUND = `  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b5a73"/>
      <stop offset="1" stop-color="#0f766e"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`

/** The practice's mark, placed by `transform`. */
const mark = (transform: string) => `  <g transform="${transform}">
    <circle cx="60" cy="60" r="58" fill="#ffffff"/>
    <circle cx="60" cy="60" r="15" fill="#0b5a73"/>
    <path d="M60 45V21M60 75v24M45 60H21M75 60h24M49.5 49.5l-15-15M70.5 70.5l15 15M70.5 49.5l15-15M49.5 70.5l-15 15" stroke="#0b5a73" stroke-width="6.5" stroke-linecap="round"/>
  </g>`

/** The bar along the bottom with the offices' towns, whole names on each line. */
function officeBar(offices: string[]): string {
  const officeLines = wrapWhole(offices, 96, '  ·  ')
  return `  <rect x="0" y="${HEIGHT - 88}" width="${WIDTH}" height="88" fill="#0f2a3a" fill-opacity="0.55"/>
  <g font-family="${font}" fill="#e8eef2" font-size="22">
    ${officeLines.map((line, i) => `<text x="80" y="${HEIGHT - 36 + i * 28 - (officeLines.length - 1) * 14}">${escapeHtml(line)}</text>`).join('\n    ')}
  </g>`
}

export function ogImageSvg(practiceName: string, tagline: string, offices: string[]): string {
  const nameLines = wrap(practiceName, 26)
  const taglineLines = wrap(tagline, 50)
  const nameTop = 262
  const taglineTop = nameTop + (nameLines.length - 1) * 74 + 72
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
${BACKGROUND}
  <g fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="2">
    <circle cx="1040" cy="130" r="150"/>
    <circle cx="1040" cy="130" r="230"/>
    <circle cx="1040" cy="130" r="310"/>
  </g>
${mark('translate(80 64) scale(0.85)')}
  <g font-family="${font}" fill="#ffffff">
    ${nameLines.map((line, i) => `<text x="80" y="${nameTop + i * 74}" font-size="64" font-weight="700">${escapeHtml(line)}</text>`).join('\n    ')}
    ${taglineLines.map((line, i) => `<text x="80" y="${taglineTop + i * 42}" font-size="32" fill-opacity="0.92">${escapeHtml(line)}</text>`).join('\n    ')}
  </g>
${officeBar(offices)}
</svg>`
}

/** The title's lines on a page's card: at most four, smaller type past two, centred on the card's middle. */
function titleLines(title: string): { line: string; y: number; size: number }[] {
  const lines = wrap(title, 30).slice(0, 4)
  const size = lines.length > 2 ? 56 : 68
  const top = 330 - ((lines.length - 1) * size * 1.15) / 2
  return lines.map((line, i) => ({ line, y: Math.round(top + i * size * 1.15), size }))
}

const titleText = (title: string) =>
  titleLines(title).map(({ line, y, size }) => `<text x="80" y="${y}" font-size="${size}" font-weight="700">${escapeHtml(line)}</text>`).join('\n    ')

/** The practice's card around a page's title: the mark and the practice name above, the towns below. */
export function pageCardSvg(title: string, practiceName: string, offices: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
${BACKGROUND}
${mark('translate(80 56) scale(0.5)')}
  <g font-family="${font}" fill="#ffffff">
    <text x="160" y="106" font-size="32" font-weight="700">${escapeHtml(practiceName)}</text>
    ${titleText(title)}
  </g>
${officeBar(offices)}
</svg>`
}

/** The band of the card the title covers, drawn alone on a clear ground: laid over the card drawn once without a title. */
function titleBand(title: string): { svg: string; top: number } | undefined {
  const lines = titleLines(title)
  if (lines.length === 0) return undefined
  const top = Math.max(0, lines[0]!.y - lines[0]!.size)
  const height = lines.at(-1)!.y + lines.at(-1)!.size - top
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 ${top} ${WIDTH} ${height}">
  <g font-family="${font}" fill="#ffffff">
    ${titleText(title)}
  </g>
</svg>`
  return { svg, top }
}

/**
 * The card's RGB pixels with the band's RGBA pixels laid over them from row `top` (Porter-Duff "over",
 * in sRGB as sharp's composite does): sharp's composite of the band cost twice the rest of a card.
 */
export function layOver(ground: Buffer, band: Buffer, top: number): Buffer {
  const out = Buffer.from(ground)
  for (let pixel = 0, start = top * WIDTH * 3; pixel < band.length / 4; pixel++) {
    const alpha = band[pixel * 4 + 3]!
    if (alpha === 0) continue
    for (let channel = 0, at = start + pixel * 3; channel < 3; channel++, at++) {
      out[at] = Math.round(out[at]! + ((band[pixel * 4 + channel]! - out[at]!) * alpha) / 255)
    }
  }
  return out
}

// The default card is two colours and white text: the quickest palette encoding makes a file no larger than the best.
const PNG_OPTIONS = { compressionLevel: 6, palette: true, quality: 90, effort: 1, dither: 0 } as const
// A page's card keeps every colour: quantizing a palette cost five times the drawing, for each page.
// zlib's level 3 encodes a card in half the time of 6 (3.6 against 6.9 ms) for 73 KB against 63: the
// cards are fetched by sharing sites, not by patients, and every page of every build draws one.
const CARD_PNG = { compressionLevel: 3 } as const
// Raised when the way a card is drawn changes: the cache then has none of the new cards and draws them all.
const CARD_DRAWING = 2

/** Where the cards are kept by content: node_modules/.cache/og-cards, or OG_CARD_CACHE (npm run bench:build draws every card anew). */
const cardCache = () => process.env.OG_CARD_CACHE ?? join(process.cwd(), 'node_modules', '.cache', 'og-cards')

/** Set when the warm-up is told to stop: the cards being drawn are finished, no other is begun. */
let stopping = false

/** Draws each title's card into the cache unless it is there already; returns each title's cached file and the number drawn. */
async function drawCards(titles: string[], content: Pick<Content, 'site' | 'locations'>): Promise<{ files: Map<string, string>; drawn: number }> {
  const offices = content.locations.map((l) => l.name)
  // Many small pictures side by side: one thread each is quicker than each picture's threads contending.
  sharp.concurrency(1)
  // The card without a title, drawn once (and only when a card is not in the cache).
  let ground: Promise<{ data: Buffer; info: OutputInfo }> | undefined
  const drawGround = () => (ground ??= sharp(Buffer.from(pageCardSvg('', content.site.practiceName, offices))).removeAlpha().raw().toBuffer({ resolveWithObject: true }))
  const files = new Map<string, string>()
  let drawn = 0
  const drawOne = async (title: string) => {
    const svg = pageCardSvg(title, content.site.practiceName, offices)
    const key = createHash('sha256').update(svg).update(JSON.stringify(CARD_PNG)).update(String(CARD_DRAWING)).digest('hex').slice(0, 32)
    const cached = join(cardCache(), `${key}.png`)
    files.set(title, cached)
    if (existsSync(cached)) return
    mkdirSync(cardCache(), { recursive: true })
    const { data, info } = await drawGround()
    const band = titleBand(title)
    const pixels = band ? layOver(data, await sharp(Buffer.from(band.svg)).ensureAlpha().raw().toBuffer(), band.top) : data
    // Written whole under a name of its own, then renamed: a card of the warm-up below, stopped halfway,
    // is never taken for a whole one.
    const partial = `${cached}.${process.pid}.part`
    await sharp(pixels, { raw: info }).png(CARD_PNG).toFile(partial)
    renameSync(partial, cached)
    drawn++
  }
  // Four cards at a time keep both cores busy, and each card is finished in turn (the warm-up may be
  // stopped at any moment; all cards at once would finish none until the end).
  const waiting = [...new Set(titles)]
  const drawWaiting = async () => {
    for (let title = waiting.shift(); title !== undefined && !stopping; title = waiting.shift()) await drawOne(title)
  }
  await Promise.all([1, 2, 3, 4].map(drawWaiting))
  return { files, drawn }
}

/** Draws the card of every page whose og:image is its own (/og/…png) from its og:title; counts all cards and those drawn anew. */
export async function writePageCards(outDir: string, content: Content = readSiteContent()): Promise<{ cards: number; drawn: number }> {
  const cards = new Map<string, string>()
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8')
    const image = /<meta property="og:image" content="https?:\/\/[^/"]+(\/og\/[^"]+\.png)"/.exec(html)?.[1]
    const title = metaContent(html, 'og:title')
    if (image && title) cards.set(image, title)
  }
  const { files, drawn } = await drawCards([...cards.values()], content)
  for (const [src, title] of cards) {
    const target = join(outDir, src)
    mkdirSync(dirname(target), { recursive: true })
    copyFileSync(files.get(title)!, target)
  }
  return { cards: cards.size, drawn }
}

/**
 * The cards of the articles, pages and bios, each titled by its file's title or name (in every language),
 * drawn into the cache while `vike build` compiles, at the lowest priority: in the CPU time the build leaves
 * idle (it waits for the content check, and pre-renders on one core). The build stops it when it ends, and
 * after-build draws the cards it had not. A title that is not a page's draws a card no page takes.
 */
export async function warmCardCache(content: Content): Promise<number> {
  const titles = [...content.conditions, ...content.pages, ...content.translations].map((entry) => entry.data['title']).filter((title) => typeof title === 'string')
  // A bio's page is titled by the name, in every language.
  return (await drawCards([...titles, ...content.team.map((bio) => bio.data.name)], content)).drawn
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === '--warm') {
  // The content is read at normal priority, so that the build does not starve it; the cards drawn at the
  // lowest. Linux sets a priority per thread: each of the threads already started (Node's, whose own
  // threads such as the picture library's inherit it), or the process elsewhere.
  const content = readSiteContent()
  const threads = existsSync('/proc/self/task') ? readdirSync('/proc/self/task').map(Number) : [0]
  for (const thread of threads) {
    try {
      setPriority(thread, 19)
    } catch {
      // A thread that has ended since the listing.
    }
  }
  // Stopped by the build's end, it finishes the cards it is drawing (none is left half written) and ends.
  process.once('SIGTERM', () => (stopping = true))
  await warmCardCache(content)
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const content = readSiteContent()
  const svg = ogImageSvg(content.site.practiceName, content.site.tagline, content.locations.map((l) => l.name))
  const out = join(process.cwd(), 'public', 'images', 'og-default.png')
  const info = await sharp(Buffer.from(svg)).png(PNG_OPTIONS).toFile(out)
  console.log(`Wrote ${out} (${info.width} x ${info.height}, ${(info.size / 1024).toFixed(1)} KB)`)
}
