// Pictures the site cannot show, or shows at a cost. One taken from another website may change or
// vanish, is not made small for phones, and tells that site who reads our pages. One in a format
// browsers cannot show (a phone's HEIC, a TIFF, a RAW, a Photoshop file) shows broken and stops the
// build's picture step: found by the name's ending, and by the file's first bytes (renamed by hand). So
// does an empty file, one that is no picture, or one cut short (found by its last bytes). A photograph
// far larger than the site ever shows it makes the repository and every build heavier.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs'
import { join } from 'node:path'
import { SHOWN_WIDTHS, DENSITIES, isPhotograph } from '../images.ts'
import { imageSize } from '../imageSize.ts'
import { problem, type Problem, type SourceFile } from './check-types.ts'

/** The endings of the pictures browsers show, and the format each must hold. */
const SHOWABLE: Record<string, string> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif', svg: 'svg' }

const PHONE_PHOTO = 'photo (the format iPhones and many phones save)'
const FORMATS: Record<string, string> = {
  heic: `a HEIC ${PHONE_PHOTO}`, heif: `a HEIF ${PHONE_PHOTO}`, tiff: 'a TIFF file', tif: 'a TIFF file', raw: "a camera's RAW file", psd: 'a Photoshop file',
  bmp: 'a BMP file', pdf: 'a PDF document', ico: 'an icon file', zip: 'a ZIP file or a Word document', video: 'a video',
}
const RAW_ENDINGS = new Set(['cr2', 'cr3', 'nef', 'arw', 'dng', 'orf', 'rw2', 'raf', 'srw', 'pef'])
const formatWords = (format: string) => FORMATS[format] ?? (RAW_ENDINGS.has(format) ? FORMATS.raw! : `a .${format} file`)

function formatOfBytes(bytes: Uint8Array): string | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png'
  if (ascii(0, 4) === 'GIF8') return 'gif'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  if (ascii(4, 8) === 'ftyp') {
    const brands = ascii(8, Math.min(bytes.length, 64))
    if (/avi[fs]/.test(brands)) return 'avif'
    if (/crx /.test(brands)) return 'raw'
    return /hei[cxms]|hev[cx]|mif1|msf1/.test(brands) ? 'heic' : 'video'
  }
  if (ascii(0, 4) === 'II*\0' || ascii(0, 4) === 'MM\0*') return 'tiff' // TIFF, and most cameras' RAW files
  if (ascii(0, 4) === 'IIRO' || ascii(0, 4) === 'IIU\0' || ascii(0, 15) === 'FUJIFILMCCD-RAW') return 'raw'
  if (ascii(0, 4) === '8BPS') return 'psd'
  if (ascii(0, 2) === 'BM') return 'bmp'
  if (ascii(0, 4) === '%PDF') return 'pdf'
  if (ascii(0, 4) === 'PK\x03\x04') return 'zip'
  if (/<svg[\s>]/i.test(ascii(0, bytes.length))) return 'svg'
  return undefined
}

type Named = { file: string; src: string; line: number; inMarkdown: boolean; topKey?: string }

/** The pictures the content files name, with their lines: YAML "src:" fields, Markdown ![…](…), <img src>. */
function picturesOf(files: readonly SourceFile[]): Named[] {
  return files.flatMap(({ path: file, text }) => {
    if (!/\.(mdx|ya?ml)$/.test(file)) return []
    let topKey: string | undefined
    return text.split('\n').flatMap((line, index) => {
      topKey = /^([A-Za-z]\w*):/.exec(line)?.[1] ?? topKey
      const at = (src: string | undefined, inMarkdown = false) => (src ? [{ file, src, line: index + 1, inMarkdown, topKey }] : [])
      return [
        ...[...line.matchAll(/^\s*(?:-\s+)?(?:image|photo|picture|logo):\s*["']?([^\s"'{},]*[./][^\s"'},]*)|\bsrc:\s*["']?([^\s"'},]*[./][^\s"'},]*)/g)].flatMap((m) => at(m[1] ?? m[2])),
        ...[...line.matchAll(/!\[[^\]]*\]\(\s*<?([^\s)>]+)/g)].flatMap((m) => at(m[1], true)),
        ...[...line.matchAll(/<img\b[^>]*\bsrc=["']([^"']+)["']/g)].flatMap((m) => at(m[1])),
      ]
    })
  })
}

const nameOf = (src: string) => src.split(/[?#]/)[0]!.split('/').pop() ?? ''
const endingOf = (src: string) => /\.([A-Za-z0-9]+)$/.exec(nameOf(src))?.[1]?.toLowerCase()
/** Whether a picture's name says a format browsers cannot show (said once, here). */
export const unshowableName = (src: string) => {
  const ending = endingOf(src)
  return ending !== undefined && !(ending in SHOWABLE)
}
const asJpeg = (name: string) => name.replace(/\.[^.]+$/, '') + '.jpg'

/** What to say of a picture that is not in public/: a name mistyped, a file on the editor's computer, a picture pasted in. */
export function missingPicture(href: string): string {
  if (href.startsWith('/')) return `The picture "${href}" does not exist. Add the file at public${href}, or correct the name.`
  const data = /^data:image\/([a-z+]+)/i.exec(href)
  if (data)
    return `The picture is written into the text itself ("${href.slice(0, 30)}…", what pasting a picture from a web page or an e-mail gives): it makes the page slow to load and cannot be made small for phones. Save the picture as a file into public/images/ and write its path from there, such as /images/picture.${data[1]!.toLowerCase() === 'jpeg' ? 'jpg' : data[1]!.toLowerCase().replace('+xml', '')}.`
  const name = href.split(/[\\/]/).pop() ?? href
  const onOwnComputer = /^(file:|[a-z]:[\\/]|~\/|\\\\)/i.test(href)
  return `The picture "${href}" is ${onOwnComputer ? 'a file on your own computer, which visitors cannot reach' : 'not a file of the site'}. Copy it into public/images/ and write its path from there: /images/${name}.`
}

/** The pictures taken from another site, and the pictures whose name says a format browsers cannot show. */
export function pictureAddressProblems(files: readonly SourceFile[]): Problem[] {
  return picturesOf(files).flatMap(({ file, src, line }) => {
    const name = nameOf(src)
    const ending = endingOf(src)
    const showable = ending !== undefined && ending in SHOWABLE
    if (/^(https?:)?\/\//.test(src))
      return [problem(file, line, `The picture "${src}" is taken from another website: it may change or disappear, it is not made small for phones, and that site learns who reads our pages. Save the picture into public/images/ and write its path from there: /images/${showable ? name : asJpeg(name || 'picture')}.`)]
    if (!ending || showable) return []
    return [problem(file, line, `The picture "${src}" is ${formatWords(ending)}, which web browsers cannot show: visitors would see a broken picture. Open it and save (export) it as JPEG, then write "${src.replace(/\.[^./]+$/, '.jpg')}" (PNG for a drawing or a logo).`)]
  })
}

/**
 * The pictures whose file the site cannot show or the build cannot read: named as a format browsers show
 * but holding another (renamed by hand), empty, not a picture at all, or cut short (a copy or download
 * that stopped: its first bytes are a picture's, its end is missing).
 */
export function pictureContentProblems(files: readonly SourceFile[], root: string): Problem[] {
  return picturesOf(files).flatMap(({ file, src, line }) => {
    const ending = endingOf(src)
    if (!src.startsWith('/') || src.startsWith('//') || !ending || !(ending in SHOWABLE)) return []
    const read = readEnds(join(root, 'public', src.split(/[?#]/)[0]!))
    if (!read) return [] // a missing file is the check's own error
    const again = `Copy the picture into public${src} again from the original, or export it again as JPEG.`
    if (read.size === 0) return [problem(file, line, `The picture "${src}" is an empty file (0 bytes): its copy did not finish, and visitors would see a broken picture. ${again}`)]
    const format = formatOfBytes(read.start)
    if (!format)
      return ending === 'svg' ? [] : [problem(file, line, `The picture "${src}" is not a picture file: its content is none of JPEG, PNG, WebP, AVIF or GIF, and visitors would see a broken picture. ${again}`)]
    if (format in SHOWABLE || Object.values(SHOWABLE).includes(format)) {
      return cutShort(format, read) ? [problem(file, line, `The picture "${src}" is cut short: the file ends before the picture does (a copy or download that stopped), so the site cannot make it small for phones and visitors would see part of it or nothing. ${again}`)] : []
    }
    return [problem(file, line, `The picture "${src}" is named .${ending}, but the file is really ${formatWords(format)}, which web browsers cannot show: visitors would see a broken picture. Renaming a file does not change its format: open it and save (export) it as JPEG, then replace public${src} with that file.`)]
  })
}

/** Whether a file whose first bytes are `format`'s lacks the end that format always has. */
function cutShort(format: string, { start, end, size }: Ends): boolean {
  const ascii = String.fromCharCode(...end)
  if (format === 'png') return !ascii.includes('IEND')
  if (format === 'jpeg') return !ascii.includes('\xff\xd9')
  if (format === 'gif') return end.at(-1) !== 0x3b
  if (format === 'svg') return !ascii.includes('</svg>')
  // A WebP file gives its own length after its first four bytes.
  if (format === 'webp') return start.length >= 8 && new DataView(start.buffer, start.byteOffset).getUint32(4, true) + 8 > size
  return false
}

interface Ends {
  start: Uint8Array
  end: Uint8Array
  size: number
}

/** A file's first 4 KB, its last 1 KB and its size (undefined when it cannot be read). */
function readEnds(path: string): Ends | undefined {
  let fd: number | undefined
  try {
    fd = openSync(path, 'r')
    const size = fstatSync(fd).size
    const start = new Uint8Array(4096)
    const end = new Uint8Array(Math.min(1024, size))
    readSync(fd, end, 0, end.length, size - end.length)
    return { start: start.subarray(0, readSync(fd, start, 0, start.length, 0)), end, size }
  } catch {
    return undefined
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

/** A source picture this much wider than the largest file served is "far larger". */
const SLACK = 1.5

/** Where a picture named in a file is shown, hence its largest width; the widest place when unsure. */
function placeOf({ file, topKey, inMarkdown }: Named): keyof typeof SHOWN_WIDTHS {
  if (inMarkdown) return 'text'
  if (/^content\/(es\/)?team\//.test(file)) return 'teamPhoto'
  if (/^content\/(es\/)?conditions\//.test(file)) return 'article'
  if (/^content\/(es\/)?procedures\//.test(file)) return 'card'
  if (file === 'content/insurance.yaml') return 'logo'
  if (file === 'content/home.yaml' && topKey === 'conditions') return 'card'
  return 'hero'
}

const megabytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`)

/** A warning for a photograph far wider than the site serves it (at its shown width and twice that). */
export function pictureWeightProblems(files: SourceFile[], root: string): Problem[] {
  return picturesOf(files).flatMap((named) => {
    const { file, src, line } = named
    const size = src.startsWith('/') && !src.startsWith('//') && isPhotograph(src) ? imageSize(src, root) : undefined
    const shown = SHOWN_WIDTHS[placeOf(named)]
    const largestServed = shown * Math.max(...DENSITIES)
    if (!size || size.width <= largestServed * SLACK) return [] // a missing file is the check's own error
    const exportHeight = Math.round((largestServed * size.height) / size.width)
    return [problem(file, line, `The picture "${src}" is ${size.width} × ${size.height} pixels (${megabytes(size.bytes)}), but the site shows it at most ${shown} pixels wide (${largestServed} on sharp screens). Export it at ${largestServed} × ${exportHeight} pixels and replace the file: it will look the same and keep the site's files small.`, 'warning')]
  })
}
