// The changed regions of two full-page pictures of a page (the part of `npm run preview:compare` that
// reads pixels). The rows of pixels of both pictures are lined up like the lines of a text diff, so
// an added sentence marks only its own rows, not everything it pushes down; each changed stretch is
// cropped from both pictures with some context above and below, its changed rows marked at the edge.
import { createHash } from 'node:crypto'
import { diffArrays } from 'diff'
import pixelmatch from 'pixelmatch'
import sharp from 'sharp'

/** The two sizes every changed page is pictured at: a phone and a laptop. */
export const VIEWPORTS = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
] as const

/** Rows of context shown above and below a change, and the tallest crop (a longer change is cut). */
const CONTEXT = 160
const MAX_CROP = 1400

/** A picture's pixels, 4 bytes (RGBA) each, row by row. */
export interface Picture {
  width: number
  height: number
  data: Buffer
}

/** A PNG file's pixels. */
export async function readPicture(file: Buffer): Promise<Picture> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { width: info.width, height: info.height, data }
}

/** A changed stretch: rows [start, end) of the picture before and of the picture after. */
export interface Region {
  before: { start: number; end: number }
  after: { start: number; end: number }
}

function rowHashes(png: Picture): string[] {
  const rowBytes = png.width * 4
  return Array.from({ length: png.height }, (_, y) => createHash('sha1').update(png.data.subarray(y * rowBytes, (y + 1) * rowBytes)).digest('base64'))
}

/** True when two bands differ beyond rendering noise (a few pixels; one changed character is dozens). */
function bandsDiffer(a: Picture, b: Picture, aStart: number, bStart: number, rows: number, noise = NOISE_PIXELS): boolean {
  if (a.width !== b.width) return true
  const bytes = a.width * 4
  const one = a.data.subarray(aStart * bytes, (aStart + rows) * bytes)
  const two = b.data.subarray(bStart * bytes, (bStart + rows) * bytes)
  return pixelmatch(one, two, undefined, a.width, rows, { threshold: 0.1 }) > noise
}

const NOISE_PIXELS = 8

/**
 * True when a changed stretch only moved (a footer pushed down): each pixel lies between the two rows
 * around it in the picture before, give or take a little; a changed letter is thousands outside them.
 */
function onlyMoved(before: Picture, after: Picture, region: Region): boolean {
  const rows = region.after.end - region.after.start
  const removed = region.before.end - region.before.start
  // A row or two gone where the page moved: the same question the other way round.
  if (rows === 0 && removed > 0 && removed <= 2) return onlyMoved(after, before, { before: region.after, after: region.before })
  // A stretch of new rows is an addition, unless it is a faint row or two a shift leaves at an edge.
  if (rows === 0 || Math.abs(rows - removed) > 2 || before.width !== after.width) return false
  // Compared with a few rows around it, so that a row moved by one is found in its neighbour's place.
  const top = Math.max(0, region.after.start - MOVE_CONTEXT)
  const bottom = Math.min(after.height, region.after.end + MOVE_CONTEXT)
  const aligned = region.after.start - region.before.start
  const shifts = [...new Set([aligned, after.height - before.height].flatMap((shift) => [shift - 1, shift]))]
  return shifts.some((shift) => top - shift - 1 >= 0 && bottom - shift <= before.height && outsideBetween(before, after, top, bottom, shift) <= NOISE_PIXELS)
}

/** Rows around a stretch compared when asking whether it only moved. */
const MOVE_CONTEXT = 8
/** How much lighter or darker (of 255) a moved pixel may be than the two it lies between. */
const MOVED_TOLERANCE = 24

const gray = (png: Picture, x: number, y: number) => {
  const i = (y * png.width + x) * 4
  return png.data[i]! * 0.3 + png.data[i + 1]! * 0.59 + png.data[i + 2]! * 0.11
}

/** The pixels of rows [top, bottom) of `after` outside the range of the two rows `shift` and `shift + 1` above them in `before`. */
function outsideBetween(before: Picture, after: Picture, top: number, bottom: number, shift: number): number {
  let outside = 0
  for (let y = top; y < bottom; y++) {
    for (let x = 0; x < after.width; x++) {
      const value = gray(after, x, y)
      const [one, two] = [gray(before, x, y - shift), gray(before, x, y - shift - 1)]
      if (value < Math.min(one, two) - MOVED_TOLERANCE || value > Math.max(one, two) + MOVED_TOLERANCE) outside++
    }
  }
  return outside
}

/** The changed stretches of two pictures, in order; empty when no pixel changed. */
export function changedRegions(before: Picture, after: Picture): Region[] {
  if (before.width !== after.width) return [{ before: { start: 0, end: before.height }, after: { start: 0, end: after.height } }]
  const hashes = { before: rowHashes(before), after: rowHashes(after) }
  const parts = diffArrays(hashes.before, hashes.after, { timeout: 5_000 })
  if (!parts) return [{ before: { start: 0, end: before.height }, after: { start: 0, end: after.height } }]
  const regions: Region[] = []
  let b = 0
  let a = 0
  let open: Region | undefined
  for (const part of parts) {
    const rows = part.count ?? part.value.length
    if (part.removed || part.added) {
      open ??= { before: { start: b, end: b }, after: { start: a, end: a } }
      if (part.removed) b += rows
      else a += rows
      open.before.end = b
      open.after.end = a
      continue
    }
    if (open) regions.push(open)
    open = undefined
    b += rows
    a += rows
  }
  if (open) regions.push(open)
  // Rows replaced by as many rows that differ only by anti-aliasing are no change; nor are rows that only
  // moved (a footer pushed down by a longer text above it, drawn a fraction of a pixel lower).
  const real = regions.filter((r) => {
    const rows = r.before.end - r.before.start
    if (rows === r.after.end - r.after.start && rows > 0 && !bandsDiffer(before, after, r.before.start, r.after.start, rows)) return false
    return !onlyMoved(before, after, r)
  })
  // A plain band (blank space) that only grew or shrank is where the row alignment put the blank rows
  // that came with a change elsewhere: shown only when it is the one change.
  const plainBand = (r: Region) =>
    (['before', 'after'] as const).every((side) => {
      const rows = hashes[side]
      const edge = rows[r[side].start - 1] ?? rows[r[side].end]
      return rows.slice(r[side].start, r[side].end).every((hash) => hash === edge)
    })
  const visible = real.filter((r) => !plainBand(r))
  return visible.length > 0 ? visible : real
}

/** Regions whose context would overlap become one, so that a crop never repeats another. */
export function mergedRegions(regions: Region[]): Region[] {
  const merged: Region[] = []
  for (const region of regions) {
    const last = merged.at(-1)
    if (last && region.after.start - last.after.end < CONTEXT * 2) {
      last.before.end = region.before.end
      last.after.end = region.after.end
    } else merged.push({ before: { ...region.before }, after: { ...region.after } })
  }
  return merged
}

/** Rows [start, end) with CONTEXT rows around (at most MAX_CROP), marked by a bar at the left edge; null when empty. */
export async function crop(picture: Picture, start: number, end: number, mark: 'removed' | 'added'): Promise<Buffer | null> {
  const top = Math.max(0, start - CONTEXT)
  const bottom = Math.min(picture.height, Math.max(end, start) + CONTEXT, top + MAX_CROP)
  if (bottom <= top) return null
  const rowBytes = picture.width * 4
  const out = Buffer.from(picture.data.subarray(top * rowBytes, bottom * rowBytes))
  const colour = mark === 'removed' ? [200, 30, 30, 255] : [20, 140, 60, 255]
  for (let y = Math.max(start, top); y < Math.min(end, bottom); y++) {
    for (let x = 0; x < Math.min(6, picture.width); x++) out.set(colour, (y - top) * rowBytes + x * 4)
  }
  return sharp(out, { raw: { width: picture.width, height: bottom - top, channels: 4 } }).png().toBuffer()
}
