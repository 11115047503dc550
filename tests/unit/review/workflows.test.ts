// The GitHub workflows: valid for GitHub (@action-validator/cli, offline), started by the right events,
// one install step, and never the pull request's code next to a secret.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

interface Step {
  name?: string
  uses?: string
  run?: string
  if?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
}
interface Job {
  name?: string
  if?: string
  'runs-on': string
  env?: Record<string, string>
  steps: Step[]
}
interface Workflow {
  on: Record<string, unknown>
  permissions?: Record<string, string>
  jobs: Record<string, Job>
}

const FOLDER = '.github/workflows'
const files = readdirSync(FOLDER).filter((f) => /\.ya?ml$/.test(f))
const text = (file: string) => readFileSync(join(FOLDER, file), 'utf8')

/** A workflow and one of its jobs: the only one, or the one named. */
function workflow(file: string, jobId?: string): Workflow & { job: Job; steps: Step[] } {
  const parsed = parse(text(file), { strict: true, uniqueKeys: true }) as Workflow
  const jobs = Object.values(parsed.jobs)
  if (!jobId) expect(jobs).toHaveLength(1)
  const job = jobId ? parsed.jobs[jobId]! : jobs[0]!
  return { ...parsed, job, steps: job.steps }
}

const runs = (command: string) => (step: Step) => step.run?.split('\n').some((line) => line.trim().startsWith(command)) ?? false
const uses = (action: string) => (step: Step) => step.uses?.startsWith(`${action}@`) ?? false
const index = (steps: Step[], test: (step: Step) => boolean) => steps.findIndex(test)
const cachesFolder = (path: string) => (step: Step) => uses('actions/cache')(step) && step.with?.path === path

function validate(path: string): { ok: boolean; output: string } {
  try {
    return { ok: true, output: execFileSync('node_modules/.bin/action-validator', [path], { encoding: 'utf8', stdio: 'pipe' }) }
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string }
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` }
  }
}

describe('every workflow', () => {
  it.each(files)('%s passes @action-validator/cli', (file) => {
    const result = validate(join(FOLDER, file))
    expect(result.output).toBe('')
    expect(result.ok).toBe(true)
  })

  it('the validator does catch a broken workflow', () => {
    const broken = join(mkdtempSync(join(tmpdir(), 'workflow-')), 'broken.yml')
    writeFileSync(broken, 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n        run: echo both\n')
    expect(validate(broken).ok).toBe(false)
  })

  it.each(files)('%s pins actions to a major version, takes Node from .nvmrc and installs with scripts/install.sh', (file) => {
    // Every job of the file, each on its own.
    for (const job of Object.values((parse(text(file)) as Workflow).jobs)) jobPinsAndInstalls(file, job.steps)
  })
})

/** A job pins its actions to a major version, takes Node from .nvmrc and installs with scripts/install.sh. */
function jobPinsAndInstalls(file: string, steps: Step[]) {
  for (const step of steps.filter((s) => s.uses)) expect(step.uses, file).toMatch(/@v\d+$/)
  for (const step of steps.filter(uses('actions/setup-node'))) expect(step.with).toMatchObject({ 'node-version-file': '.nvmrc' })
  expect(text(file)).not.toMatch(/npm ci\b/)
  if (steps.some(uses('actions/setup-node'))) expect(steps.some(runs('scripts/install.sh')), file).toBe(true)
}

describe('.ci/run', () => {
  it('installs with the same step as the workflows: exactly the lock file, never npm install', () => {
    expect(readFileSync('.ci/run', 'utf8')).toMatch(/^scripts\/install\.sh$/m)
    const install = readFileSync('scripts/install.sh', 'utf8')
    expect(install).toMatch(/^npm ci\b/m)
    expect(install).not.toMatch(/^\s*npm (install|i)\b/m)
  })

  it('switches to the Node.js of .nvmrc before installing', () => {
    const run = readFileSync('.ci/run', 'utf8')
    const switchNode = run.search(/^\. scripts\/use-node\.sh$/m)
    expect(switchNode).toBeGreaterThanOrEqual(0)
    expect(switchNode).toBeLessThan(run.search(/^scripts\/install\.sh$/m))
  })
})

describe('Node.js: the supported LTS line everywhere', () => {
  // Node 20 left support in April 2026; 24 is the LTS line.
  it('.nvmrc names Node 24 and package.json asks for it', () => {
    expect(readFileSync('.nvmrc', 'utf8').trim()).toMatch(/^v?24(\.\d+){0,2}$/)
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }
    expect(pkg.engines.node).toBe('>=24')
  })

  it('these tests run on it', () => {
    expect(Number(process.versions.node.split('.')[0]), 'Node.js 24 first on PATH: . scripts/use-node.sh').toBeGreaterThanOrEqual(24)
  })
})

describe('CI: the one required check, "Site"', () => {
  const { on, job, steps } = workflow('ci.yml', 'site')

  it('runs on every push and pull request, with no secret', () => {
    expect(Object.keys(on).sort()).toEqual(['pull_request', 'push'])
    expect(text('ci.yml')).not.toContain('secrets.')
    expect(job.name).toBe('Site')
  })

  it('runs every test, then the editing guide\'s tasks', () => {
    const test = index(steps, runs('npm test'))
    expect(test).toBeGreaterThan(index(steps, runs('scripts/install.sh')))
    expect(index(steps, runs('npm run test:guide-tasks'))).toBeGreaterThan(test)
  })
})

describe('CI: mutation testing, a job of its own beside "Site"', () => {
  const { job, steps } = workflow('ci.yml', 'mutation')

  it('runs npm run test:mutation after the install, with the last run\'s incremental files restored, and not npm test', () => {
    expect(job.name).toBe('Mutation testing')
    const cache = index(steps, uses('actions/cache'))
    const run = index(steps, runs('npm run test:mutation'))
    expect(cache).toBeGreaterThan(index(steps, runs('scripts/install.sh')))
    expect(run).toBeGreaterThan(cache)
    expect(String(steps[cache]!.with?.path)).toContain('.stryker/')
    expect(index(steps, runs('npm test'))).toBe(-1)
  })

  it('is not part of npm test', () => {
    expect(readFileSync('tests/harness/test.ts', 'utf8')).not.toMatch(/test:mutation\b|stryker/)
  })
})

describe('Preview: the fast path to a pull request\'s preview, apart from the full tests', () => {
  const { on, job, steps } = workflow('preview.yml')

  it('runs on pull requests only, as its own workflow (not waiting for "Site"), with no secret', () => {
    expect(Object.keys(on)).toEqual(['pull_request'])
    expect(text('preview.yml')).not.toContain('secrets.')
    expect(text('preview.yml')).not.toMatch(/npm test\b|needs:/)
    expect(job.name).toBe('Preview build')
  })

  it('checks the content, builds the preview, reuses the base build, reports the changed pages, and uploads even when a step failed', () => {
    const at = {
      node: index(steps, uses('actions/setup-node')),
      install: index(steps, runs('scripts/install.sh')),
      check: index(steps, runs('npm run check')),
      cards: index(steps, cachesFolder('node_modules/.cache/og-cards')),
      preview: index(steps, (s) => runs('npm run build')(s) && s.env?.PREVIEW === '1'),
      cache: index(steps, cachesFolder('node_modules/.cache/preview-compare')),
      compare: index(steps, runs('npm run preview:compare')),
      upload: index(steps, uses('actions/upload-artifact')),
    }
    for (const [name, position] of Object.entries(at)) expect(position, name).toBeGreaterThanOrEqual(0)
    expect(Object.values(at)).toEqual(Object.values(at).slice().sort((a, b) => a - b))
    expect(steps[at.check]!.env?.CHECK_MARKDOWN).toBeTruthy()
    expect(steps[at.compare]!.env?.PREVIEW).toBe('1')
    expect(String(steps[at.cards]!.with?.['restore-keys']), 'a pull request starts from the pictures of earlier builds').toBe('og-cards-')
    expect(String(steps[at.cache]!.with?.key)).toContain('steps.base.outputs.commit')
    expect(steps[at.upload]!.if).toMatch(/always\(\)/)
    expect(String(steps[at.upload]!.with?.path)).toMatch(/dist-preview\/client[\s\S]*preview-compare[\s\S]*site-report/)
  })
})

describe('Preview deploy and Deploy', () => {
  it('the preview is deployed from a workflow_run of Preview (not CI) that never checks out the pull request', () => {
    const { on, steps, permissions } = workflow('preview-deploy.yml')
    expect(Object.keys(on)).toEqual(['workflow_run'])
    expect((on.workflow_run as { workflows: string[] }).workflows).toEqual([parse(text('preview.yml')).name])
    const checkout = steps.find(uses('actions/checkout'))
    expect(checkout?.with?.ref).toBeUndefined() // the default branch
    expect(text('preview-deploy.yml')).not.toMatch(/ref: .*head_sha|npm (run|test)|pull_request_target/)
    expect(permissions?.['pull-requests']).toBe('write')
  })

  it('the preview comment is found again by its hidden marker, and the job skips the deploy without secrets', () => {
    const source = text('preview-deploy.yml')
    expect(source).toContain('<!-- site-preview-comment -->')
    expect(source).toContain('updateComment')
    expect(source).toMatch(/No preview deployed: .* >> "\$GITHUB_STEP_SUMMARY"/)
    expect(source).toContain('--branch "pr-$PR_NUMBER"')
  })

  it('production is built again every day just after midnight in Central time, daylight or standard, from main', () => {
    const { on, job, steps } = workflow('deploy.yml')
    const crons = (on.schedule as { cron: string }[]).map((entry) => entry.cron.split(' '))
    // Central time is UTC−5 in summer and UTC−6 in winter: midnight is 05:00 or 06:00 UTC.
    const hours = crons.flatMap(([, hour]) => hour!.split(',').map(Number))
    expect(hours).toEqual(expect.arrayContaining([5, 6]))
    for (const [minute, , day, month, weekday] of crons) {
      expect(Number(minute)).toBeLessThan(60)
      expect([day, month, weekday]).toEqual(['*', '*', '*'])
    }
    expect(job.if).toContain("github.event_name == 'schedule'")
    expect(String(steps.find(uses('actions/checkout'))?.with?.ref)).toContain('github.sha')
  })

  it('production deploys after CI passed on main, with migrations, the function and a smoke test, or says why not', () => {
    const { on, job, steps } = workflow('deploy.yml')
    expect(on.workflow_run).toMatchObject({ workflows: ['CI'], branches: ['main'] })
    expect(job.if).toContain("conclusion == 'success'")
    const at = {
      cards: index(steps, cachesFolder('node_modules/.cache/og-cards')),
      build: index(steps, runs('npm run build')),
      supabase: index(steps, uses('supabase/setup-cli')),
      migrations: index(steps, (s) => /supabase db push/.test(s.run ?? '')),
      functions: index(steps, (s) => /supabase functions deploy/.test(s.run ?? '')),
      pages: index(steps, (s) => /wrangler pages deploy dist\/client/.test(s.run ?? '')),
      smoke: index(steps, runs('npx playwright test --grep @smoke')),
    }
    for (const [name, position] of Object.entries(at)) expect(position, name).toBeGreaterThanOrEqual(0)
    expect(at.cards).toBeLessThan(at.build)
    expect(at.build).toBeLessThan(at.pages)
    expect(at.pages).toBeLessThan(at.smoke)
    expect(steps[at.smoke]!.env?.BASE_URL).toBeTruthy()
    expect(steps[0]!.run).toMatch(/Not deployed: .* >> "\$GITHUB_STEP_SUMMARY"/)
    // The Supabase CLI is one fixed release, never "latest".
    expect(String(steps[at.supabase]!.with?.version)).toMatch(/^\d+\.\d+\.\d+$/)
    for (const step of steps.slice(1)) expect(step.if, step.name ?? step.uses).toBe("steps.ready.outputs.deploy == 'true'")
  })
})
