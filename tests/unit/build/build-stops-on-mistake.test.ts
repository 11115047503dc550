// `npm run build` on a content mistake that stops the bundler (MDX it cannot compile, an import of a file
// that is not there) ends with the content check's words (the file, the line, what to write instead), as
// `npm run check` does: not with the bundler's message and a stack trace, although it meets the file
// before the check has finished.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { content } from '../../e2e/support/content.ts'
import { nonEmpty } from '../../oracles.ts'
import { copyWorkingTree } from '../../../scripts/bench/scratch-copy.ts'

const scratch = mkdtempSync(join(tmpdir(), 'build-mistake-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))


copyWorkingTree(scratch)
const article = nonEmpty(content.conditions, 'condition article')[0]!.file
const original = readFileSync(join(scratch, article), 'utf8')

// Each mistake appended at the end of the article, with the words the check says for it.
it.each([
  { mistake: 'a tag left open', text: 'See our <Card title="Offices">offices', says: /`<Card>` opened on line \d+ is never closed: add `<\/Card>`/ },
  { mistake: 'an import of a file that is not there', text: "import Chart from './chart.js'", says: /is program code, which content files may not hold\. Remove the line/ },
])('stops on $mistake in an article with the check’s message on its line, and no stack trace', ({ text, says }) => {
  writeFileSync(join(scratch, article), `${original}\n${text}\n`)
  const line = original.split('\n').length + 1

  const build = spawnSync(process.execPath, ['node_modules/vike/bin.js', 'build'], { cwd: scratch, encoding: 'utf8', env: { ...process.env, GITHUB_ACTIONS: '' } })
  const output = `${build.stdout}${build.stderr}`

  expect(build.status, output).toBe(1)
  expect(output).toContain(`ERROR   ${article}:${line}`)
  expect(output).toMatch(says)
  expect(output, 'a stack trace').not.toMatch(/^\s+at .+:\d+:\d+\)?$/m)
  expect(output).not.toMatch(/\[plugin |RolldownBuild/)
}, 180_000)
