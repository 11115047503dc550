// The content check as a clinician runs it (`npm run check:content`, scripts/check/check-content.ts, also
// the content stage of `npm run check`): one run on a copy of the content with one mistake gives the
// content result alone, with its time, fails, and `--readability` reaches it and prints the reading
// levels. The real content passing the whole check: tests/unit/lint/text-lint.test.ts. A page that fails
// to pre-render is reported in the words of the check (render-errors.ts). Mistakes in a copy of the
// content, each with its file and line and no stack trace: tests/unit/check/check-one-pass.test.ts.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderErrorReport } from '../../../lib/content/check/render-errors.ts'

// The whole content check in a process of its own: about 5 s on a quiet machine, several times that
// on a busy one.
const WHOLE_CHECK_MS = 180_000

describe('npm run check:content, the check for editors', () => {
  it('gives the content result alone, with its time, and fails on a content mistake; --readability lists the reading level of each article', () => {
    const broken = mkdtempSync(join(tmpdir(), 'content-only-'))
    cpSync('content', join(broken, 'content'), { recursive: true })
    symlinkSync(join(process.cwd(), 'public'), join(broken, 'public'))
    const path = join(broken, 'content/team')
    // Not the founder's bio: a bio the site cannot read leaves /our-founder without its founder.
    const file = readdirSync(path).find((name) => name.endsWith('.mdx') && !/^founder: true$/m.test(readFileSync(join(path, name), 'utf8')))!
    writeFileSync(join(path, file), readFileSync(join(path, file), 'utf8').replace(/^---\n/, '---\nfavouriteColour: blue\n'))
    const run = spawnSync('npm', ['run', '--silent', 'check:content', '--', '--readability'], { encoding: 'utf8', env: { ...process.env, CONTENT_ROOT: broken, GITHUB_ACTIONS: '' } })
    rmSync(broken, { recursive: true, force: true })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(`content/team/${file}:2`)
    expect(run.stderr).toMatch(/Content check: 1 mistake\(s\) to fix in 1 file\(s\).*\(\d+\.\d s\)\.$/m)
    // None of the code checks of `npm run check` (types, style, structure, unused code).
    expect(run.stdout + run.stderr).not.toMatch(/tsc|eslint|knip|dependency-cruiser/)
    expect(run.stdout).toContain('Reading level of the condition articles')
  }, WHOLE_CHECK_MS)
})

describe('a page that fails to pre-render', () => {
  it('is reported on its content file, in the words of the check', () => {
    const report = renderErrorReport('/es/conditions/stroke', 'content/es/conditions/stroke.mdx', new TypeError("Cannot read properties of undefined (reading 'name')\n    at Bio (components/team/Bio.tsx:3:4)"))
    expect(report).toMatch(/^ERROR {3}content\/es\/conditions\/stroke\.mdx\n {8}The page \/es\/conditions\/stroke, made from this file, could not be built: Cannot read properties/)
    expect(report).not.toContain(' at ')
  })
})
