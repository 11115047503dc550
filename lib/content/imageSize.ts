// The pixel size of a picture under public/, read from the file's header (PNG, JPEG, GIF, WebP) or an
// SVG's width/height or viewBox: for width and height attributes, and for the content check's warning
// about pictures far larger than the site shows them. Undefined when the file is missing or unreadable.
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

export interface ImageSize {
  width: number
  height: number
  bytes: number
}

function pngSize(data: Buffer) {
  if (data.length < 24 || data.toString('ascii', 1, 4) !== 'PNG') return undefined
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) }
}

function gifSize(data: Buffer) {
  if (data.length < 10 || data.toString('ascii', 0, 3) !== 'GIF') return undefined
  return { width: data.readUInt16LE(6), height: data.readUInt16LE(8) }
}

function webpSize(data: Buffer) {
  if (data.length < 30 || data.toString('ascii', 0, 4) !== 'RIFF' || data.toString('ascii', 8, 12) !== 'WEBP') return undefined
  const chunk = data.toString('ascii', 12, 16)
  if (chunk === 'VP8X') return { width: 1 + data.readUIntLE(24, 3), height: 1 + data.readUIntLE(27, 3) }
  if (chunk === 'VP8L') {
    const bits = data.readUInt32LE(21)
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8 ') return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff }
  return undefined
}

function jpegSize(data: Buffer) {
  if (data[0] !== 0xff || data[1] !== 0xd8) return undefined
  let offset = 2
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) return undefined
    const marker = data[offset + 1]!
    const length = data.readUInt16BE(offset + 2)
    // Start-of-frame markers (not DHT C4, JPG C8, DAC CC) hold the height and width.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { width: data.readUInt16BE(offset + 7), height: data.readUInt16BE(offset + 5) }
    offset += 2 + length
  }
  return undefined
}

function svgSize(data: Buffer) {
  const tag = data.toString('utf8').match(/<svg\b[^>]*>/)?.[0]
  if (!tag) return undefined
  const number = (name: string) => Number(tag.match(new RegExp(`\\b${name}="([\\d.]+)(px)?"`))?.[1])
  const [width, height] = [number('width'), number('height')]
  if (width > 0 && height > 0) return { width, height }
  const box = tag.match(/viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/)
  return box ? { width: Number(box[1]), height: Number(box[2]) } : undefined
}

/** The size of a picture of public/, given its site path such as /images/team/jane.jpg. */
export function imageSize(sitePath: string, root: string = process.cwd()): ImageSize | undefined {
  const file = join(root, 'public', sitePath)
  const stat = statSync(file, { throwIfNoEntry: false })
  if (!stat?.isFile()) return undefined
  const data = readFileSync(file)
  const size = pngSize(data) ?? jpegSize(data) ?? gifSize(data) ?? webpSize(data) ?? svgSize(data)
  return size && { ...size, bytes: stat.size }
}
