// Pictures the site cannot show. A picture taken from another website ("src: https://…", ![…](https://…))
// may change or vanish, is not made small for phones, and tells that site who reads our pages: it belongs
// in public/images/. A picture in a format browsers cannot show (a phone's HEIC, a TIFF, a camera's RAW, a
// Photoshop file) shows as a broken picture, and stops the build's picture step: found by the name's
// ending, and by the file's first bytes (a .jpg that is really a HEIC photo, renamed by hand).
import { closeSync, openSync, readSync } from 'node:fs'
import { join } from 'node:path'
import type { Problem, SourceFile } from './check-types.ts'

/** The endings of the pictures browsers show, and the format each must hold. */
const SHOWABLE: Record<string, string> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif', svg: 'svg' }

/** What a file's ending or first bytes say it is, in words. */
const FORMATS: Record<string, string> = {
  heic: 'a HEIC photo (the format iPhones and many phones save)',
  heif: 'a HEIF photo (the format iPhones and many phones save)',
  tiff: 'a TIFF file',
  tif: 'a TIFF file',
  raw: "a camera's RAW file",
  psd: 'a Photoshop file',
  bmp: 'a BMP file',
  pdf: 'a PDF document',
  ico: 'an icon file',
  zip: 'a ZIP file or a Word document',
  video: 'a video',
}
const RAW_ENDINGS = new Set(['cr2', 'cr3', 'nef', 'arw', 'dng', 'orf', 'rw2', 'raf', 'srw', 'pef'])
const formatWords = (format: string) => FORMATS[format] ?? (RAW_ENDINGS.has(format) ? FORMATS.raw! : `a .${format} file`)

/** The format of a picture by its first bytes, or undefined when unknown. */
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

/** The pictures a content file names, with their lines: YAML "src:" fields, Markdown ![…](…), <img src>. */
function picturesOf(text: string): { src: string; line: number }[] {
  return text.split('\n').flatMap((line, index) =>
    [
      ...line.matchAll(/^\s*(?:-\s+)?(?:src|image|photo|picture|logo):\s*["']?([^\s"'},]*[./][^\s"'},]*)/g),
      ...line.matchAll(/!\[[^\]]*\]\(\s*<?([^\s)>]+)/g),
      ...line.matchAll(/<img\b[^>]*\bsrc=["']([^"']+)["']/g),
    ].map((match) => ({ src: match[1]!, line: index + 1 })),
  )
}

const nameOf = (src: string) => src.split(/[?#]/)[0]!.split('/').pop() ?? ''
const endingOf = (src: string) => /\.([A-Za-z0-9]+)$/.exec(nameOf(src))?.[1]?.toLowerCase()
/** Whether a picture's name says a format browsers cannot show (the check says so once, here). */
export const unshowableName = (src: string) => {
  const ending = endingOf(src)
  return ending !== undefined && !(ending in SHOWABLE)
}
const asJpeg = (name: string) => name.replace(/\.[^.]+$/, '') + '.jpg'

/** The pictures taken from another site, and the pictures whose name says a format browsers cannot show. */
export function pictureAddressProblems(files: readonly SourceFile[]): Problem[] {
  const problems: Problem[] = []
  for (const { path: file, text } of files) {
    if (!/\.(mdx|ya?ml)$/.test(file)) continue
    for (const { src, line } of picturesOf(text)) {
      const name = nameOf(src)
      const ending = endingOf(src)
      const showable = ending !== undefined && ending in SHOWABLE
      if (/^(https?:)?\/\//.test(src)) {
        problems.push({
          file,
          line,
          level: 'error',
          message: `The picture "${src}" is taken from another website: it may change or disappear, it is not made small for phones, and that site learns who reads our pages. Save the picture into public/images/ and write its path from there: /images/${showable ? name : asJpeg(name || 'picture')}.`,
        })
      } else if (ending && !showable) {
        problems.push({
          file,
          line,
          level: 'error',
          message: `The picture "${src}" is ${formatWords(ending)}, which web browsers cannot show: visitors would see a broken picture. Open it and save (export) it as JPEG, then write "${src.replace(/\.[^./]+$/, '.jpg')}" (PNG for a drawing or a logo).`,
        })
      }
    }
  }
  return problems
}

/** The pictures whose name says a format browsers show, but whose content is another one (renamed by hand). */
export function pictureContentProblems(files: readonly SourceFile[], root: string): Problem[] {
  const problems: Problem[] = []
  for (const { path: file, text } of files) {
    if (!/\.(mdx|ya?ml)$/.test(file)) continue
    for (const { src, line } of picturesOf(text)) {
      const ending = endingOf(src)
      if (!src.startsWith('/') || src.startsWith('//') || !ending || !(ending in SHOWABLE)) continue
      const format = readFormat(join(root, 'public', src.split(/[?#]/)[0]!))
      if (!format || format in SHOWABLE || Object.values(SHOWABLE).includes(format)) continue
      problems.push({
        file,
        line,
        level: 'error',
        message: `The picture "${src}" is named .${ending}, but the file is really ${formatWords(format)}, which web browsers cannot show: visitors would see a broken picture. Renaming a file does not change its format: open it and save (export) it as JPEG, then replace public${src} with that file.`,
      })
    }
  }
  return problems
}

/** The format of a file by its first bytes (undefined when it is missing or unknown). */
function readFormat(path: string): string | undefined {
  let fd: number | undefined
  try {
    fd = openSync(path, 'r')
    const bytes = new Uint8Array(4096)
    const read = readSync(fd, bytes, 0, bytes.length, 0)
    return formatOfBytes(bytes.subarray(0, read))
  } catch {
    return undefined
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}
