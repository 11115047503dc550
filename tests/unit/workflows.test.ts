// The GitHub workflows must be valid YAML, start on the right events, and run the steps a reviewer relies on.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

interface Step {
  name?: string
  uses?: string
  run?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
}
interface Workflow {
  on: Record<string, unknown>
  jobs: Record<string, { 'runs-on': string; steps: Step[] }>
}

function workflow(file: string): { on: Workflow['on']; steps: Step[] } {
  const parsed = parse(readFileSync(`.github/workflows/${file}`, 'utf8'), { strict: true, uniqueKeys: true }) as Workflow
  const jobs = Object.values(parsed.jobs)
  expect(jobs).toHaveLength(1)
  for (const job of jobs) expect(job['runs-on']).toBeTruthy()
  return { on: parsed.on, steps: jobs[0]!.steps }
}

/** The position of the first step matching `test`, or -1. */
function stepIndex(steps: Step[], test: (step: Step) => boolean): number {
  return steps.findIndex(test)
}
const runs = (command: string) => (step: Step) => step.run?.split('\n').some((line) => line.trim().startsWith(command)) ?? false
const uses = (action: string) => (step: Step) => step.uses?.startsWith(`${action}@`) ?? false

describe('CI workflow', () => {
  const { on, steps } = workflow('ci.yml')

  it('runs on every push and pull request', () => {
    expect(Object.keys(on).sort()).toEqual(['pull_request', 'push'])
    expect(on.push).toBeNull() // no branch filter: every push
    expect(on.pull_request).toBeNull()
  })

  it('checks out, installs Node from .nvmrc with the npm cache, Chromium and the packages, then runs npm test', () => {
    const checkout = stepIndex(steps, uses('actions/checkout'))
    const node = stepIndex(steps, uses('actions/setup-node'))
    const chromium = stepIndex(steps, (s) => /apt-get install .*\bchromium\b/.test(s.run ?? ''))
    const install = stepIndex(steps, runs('npm ci'))
    const test = stepIndex(steps, runs('npm test'))
    expect(steps[node]?.with).toMatchObject({ 'node-version-file': '.nvmrc', cache: 'npm' })
    for (const index of [checkout, node, chromium, install, test]) expect(index).toBeGreaterThanOrEqual(0)
    expect(checkout).toBeLessThan(node)
    expect(node).toBeLessThan(install)
    expect(chromium).toBeLessThan(test)
    expect(install).toBeLessThan(test)
  })
})

describe('Preview workflow', () => {
  const { on, steps } = workflow('preview.yml')

  it('runs on pull requests only', () => {
    expect(Object.keys(on)).toEqual(['pull_request'])
  })

  it('checks the content, builds the site and uploads it as an artifact', () => {
    const install = stepIndex(steps, runs('npm ci'))
    const check = stepIndex(steps, runs('npm run check'))
    const build = stepIndex(steps, runs('npm run build'))
    const upload = stepIndex(steps, uses('actions/upload-artifact'))
    for (const index of [install, check, build, upload]) expect(index).toBeGreaterThanOrEqual(0)
    expect(install).toBeLessThan(check)
    expect(build).toBeLessThan(upload)
    expect(steps[upload]?.with?.path).toBe('dist/client')
  })

  it('writes the pages the pull request changes into the job summary', () => {
    expect(steps.find(uses('actions/checkout'))?.with?.['fetch-depth']).toBe(0) // the base branch, to diff against
    const summary = steps.find(runs('git diff'))
    expect(summary?.run).toMatch(/^git diff --name-only "origin\/\$BASE_REF\.\.\.HEAD" \| npx tsx scripts\/changed-pages\.ts >> "\$GITHUB_STEP_SUMMARY"$/)
    expect(summary?.env?.BASE_REF).toBe('${{ github.base_ref }}')
  })
})
