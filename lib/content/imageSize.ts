// The pixel size of a picture under public/ as a visitor sees it (EXIF quarter turns swap width and height,
// as browsers do), for width and height attributes and the check's too-large warning. Synchronous on
// purpose: pages ask for sizes while they render, which sharp's metadata() cannot do.
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { imageSize as readHeader } from 'image-size'

export interface ImageSize {
  width: number
  height: number
  bytes: number
}

/** EXIF orientations 5 to 8 are turned a quarter turn: the stored width is the shown height. */
const QUARTER_TURNS = new Set([5, 6, 7, 8])

/** The size of a picture of public/, given its site path such as /images/team/jane.jpg. */
export function imageSize(sitePath: string, root: string = process.cwd()): ImageSize | undefined {
  const file = join(root, 'public', sitePath)
  const stat = statSync(file, { throwIfNoEntry: false })
  if (!stat?.isFile()) return undefined
  let header: ReturnType<typeof readHeader>
  try {
    header = readHeader(readFileSync(file))
  } catch {
    return undefined
  }
  const { width, height, orientation } = header
  if (!(width > 0 && height > 0)) return undefined
  const turned = orientation !== undefined && QUARTER_TURNS.has(orientation)
  return { width: turned ? height : width, height: turned ? width : height, bytes: stat.size }
}
