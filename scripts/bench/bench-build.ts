// `npm run bench:build`: build and check times of a scratch copy of the site as it is and with N extra
// condition articles (copies of ours), per extra article; the check timed on a second, cached run.
// Targets (docs/decisions.md): an article no dearer to build than on Astro Starlight, `npm run check` under 10 s with 500.
//   npm run bench:build -- --extra 200   (default 500)    --keep: keep the scratch copy
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { htmlFiles } from '../build/page-files.ts'
import { copyWorkingTree } from './scratch-copy.ts'
import { commandOptions } from '../ops/command-options.ts'

const USAGE = 'Usage: npm run bench:build -- [--extra N] [--keep]'
const { values } = commandOptions({ options: { extra: { type: 'string', default: '500' }, keep: { type: 'boolean', default: false } } }, USAGE)
const extra = Number(values.extra)
if (!Number.isInteger(extra) || extra < 1) {
  console.error(`--extra must be a whole number from 1 on (it is "${values.extra}").\n${USAGE}`)
  process.exit(2)
}

const scratch = mkdtempSync(join(tmpdir(), 'bench-build-'))

/** N copies of the condition articles, each with its own slug (file name) and title. */
function addArticles(count: number): void {
  const folder = join(scratch, 'content', 'conditions')
  const sources = readdirSync(folder).filter((file) => file.endsWith('.mdx'))
  for (let i = 1; i <= count; i++) {
    const source = sources[(i - 1) % sources.length]!
    const text = readFileSync(join(folder, source), 'utf8').replace(/^title: "?(.*?)"?$/m, (_, title: string) => `title: "${title} (copy ${i})"`)
    writeFileSync(join(folder, `${source.replace(/\.mdx$/, '')}-copy-${i}.mdx`), text)
  }
}

/** Runs an npm script in the scratch copy; its wall time in seconds, or the output when it fails. */
function timed(script: string): number {
  const started = performance.now()
  const run = spawnSync('npm', ['run', script], { cwd: scratch, encoding: 'utf8', env: { ...process.env, GITHUB_ACTIONS: '', OG_CARD_CACHE: join(scratch, 'og-cards') }, maxBuffer: 64 * 1024 * 1024 })
  const seconds = (performance.now() - started) / 1000
  if (run.status !== 0) {
    console.error(`npm run ${script} failed in ${scratch}:\n${run.stdout}\n${run.stderr}`)
    process.exit(1)
  }
  return seconds
}

const countPages = () => htmlFiles(join(scratch, 'dist', 'client')).length

type Run = { label: string; build: number; check: number; pages: number }

function measure(label: string): Run {
  rmSync(join(scratch, 'og-cards'), { recursive: true, force: true })
  process.stdout.write(`${label}: building… `)
  const build = timed('build')
  process.stdout.write(`checking… `)
  const check = timed('check')
  console.log(`done`)
  return { label, build, check, pages: countPages() }
}

try {
  copyWorkingTree(scratch)
  // tsc and eslint keep what they found in node_modules/.cache/ (scripts/check/check.ts): the first check of a
  // new copy reads everything, later ones only what changed, as for anyone who edits and checks again.
  process.stdout.write('a first check, which fills the caches… ')
  const firstCheck = timed('check')
  console.log(`${firstCheck.toFixed(1)} s`)
  const before = measure('the site as it is')
  addArticles(extra)
  const after = measure(`with ${extra} extra articles`)
  const s = (n: number) => `${n.toFixed(1)} s`
  console.log(`\n| | build | npm run check | pages |\n|---|---:|---:|---:|`)
  for (const run of [before, after]) console.log(`| ${run.label} | ${s(run.build)} | ${s(run.check)} | ${run.pages} |`)
  const perArticle = (n: number, m: number) => `${(((m - n) * 1000) / extra).toFixed(1)} ms`
  console.log(`\nPer extra article: ${perArticle(before.build, after.build)} of build, ${perArticle(before.check, after.check)} of check.`)
  if (values.keep) console.log(`Scratch copy kept: ${scratch}`)
} finally {
  if (!values.keep) rmSync(scratch, { recursive: true, force: true })
}
