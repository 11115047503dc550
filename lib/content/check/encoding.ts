// A content file saved in another encoding than plain UTF-8 (UTF-16, UTF-8 with BOM, or the Windows-1252
// of older Windows programs, whose é and curly quotes are not UTF-8): the check reads it anyway, to check
// the rest, and says how to save it (the build's readers would not read it, or show "�").
import { isUtf8 } from 'node:buffer'
import { problem, type Problem, type SourceFile } from './check-types.ts'

const WINDOWS_1252 = 'Windows-1252'

export function decodeContentFile(bytes: Buffer): { text: string; savedAs?: string; firstOddLine?: number } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), savedAs: 'UTF-16 LE' }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), savedAs: 'UTF-16 BE' }
  // UTF-16 without its byte-order mark: every other byte is zero, as the text is mostly plain letters.
  const start = bytes.subarray(0, 64)
  const zerosAt = (parity: number) => start.filter((byte, i) => i % 2 === parity && byte === 0).length
  if (start.length >= 4 && zerosAt(1) >= start.length / 4) return { text: new TextDecoder('utf-16le').decode(bytes), savedAs: 'UTF-16 LE' }
  if (start.length >= 4 && zerosAt(0) >= start.length / 4) return { text: new TextDecoder('utf-16be').decode(bytes), savedAs: 'UTF-16 BE' }
  const text = bytes.toString('utf8')
  if (text.startsWith('\uFEFF')) return { text: text.slice(1), savedAs: 'UTF-8 with BOM' }
  if (isUtf8(bytes)) return { text }
  // The bytes that are not UTF-8 read as "�" in `text`; the first of them names its line.
  return { text: new TextDecoder('windows-1252').decode(bytes), savedAs: WINDOWS_1252, firstOddLine: text.slice(0, text.indexOf('\uFFFD')).split('\n').length }
}

/** Each file saved in another encoding, with what to do: the check and the pages' loader both say it. */
export function encodingProblems(files: readonly SourceFile[]): Problem[] {
  return files.flatMap(({ path, savedAs, firstOddLine }) =>
    savedAs === WINDOWS_1252
      ? [problem(path, firstOddLine, `This line has a character the site would show as "�": the file was saved in an older Windows encoding (Windows-1252, "Western"), not UTF-8. In VS Code, click "UTF-8" in the bar at the bottom right, choose "Reopen with Encoding", then "Western (Windows 1252)"; check that the letters look right, click the bar again, choose "Save with Encoding", then "UTF-8" (in Notepad: File → Save as, Encoding "UTF-8").`)]
      : savedAs
        ? [problem(path, 1, `The file is saved as "${savedAs}", which the site cannot read. Save it as UTF-8: in VS Code, click "${savedAs}" in the bar at the bottom right, choose "Save with Encoding", then "UTF-8" (in Notepad: File → Save as, Encoding "UTF-8").`)]
        : [],
  )
}
