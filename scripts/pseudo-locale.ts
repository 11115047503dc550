// `npm run test:pseudo-locale`: proof that a language is a folder and one line. On a scratch copy of
// the repository it adds the pseudo-locale qps to lib/i18n/languages.ts (one line, no other code
// change), writes content/qps/ from the English pages and conditions (accented, lengthened words:
// scripts/pseudo-locale-lib.ts), builds the site, and lists by page every plain English word left on
// a qps page: a string that does not come from the page's language (words still written in code, or
// content the generator does not translate). It is never published. `-- --strict` fails when a page
// has one; `-- --keep` keeps the scratch copy.
import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { parse } from 'yaml'
import { PSEUDO, pseudoTranslation, untranslatedWords, visibleText } from './pseudo-locale-lib.ts'
import { htmlFiles, routeOfHtmlFile } from './page-files.ts'

const repo = process.cwd()
const strict = process.argv.includes('--strict')
const scratch = mkdtempSync(join(tmpdir(), 'pseudo-locale-'))
const today = new Date().toISOString().slice(0, 10)

function copyRepository() {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: repo, encoding: 'utf8' }).split('\n').filter(Boolean)
  for (const file of files) {
    if (!existsSync(join(repo, file))) continue // deleted in the work tree, still tracked
    mkdirSync(dirname(join(scratch, file)), { recursive: true })
    copyFileSync(join(repo, file), join(scratch, file))
  }
  symlinkSync(join(repo, 'node_modules'), join(scratch, 'node_modules'))
}

/** The one line: the pseudo-locale added to the list of languages. */
function addLanguage() {
  const file = join(scratch, 'lib/i18n/languages.ts')
  const text = readFileSync(file, 'utf8')
  const line = `  ${JSON.stringify(PSEUDO).replace(/"(\w+)":/g, '$1: ').replace(/"/g, "'").replace(/,/g, ', ').replace(/^\{/, '{ ').replace(/\}$/, ' }')},\n`
  const after = text.replace(/(\] as const satisfies readonly Language\[\])/, `${line}$1`)
  if (after === text) throw new Error('lib/i18n/languages.ts: the list of languages was not found')
  writeFileSync(file, after)
}

/** content/qps/<folder>/<name>.mdx for every English page and condition. */
function writePseudoContent(): number {
  let count = 0
  for (const folder of ['pages', 'conditions']) {
    mkdirSync(join(scratch, 'content', PSEUDO.code, folder), { recursive: true })
    for (const name of readdirSync(join(scratch, 'content', folder)).filter((n) => n.endsWith('.mdx'))) {
      const english = `content/${folder}/${name}`
      writeFileSync(join(scratch, 'content', PSEUDO.code, folder, name), pseudoTranslation(english, readFileSync(join(scratch, english), 'utf8'), today))
      count += 1
    }
  }
  return count
}

/** The words every language shows as they are: names of people, offices, towns, streets, the practice. */
function factWords(): Set<string> {
  const words = new Set<string>()
  const add = (value: unknown) => {
    if (typeof value === 'string') for (const word of value.match(/[A-Za-z]+/g) ?? []) words.add(word.toLowerCase())
    else if (Array.isArray(value)) value.forEach(add)
    else if (value && typeof value === 'object') Object.values(value).forEach(add)
  }
  add(parse(readFileSync(join(repo, 'content/locations.yaml'), 'utf8')))
  const site = parse(readFileSync(join(repo, 'content/site.yaml'), 'utf8')) as { practiceName: string; address: unknown }
  add([site.practiceName, site.address])
  for (const bio of readdirSync(join(repo, 'content/team'))) add(/^name:\s*(.*)$/m.exec(readFileSync(join(repo, 'content/team', bio), 'utf8'))?.[1])
  return words
}

copyRepository()
addLanguage()
const generated = writePseudoContent()
console.log(`pseudo-locale: ${scratch}: added ${PSEUDO.code} to lib/i18n/languages.ts and wrote ${generated} files into content/${PSEUDO.code}/`)
const build = spawnSync('npm', ['run', 'build'], { cwd: scratch, encoding: 'utf8', env: { ...process.env, OUT_DIR: 'dist' } })
if (build.status !== 0) {
  console.error(`${build.stdout}\n${build.stderr}\npseudo-locale: the build with ${PSEUDO.code} failed (above).`)
  process.exit(1)
}

const outDir = join(scratch, 'dist', 'client')
const facts = factWords()
const pages = htmlFiles(join(outDir, PSEUDO.code)).map((file) => ({ route: routeOfHtmlFile(relative(outDir, file)), words: untranslatedWords(visibleText(readFileSync(file, 'utf8')), facts) }))
const untranslated = pages.filter((page) => page.words.length > 0)
// Words found on most pages come from the frame (header, footer, call bar): listed once.
const frame = [...new Set(untranslated.flatMap((page) => page.words))].filter((word) => untranslated.filter((page) => page.words.includes(word)).length * 2 > pages.length)
if (frame.length > 0) console.log(`\nOn most ${PSEUDO.code} pages (the frame) (${frame.length}): ${frame.join(' ')}`)
for (const page of untranslated) {
  const own = page.words.filter((word) => !frame.includes(word))
  if (own.length > 0) console.log(`\n${page.route} (${own.length}): ${own.join(' ')}`)
}
console.log(`\npseudo-locale: ${pages.length} ${PSEUDO.code} pages built; ${untranslated.length} show English words (${new Set(untranslated.flatMap((p) => p.words)).size} different words).`)
if (!process.argv.includes('--keep')) rmSync(scratch, { recursive: true, force: true })
if (strict && untranslated.length > 0) process.exit(1)
