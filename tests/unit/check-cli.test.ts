// The content check as a clinician runs it (`npm run check`, whose content stage is
// scripts/check-content.ts): on a copy of the real content with one mistake, it prints that one mistake
// with its file and line and no stack trace, and exits non-zero; `--readability` reaches it and prints
// the reading levels. A page that fails to pre-render is reported the same way (render-errors.ts).
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { renderErrorReport } from '../../lib/content/render-errors.ts'

const copy = mkdtempSync(join(tmpdir(), 'content-check-'))
cpSync('content', join(copy, 'content'), { recursive: true })
symlinkSync(join(process.cwd(), 'public'), join(copy, 'public'))
afterAll(() => rmSync(copy, { recursive: true, force: true }))

const checkContent = (...options: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts', ...options], { encoding: 'utf8', env: { ...process.env, CONTENT_ROOT: copy, GITHUB_ACTIONS: '' } })

// Each test runs the whole content check in a process of its own: about 20 s on a quiet machine,
// several times that on a busy one.
const WHOLE_CHECK_MS = 180_000

describe('npm run check, content stage', () => {
  it('--readability lists the reading level of each article', () => {
    const run = checkContent('--readability')
    expect(run.status).toBe(0)
    expect(run.stdout).toContain('Reading level of the condition articles')
  }, WHOLE_CHECK_MS)

  it('prints one mistake with file and line, no stack trace, and fails', () => {
    const article = `content/conditions/${readdirSync(join(copy, 'content/conditions'))[0]}`
    const text = readFileSync(join(copy, article), 'utf8').trimEnd()
    writeFileSync(join(copy, article), `${text}\n\n<script>alert("hi")</script>\n`)
    const run = checkContent()
    expect(run.status).toBe(1)
    expect(run.stderr.match(/^ERROR/gm)).toHaveLength(1)
    expect(run.stderr).toContain(`ERROR   ${article}:${text.split('\n').length + 2}\n        \`<script>\` is not allowed`)
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/\n\s+at |node_modules/)
  }, WHOLE_CHECK_MS)
})

describe('a page that fails to pre-render', () => {
  it('is reported on its content file, in the words of the check', () => {
    const report = renderErrorReport('/es/conditions/stroke', 'content/es/conditions/stroke.mdx', new TypeError("Cannot read properties of undefined (reading 'name')\n    at Bio (components/team/Bio.tsx:3:4)"))
    expect(report).toMatch(/^ERROR {3}content\/es\/conditions\/stroke\.mdx\n {8}The page \/es\/conditions\/stroke, made from this file, could not be built: Cannot read properties/)
    expect(report).not.toContain(' at ')
  })
})
