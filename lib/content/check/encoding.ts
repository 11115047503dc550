// A content file saved in another encoding than plain UTF-8 (UTF-16, UTF-8 with BOM): the check reads it
// anyway, to check the rest, and says how to save it (the build's readers would not read it).
import { problem, type Problem, type SourceFile } from './check-types.ts'

export function decodeContentFile(bytes: Buffer): { text: string; savedAs?: string } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), savedAs: 'UTF-16 LE' }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), savedAs: 'UTF-16 BE' }
  const text = bytes.toString('utf8')
  return text.startsWith('\uFEFF') ? { text: text.slice(1), savedAs: 'UTF-8 with BOM' } : { text }
}

/** Each file saved in another encoding, with what to do: the check and the pages' loader both say it. */
export function encodingProblems(files: readonly SourceFile[]): Problem[] {
  return files.flatMap(({ path, savedAs }) =>
    savedAs
      ? [problem(path, 1, `The file is saved as "${savedAs}", which the site cannot read. Save it as UTF-8: in VS Code, click "${savedAs}" in the bar at the bottom right, choose "Save with Encoding", then "UTF-8" (in Notepad: File → Save as, Encoding "UTF-8").`)]
      : [],
  )
}
