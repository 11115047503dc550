// `npm run test:guide-tasks`: does the editing guide's tasks (content/README.md) on a scratch copy of the
// repository, exactly as the guide says, and runs the content check, the content-dependent unit tests,
// the build, the built-HTML tests and the browser tests of the pages they change. A correct content edit must pass them all
// without touching a test file. TEST_PORT sets the preview's port (default 3219; the two previews of the
// redirect checks use TEST_PORT+4 and +6); --no-browser skips the browser tests.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { formerAddressChecks, moreTasks } from './guide-tasks-more.ts'
import { recipeTasks } from './guide-tasks-recipes.ts'
import { copyWorkingTree } from '../../scripts/bench/scratch-copy.ts'

const scratch = mkdtempSync(join(tmpdir(), 'guide-tasks-'))
const today = new Date().toISOString().slice(0, 10)


const read = (file: string) => readFileSync(join(scratch, file), 'utf8')
const write = (file: string, text: string) => writeFileSync(join(scratch, file), text)
function edit(file: string, change: (text: string) => string) {
  const before = read(file)
  const after = change(before)
  if (after === before) throw new Error(`The task changed nothing in ${file}: the guide and this script disagree.`)
  write(file, after)
}

/** Runs the content check on the scratch copy: its output when it fails, undefined when it passes. */
function checkFails(): string | undefined {
  const result = spawnSync(join(scratch, 'node_modules/.bin/tsx'), ['scripts/check/check-content.ts'], { cwd: scratch, encoding: 'utf8' })
  return result.status === 0 ? undefined : `${result.stdout}${result.stderr}`
}

/** The guide's tasks, each as a clinician would do it. */
const tasks: Record<string, () => void | Promise<void>> = {
  'fix a word in an article': () => {
    const [first] = readdirSync(join(scratch, 'content/conditions')).sort()
    edit(`content/conditions/${first}`, (text) => {
      const end = text.indexOf('\n---', 4) + 4
      return text.slice(0, end) + text.slice(end).replace(/\b(and)\b/, 'as well as')
    })
  },
  'add a condition article and link it from the conditions grid': () => {
    write(
      'content/conditions/sleep-disorders.mdx',
      [
        '---',
        'title: "Sleep Disorders"',
        'description: "What sleep disorders are, their warning signs, and how our neurologists diagnose and treat them."',
        'layout: article',
        `reviewedBy: ${readdirSync(join(scratch, 'content/team')).sort()[0]!.replace(/\.mdx$/, '')}`,
        `lastReviewed: ${today}`,
        '---',
        '',
        'Sleep disorders change how well, how long or when you sleep.',
        '',
        '## Warning signs',
        '',
        '- Loud snoring with pauses in breathing',
        '',
      ].join('\n'),
    )
    // The picture, "uploaded" to public/images/conditions/: a copy of one already there.
    const [picture] = readdirSync(join(scratch, 'public/images/conditions')).filter((file) => file.endsWith('.svg')).sort()
    copyFileSync(join(scratch, 'public/images/conditions', picture!), join(scratch, 'public/images/conditions/sleep-disorders.svg'))
    edit('content/home.yaml', (text) =>
      text.replace(
        /^( +)cards:\n/m,
        (line, indent: string) =>
          `${line}${indent}  - title: Sleep Disorders\n${indent}    href: /conditions/sleep-disorders\n${indent}    image: { src: /images/conditions/sleep-disorders.svg, alt: "", decorative: true }\n`,
      ),
    )
  },
  'add a team bio': () => {
    const bios = readdirSync(join(scratch, 'content/team')).sort()
    const copy = read(`content/team/${bios.at(-1)}`)
    write(
      'content/team/jane-doe.mdx',
      copy
        .replace(/^name: .*$/m, 'name: "Jane Doe, MD"')
        .replace(/^photo:\n(?: +.*\n)+/m, '')
        .replace(/^(---\n[\s\S]*?\n---\n)[\s\S]*$/, '$1\nJane Doe is a neurologist who sees patients at our offices.\n'),
    )
  },
  'change the main phone number': () => {
    edit('content/site.yaml', (text) => text.replace(/^( +main: ).*$/m, '$1(985) 555-0177'))
  },
  'add an office': () => {
    edit('content/locations.yaml', (text) =>
      `${text.trimEnd()}\n- name: Baton Rouge\n  address: 5000 Example Road, Suite 100\n  city: Baton Rouge, LA 70809\n  latitude: 30.4515\n  longitude: -91.1871\n  hours:\n    mon-fri: 08:00-16:30\n`,
    )
  },
  ...moreTasks({ scratch, read, write, edit, today, checkFails }),
  ...recipeTasks({ scratch, read, write, edit, today, checkFails }),
}

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { cwd: scratch, stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status === 0
}

const CONTENT_UNIT_TESTS = ['tests/unit/check/content-validate.test.ts', 'tests/unit/site/page-sources.test.ts', 'tests/unit/site/seo.test.ts', 'tests/unit/site/team.test.tsx']
// a11y: the visit of every page (axe, the call bar, Tab, the security headers) covers the pages a task adds.
const CONTENT_BROWSER_TESTS = [
  'access/a11y', 'pages/home', 'pages/conditions', 'pages/disorders', 'pages/pages', 'pages/team', 'forms/forms', 'pages/islands', 'pages/routes',
  'access/search', 'access/spanish', 'pages/locations', 'access/language-access', 'pages/phones', 'pages/preview',
].map((name) => `tests/e2e/${name}.spec.ts`)

const port = Number(process.env.TEST_PORT ?? 3219)
const started = Date.now()
let ok = false
try {
  copyWorkingTree(scratch)
  for (const [name, task] of Object.entries(tasks)) {
    await task()
    console.log(`✓ done: ${name}`)
  }
  const bin = (name: string) => join(scratch, 'node_modules/.bin', name)
  ok =
    run('content check', bin('tsx'), ['scripts/check/check-content.ts']) &&
    run('content-dependent unit tests', bin('vitest'), ['run', ...CONTENT_UNIT_TESTS]) &&
    run('build', 'npm', ['run', 'build']) &&
    // Every page as built, without a browser (tests/built/): what each page shows of the content.
    run('built-HTML tests', bin('vitest'), ['run', '--config', 'vitest.built.config.ts']) &&
    // First, as it also starts the preview once: the browser stage's server then starts warm (its data
    // folder made, its code compiled) within Playwright's minute on a busy machine.
    (await formerAddressChecks(scratch, port + 4)) &&
    (process.argv.includes('--no-browser') ||
      run('browser tests of the changed pages', bin('playwright'), ['test', ...CONTENT_BROWSER_TESTS, '--workers=1'], { TEST_PORT: String(port) }))
} finally {
  if (ok) rmSync(scratch, { recursive: true, force: true })
  else console.error(`\nThe scratch copy is kept for a look: ${scratch}`)
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1)
console.log(ok ? `\nThe guide’s ${Object.keys(tasks).length} tasks pass every check (${minutes} min).` : '\nA task done as the guide says failed a check (see above).')
process.exit(ok ? 0 : 1)
