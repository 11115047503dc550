// A warning of the content check: a photograph far larger than the site ever shows it. The site serves
// pictures at the width a page shows them and twice that (lib/content/images.ts), so the extra pixels
// never reach a visitor, but they make the repository and every build heavier. The warning names the
// file, its size, and the size to export instead. It never stops the build.
import { SHOWN_WIDTHS, DENSITIES, isPhotograph } from '../images.ts'
import { imageSize } from '../imageSize.ts'
import type { Problem, SourceFile } from './check-engine.ts'

/** A source picture this much wider than the largest file served is "far larger". */
const SLACK = 1.5

type Place = keyof typeof SHOWN_WIDTHS

/** Where a picture named in a file is shown, hence its largest width; the widest place when unsure. */
function placeOf(file: string, topKey: string | undefined, inMarkdown: boolean): Place {
  if (inMarkdown) return 'text'
  if (/^content\/(es\/)?team\//.test(file)) return 'teamPhoto'
  if (/^content\/(es\/)?conditions\//.test(file)) return 'article'
  if (/^content\/(es\/)?procedures\//.test(file)) return 'card'
  if (file === 'content/insurance.yaml') return 'logo'
  if (file === 'content/home.yaml' && topKey === 'conditions') return 'card'
  return 'hero'
}

const megabytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`)

export function pictureWeightProblems(files: SourceFile[], root: string): Problem[] {
  const problems: Problem[] = []
  for (const { path: file, text } of files) {
    let topKey: string | undefined
    text.split('\n').forEach((line, index) => {
      topKey = line.match(/^([A-Za-z]\w*):/)?.[1] ?? topKey
      const pictures = [
        ...[...line.matchAll(/\bsrc:\s*["']?(\/[^\s"'},]+)/g)].map((m) => ({ src: m[1]!, inMarkdown: false })),
        ...[...line.matchAll(/!\[[^\]]*\]\((\/[^\s)]+)/g)].map((m) => ({ src: m[1]!, inMarkdown: true })),
      ]
      for (const { src, inMarkdown } of pictures) {
        if (!isPhotograph(src)) continue
        const size = imageSize(src, root)
        if (!size) continue // a missing file is the check's own error
        const shown = SHOWN_WIDTHS[placeOf(file, topKey, inMarkdown)]
        const largestServed = shown * Math.max(...DENSITIES)
        if (size.width <= largestServed * SLACK) continue
        const exportHeight = Math.round((largestServed * size.height) / size.width)
        problems.push({
          file,
          line: index + 1,
          level: 'warning',
          message: `The picture "${src}" is ${size.width} × ${size.height} pixels (${megabytes(size.bytes)}), but the site shows it at most ${shown} pixels wide (${largestServed} on sharp screens). Export it at ${largestServed} × ${exportHeight} pixels and replace the file: it will look the same and keep the site's files small.`,
        })
      }
    })
  }
  return problems
}
