// content/languages.yaml: the taglines of /language-assistance. The check must catch the mistakes that
// would break the federal notice: a right-to-left language shown left to right, a tagline without the
// phone number, fewer languages than the rule asks for.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readContentFiles } from '../../lib/content/load.ts'
import { MIN_TAGLINE_LANGUAGES } from '../../lib/content/schema.ts'
import { validateContent, type SourceFile } from '../../lib/content/validate.ts'

const root = process.cwd()
const realFiles = readContentFiles(root)
const options = { publicFileExists: (p: string) => existsSync(join(root, 'public', p)) }
const file = 'content/languages.yaml'
const original = realFiles.find((f) => f.path === file)!.text

function errorsWith(text: string) {
  const files: SourceFile[] = realFiles.map((f) => (f.path === file ? { ...f, text } : f))
  return validateContent(files, options).problems.filter((p) => p.level === 'error')
}

/** The first language written right to left in the committed file, to break it. */
const rtlBlock = / {2}- lang: (\w+)\n {4}dir: rtl\n/.exec(original)!

describe('content/languages.yaml', () => {
  it('has at least the number of languages the federal rule asks for', () => {
    const { content } = validateContent(realFiles, options)
    expect(content.languages.languages.length).toBeGreaterThanOrEqual(MIN_TAGLINE_LANGUAGES)
  })

  it('says a right-to-left language written with dir: ltr has the wrong direction, on its line', () => {
    const text = original.replace(rtlBlock[0], `  - lang: ${rtlBlock[1]}\n    dir: ltr\n`)
    const [error] = errorsWith(text)
    expect(error?.message).toContain('has the wrong "dir"')
    expect(error?.line).toBe(text.slice(0, rtlBlock.index).split('\n').length + 1)
  })

  it('says a tagline without {phone} must have it', () => {
    const text = original.replace(/(tagline: [^\n]*?)\{phone\}/, '$1 1-800')
    expect(errorsWith(text)[0]?.message).toContain('must contain {phone}')
  })

  it(`says fewer than ${MIN_TAGLINE_LANGUAGES} languages is not enough`, () => {
    const kept = original.split('\n  - lang: ').slice(0, MIN_TAGLINE_LANGUAGES).join('\n  - lang: ')
    expect(errorsWith(kept)[0]?.message).toContain(`"languages" needs at least ${MIN_TAGLINE_LANGUAGES} item(s), found ${MIN_TAGLINE_LANGUAGES - 1}`)
  })
})
