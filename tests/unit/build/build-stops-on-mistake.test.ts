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

// Each mistake appended at the end of an article of its own, with the words the check says for it. One
// build for both: the bundler stops at whichever it meets first, and the check's report names both.
const mistakes = [
  { text: 'See our <Card title="Offices">offices', says: /`<Card>` opened on line \d+ is never closed: add `<\/Card>`/ },
  { text: "import Chart from './chart.js'", says: /is program code, which content files may not hold\. Remove the line/ },
]

it('stops on a tag left open and on an import of a file that is not there with the check’s message on each line, and no stack trace', () => {
  const articles = nonEmpty(content.conditions, 'condition article').slice(0, mistakes.length).map((condition) => condition.file)
  expect(articles, 'condition articles, one for each mistake').toHaveLength(mistakes.length)
  const lines = mistakes.map(({ text }, i) => {
    const original = readFileSync(join(scratch, articles[i]!), 'utf8')
    writeFileSync(join(scratch, articles[i]!), `${original}\n${text}\n`)
    return original.split('\n').length + 1
  })

  const build = spawnSync(process.execPath, ['node_modules/vike/bin.js', 'build'], { cwd: scratch, encoding: 'utf8', env: { ...process.env, GITHUB_ACTIONS: '' } })
  const output = `${build.stdout}${build.stderr}`

  expect(build.status, output).toBe(1)
  mistakes.forEach(({ says }, i) => {
    expect(output).toContain(`ERROR   ${articles[i]}:${lines[i]}`)
    expect(output).toMatch(says)
  })
  expect(output, 'a stack trace').not.toMatch(/^\s+at .+:\d+:\d+\)?$/m)
  expect(output).not.toMatch(/\[plugin |RolldownBuild/)
}, 180_000)
