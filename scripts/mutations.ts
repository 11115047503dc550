// `npm run test:mutations`: proof that the tests still catch the edits that break the site for a visitor.
// Each mutation (docs/testing.md lists them) is applied to a scratch copy of this commit (a temporary git
// worktree), the site is built there, and the tests meant to catch it run; a mutation is "caught" when
// they fail. Prints one line a mutation and exits with 1 when any was not caught. Slow (a build each):
// `-- skip-link two-h1` runs only the named ones. Browser tests use TEST_PORT (default 3920).
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'

interface Mutation {
  name: string
  what: string
  file: string
  from: string
  to: string
  /** The test command meant to catch it (run in the scratch copy after its build). */
  caughtBy: string[]
}

const builtHtml = ['npx', 'vitest', 'run', '--config', 'vitest.built.config.ts']
const browser = (spec: string, grep?: string) => ['npx', 'playwright', 'test', `tests/e2e/${spec}`, '--workers=1', ...(grep ? ['-g', grep] : [])]

export const MUTATIONS: Mutation[] = [
  { name: 'skip-link', what: 'remove the skip link', file: 'renderer/Layout.tsx', from: '<SkipLink href="#main" data-print-hide>\n        {ui.skipLink}\n      </SkipLink>', to: '', caughtBy: builtHtml },
  { name: 'frame-header', what: 'drop a security header (X-Frame-Options)', file: 'scripts/headers.ts', from: "    'X-Frame-Options': 'DENY',\n", to: '', caughtBy: builtHtml },
  { name: 'hreflang', what: 'break hreflang (x-default to the Spanish page)', file: 'renderer/headTags.ts', from: "{ hreflang: 'x-default' as const, path: fallback.route }", to: "{ hreflang: 'x-default' as const, path }", caughtBy: builtHtml },
  { name: 'two-h1', what: 'give the condition pages two <h1>', file: 'components/condition/ConditionHero.tsx', from: '<h1>{condition.title}</h1>', to: '<h1>{condition.title}</h1>\n            <h1>{condition.title}</h1>', caughtBy: builtHtml },
  { name: 'alt-text', what: 'drop the alt text of the home page’s condition pictures', file: 'components/home/ConditionsGrid.tsx', from: " alt={card.image.decorative ? '' : card.image.alt}", to: '', caughtBy: builtHtml },
  { name: 'broken-link', what: 'make a footer link 404 (/policies → /policiesx)', file: 'components/Footer.tsx', from: "<a href={`${href('pages', 'policies')}#terms-of-service`}>", to: "<a href={`${href('pages', 'policies')}x#terms-of-service`}>", caughtBy: builtHtml },
  { name: 'inline-script', what: 'add an inline script to every page', file: 'renderer/Layout.tsx', from: '<Global styles={[baseStyles, callBarSpace]} />', to: '<Global styles={[baseStyles, callBarSpace]} />\n      <script dangerouslySetInnerHTML={{ __html: "window.x = 1" }} />', caughtBy: builtHtml },
  { name: 'not-found-status', what: 'serve the 404 page with status 200', file: 'scripts/preview.ts', from: 'res.writeHead(404,', to: 'res.writeHead(200,', caughtBy: browser('routes.spec.ts', 'unknown address') },
  // The form shows its messages from the words files by field and mistake; the function's own English words must stay the same.
  { name: 'form-message', what: 'show the wrong message under a wrong e-mail address', file: 'components/forms/formText.ts', from: "email: { other: 'emailInvalid', tooLong: 'emailTooLong' },", to: "email: { other: 'emailTooLong', tooLong: 'emailTooLong' },", caughtBy: browser('forms.spec.ts') },
  { name: 'function-message', what: 'change the function’s e-mail message so it no longer matches the words files', file: 'supabase/functions/_shared/requests.ts', from: ".regex(z.regexes.email, { error: 'Invalid email address' })", to: ".regex(z.regexes.email, { error: 'Wrong' })", caughtBy: ['npx', 'vitest', 'run', 'tests/unit/ui-words.test.ts'] },
  { name: 'focus-order', what: 'break keyboard focus order (a positive tabindex in the footer)', file: 'components/Footer.tsx', from: "<a href={`${href('pages', 'policies')}#terms-of-service`}>", to: "<a tabIndex={1} href={`${href('pages', 'policies')}#terms-of-service`}>", caughtBy: browser('a11y.spec.ts', 'phone 375x800 every page') },
  { name: 'call-bar-space', what: 'stop reserving the call bar’s space at the page’s end', file: 'components/CallBar.tsx', from: 'padding-bottom: ${BAR_HEIGHT};', to: 'padding-bottom: 0;', caughtBy: browser('a11y.spec.ts', 'phone 375x800 every page') },
  { name: 'contrast', what: 'make the footer text low contrast', file: 'components/Footer.tsx', from: '  color: ${colors.footerText};\n', to: '  color: #6b6b6b;\n', caughtBy: browser('a11y.spec.ts', 'desktop 1280x900 every page') },
  // Rules only a browser sees (issue 27): the call bar's widths and words, printing, early taps, the map's fallback.
  { name: 'call-bar-narrow', what: 'show the call bar only below 40em (phones from 640 to 767 px lose it)', file: 'components/theme.ts', from: "callBar: '@media (max-width: 47.99em) and (min-height: 30em)'", to: "callBar: '@media (max-width: 39.99em) and (min-height: 30em)'", caughtBy: browser('phones.spec.ts', 'call bar is whole, in reach') },
  { name: 'call-bar-wide', what: 'show the call bar up to 60em (on tablets and small laptops too)', file: 'components/theme.ts', from: "callBar: '@media (max-width: 47.99em) and (min-height: 30em)'", to: "callBar: '@media (max-width: 59.99em) and (min-height: 30em)'", caughtBy: browser('phones.spec.ts', 'call bar is not shown at') },
  { name: 'call-bar-words', what: 'swap the call bar’s words (the phone link says Book, the form link Call)', file: 'components/CallBar.tsx', from: 'const { label, call, book, bookName } = words.callBar', to: 'const { label, call: book, book: call, bookName } = words.callBar', caughtBy: browser('phones.spec.ts', 'call bar is whole, in reach and above the page.s end at 320') },
  { name: 'call-bar-print', what: 'print the call bar', file: 'components/CallBar.tsx', from: '  a {\n    white-space: nowrap;\n  }\n  ${media.print} {\n    display: none;\n  }\n', to: '  a {\n    white-space: nowrap;\n  }\n', caughtBy: browser('phones.spec.ts', 'is not printed') },
  { name: 'early-tap-lost', what: 'drop the taps made before an island has started', file: 'components/islands/earlyPresses.ts', from: "if (press.kind === 'click') target.click()", to: "if (press.kind === 'click') void target", caughtBy: browser('early-presses.spec.ts') },
  // Every island's first control on the site today gives the same result tapped once or twice (the map shows, the
  // carousel moves once), so a browser sees no difference: the unit test's control counts its taps.
  { name: 'early-double-tap', what: 'carry out both taps of a double tap made before an island has started', file: 'components/islands/earlyPresses.ts', from: "    if (event.type === 'click' && last?.kind === 'click' && last.path.join() === path.join()) return\n", to: '', caughtBy: ['npx', 'vitest', 'run', 'tests/unit/early-presses.test.ts'] },
  { name: 'map-fallback', what: 'never say the map could not load when its host does not answer', file: 'components/islands/OfficeMap.tsx', from: "const timer = window.setTimeout(() => setState('failed'), MAP_TIMEOUT_MS)", to: 'const timer = 0', caughtBy: browser('locations.spec.ts', 'does not answer in time') },
  // Edits nobody had named (docs/testing.md, 2026-11-28): the patient's request and the page's language.
  { name: 'request-language', what: 'a Spanish page sends its request as English', file: 'components/forms/useRequestForm.ts', from: 'sentFromLanguage: options.pageLanguage,', to: "sentFromLanguage: 'en' as Lang,", caughtBy: browser('spanish.spec.ts', 'request sent from') },
  { name: 'no-js-language', what: 'a Spanish form posted without JavaScript is stored as English', file: 'components/forms/RequestForm.tsx', from: '<input type="hidden" name="sentFromLanguage" value={lang} />', to: '<input type="hidden" name="sentFromLanguage" value="en" />', caughtBy: browser('forms-no-js.spec.ts', 'es: the contact form') },
  { name: 'confirmation-focus', what: 'leave the focus behind when the confirmation replaces the form', file: 'components/forms/Confirmation.tsx', from: 'useEffect(() => heading.current?.focus(), [])', to: 'useEffect(() => {}, [])', caughtBy: browser('request-path.spec.ts', 'the confirmation replaces the form') },
  { name: 'failure-focus', what: 'leave the focus behind when a send fails', file: 'components/forms/FailureNotice.tsx', from: 'useEffect(() => box.current?.focus(), [])', to: 'useEffect(() => {}, [])', caughtBy: browser('request-path.spec.ts', 'a failed send keeps everything typed') },
  { name: 'surge-words', what: 'a surge’s toast says the words of a failed send', file: 'components/forms/useRequestForm.ts', from: 'notSentMessage(options.toasts, sent.outcome)', to: 'options.toasts.errorMessage', caughtBy: browser('surge.spec.ts') },
  { name: 'language-switch-home', what: 'the language control always leads to the other language’s home page', file: 'components/Header.tsx', from: 'href={target ?? addressOf(', to: 'href={addressOf(', caughtBy: browser('spanish.spec.ts', 'language control') },
  { name: 'backdrop-motion', what: 'the hero pictures move when the visitor asked for less motion', file: 'components/islands/HeroBackdrop.enhance.ts', from: '  let playing = !reducedMotion.matches', to: '  let playing = true', caughtBy: browser('islands.spec.ts', 'hero pictures') },
]

const repo = process.cwd()
const chosen = process.argv.slice(2).filter((a) => !a.startsWith('-'))
const mutations = chosen.length > 0 ? MUTATIONS.filter((m) => chosen.includes(m.name)) : MUTATIONS
const work = mkdtempSync(join(tmpdir(), 'mutations-'))
const tree = join(work, 'site')
const env = { ...process.env, TEST_PORT: process.env.TEST_PORT ?? '3920', CI: '1' }
const results: string[] = []
let missed = 0
try {
  execFileSync('git', ['worktree', 'add', '--detach', tree, 'HEAD'], { cwd: repo, stdio: 'ignore' })
  symlinkSync(join(repo, 'node_modules'), join(tree, 'node_modules'), 'dir')
  for (const mutation of mutations) {
    const file = join(tree, mutation.file)
    const original = readFileSync(file, 'utf8')
    if (!original.includes(mutation.from)) {
      results.push(`?        ${mutation.name}: ${mutation.file} no longer contains the text to change; update scripts/mutations.ts`)
      missed++
      continue
    }
    writeFileSync(file, original.replace(mutation.from, mutation.to))
    const t0 = Date.now()
    const built = spawnSync('npm', ['run', 'build'], { cwd: tree, stdio: 'ignore', env })
    const test = built.status === 0 ? spawnSync(mutation.caughtBy[0]!, mutation.caughtBy.slice(1), { cwd: tree, encoding: 'utf8', env }) : undefined
    writeFileSync(file, original)
    // A command that runs no test fails too, and would count as a catch: say so instead.
    if (/No tests found|No test files found/.test(stripVTControlCharacters(`${test?.stdout ?? ''}${test?.stderr ?? ''}`))) {
      results.push(`?        ${mutation.name}: ${mutation.caughtBy.join(' ')} runs no test; update scripts/mutations.ts`)
      console.log(results.at(-1))
      missed++
      continue
    }
    const caught = built.status !== 0 || test?.status !== 0
    if (!caught) missed++
    // Which test failed: the first failing test's line of the output (Vitest ×, Playwright ✘).
    const failing = stripVTControlCharacters(`${test?.stdout ?? ''}`)
      .split('\n')
      .find((line) => /^\s*(×|✘|\d+\) )/.test(line))
    const how = built.status !== 0 ? 'the build fails' : `${mutation.caughtBy.slice(0, 5).join(' ')}${caught && failing ? `: ${failing.trim().slice(0, 140)}` : ''}`
    results.push(`${caught ? 'caught  ' : 'MISSED  '} ${mutation.name}: ${mutation.what} (${how}, ${((Date.now() - t0) / 1000).toFixed(0)} s)`)
    console.log(results.at(-1))
  }
} finally {
  spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: repo })
  rmSync(work, { recursive: true, force: true })
}
console.log(`\n${results.join('\n')}\n\n${mutations.length - missed} of ${mutations.length} mutations caught.`)
process.exit(missed === 0 ? 0 : 1)
