// Draws the picture link previews show (Facebook, LinkedIn, messaging apps, search results):
// public/images/og-default.png, 1200 x 630, from the practice name, tagline and offices in content/.
// Sharing sites do not show SVG, so the drawing is turned into a PNG with sharp.
// Run it again after changing the practice name, the tagline or the offices:
//   npx tsx scripts/og-image.ts
import { join } from 'node:path'
import sharp from 'sharp'
import { loadContent } from '../lib/content/load.ts'
import { escapeHtml } from '../renderer/headTags.ts'

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

export function ogImageSvg(practiceName: string, tagline: string, offices: string[]): string {
  const nameLines = wrap(practiceName, 26)
  const taglineLines = wrap(tagline, 50)
  const nameTop = 262
  const taglineTop = nameTop + (nameLines.length - 1) * 74 + 72
  const officeLines = wrapWhole(offices, 96, '  ·  ')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b5a73"/>
      <stop offset="1" stop-color="#0f766e"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <g fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="2">
    <circle cx="1040" cy="130" r="150"/>
    <circle cx="1040" cy="130" r="230"/>
    <circle cx="1040" cy="130" r="310"/>
  </g>
  <g transform="translate(80 64) scale(0.85)">
    <circle cx="60" cy="60" r="58" fill="#ffffff"/>
    <circle cx="60" cy="60" r="15" fill="#0b5a73"/>
    <path d="M60 45V21M60 75v24M45 60H21M75 60h24M49.5 49.5l-15-15M70.5 70.5l15 15M70.5 49.5l15-15M49.5 70.5l-15 15" stroke="#0b5a73" stroke-width="6.5" stroke-linecap="round"/>
  </g>
  <g font-family="${font}" fill="#ffffff">
    ${nameLines.map((line, i) => `<text x="80" y="${nameTop + i * 74}" font-size="64" font-weight="700">${escapeHtml(line)}</text>`).join('\n    ')}
    ${taglineLines.map((line, i) => `<text x="80" y="${taglineTop + i * 42}" font-size="32" fill-opacity="0.92">${escapeHtml(line)}</text>`).join('\n    ')}
  </g>
  <rect x="0" y="${HEIGHT - 88}" width="${WIDTH}" height="88" fill="#0f2a3a" fill-opacity="0.55"/>
  <g font-family="${font}" fill="#e8eef2" font-size="22">
    ${officeLines.map((line, i) => `<text x="80" y="${HEIGHT - 36 + i * 28 - (officeLines.length - 1) * 14}">${escapeHtml(line)}</text>`).join('\n    ')}
  </g>
</svg>`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { content } = loadContent()
  const svg = ogImageSvg(content.site.practiceName, content.site.tagline, content.locations.map((l) => l.name))
  const out = join(process.cwd(), 'public', 'images', 'og-default.png')
  const info = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(out)
  console.log(`Wrote ${out} (${info.width} x ${info.height}, ${(info.size / 1024).toFixed(1)} KB)`)
}
