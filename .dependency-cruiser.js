// The import graph's rules, checked by dependency-cruiser in `npm run check` (alone: `npm run
// check:imports`). Two kinds: no circle of imports anywhere in our code, and the folder table of
// docs/architecture.md ("Folders, and which imports which"): a folder imports only itself, packages and
// the folders listed for it, so nothing imports upward. This file is that table's only copy in code
// (eslint does not repeat it): change the table and `mayImport` together.

/**
 * What each folder may import besides itself and packages. A folder means everything under it;
 * `tests/` may import anything (tests look at every layer) and is imported by no one, as is `pages/`
 * (Vike reads it itself).
 */
export const mayImport = {
  'lib/i18n': [],
  'lib/page': ['lib/i18n'],
  // The one list of the MDX components (their props and guide rows, no React): the check reads it.
  'lib/content': ['lib/i18n', 'components/mdx/props.ts'],
  // The servers read their numeric settings as the function reads its own.
  'lib/http': ['supabase/functions/_shared/settings.ts'],
  // The function takes the site's languages from the one list, which imports nothing (Supabase's
  // deployer bundles files outside supabase/, `supabase functions deploy --use-api`).
  'supabase/functions': ['lib/i18n'],
  'supabase/local': ['supabase/functions', 'lib/http', 'lib/content'],
  // The forms check what they send with the request schema the function checks it with, so the two can
  // never disagree: supabase/functions/_shared/ is as low as lib/i18n/ (it imports nothing of ours but it).
  components: ['lib/i18n', 'lib/page', 'lib/content', 'supabase/functions/_shared'],
  renderer: ['components', 'lib/i18n', 'lib/page', 'lib/content'],
  pages: ['components', 'renderer', 'lib/i18n', 'lib/page', 'lib/content'],
  // The Chromium launcher of tests/browser.ts is shared with the scripts that drive a browser
  // (the benchmarks, scripts/review/preview-compare.ts).
  scripts: ['components', 'renderer', 'supabase', 'lib', 'tests/browser.ts'],
}

/** Our code's folders: an import of anything else (packages, Node's modules, content/) is not judged. */
const codeFolders = ['components', 'lib', 'pages', 'renderer', 'scripts', 'supabase', 'tests']

const escape = (path) => path.replace(/[.+]/g, '\\$&')
/** A folder, or one file, as a path pattern. */
const under = (path) => (/\.[a-z]+$/.test(path) ? `^${escape(path)}$` : `^${escape(path)}/`)

export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle of imports: each file needs the next, and the last needs the first.',
      from: {},
      to: { circular: true },
    },
    ...Object.entries(mayImport).map(([folder, allowed]) => ({
      name: `${folder}-imports`,
      severity: 'error',
      comment: `${folder}/ may import only ${allowed.length === 0 ? 'itself and packages' : `from ${allowed.join(', ')}`}`,
      from: { path: under(folder) },
      to: { path: codeFolders.map(under), pathNot: [folder, ...allowed].map(under) },
    })),
    {
      name: 'pages-without-checker',
      severity: 'error',
      comment:
        'the pages (and what they render) read the content through the runtime loader (lib/content/runtime.ts), never the content check: not its link and text lint, reading levels or git history (lib/content/check/load.ts, validate.ts)',
      from: { path: ['^pages/', '^renderer/', '^components/'] },
      to: { path: ['^lib/content/check/(load|validate|readability|mdx-syntax|formerFiles|wordDates|site-rules|links|picture-weight)\\.ts$', '^lib/content/lint/'], reachable: true },
    },
    {
      name: 'checker-without-react',
      severity: 'error',
      comment: 'the content check never loads a React component: it reads the components\' props from their list (components/mdx/props.ts), which has no React',
      from: { path: '^lib/content/check/(load|validate)\\.ts$' },
      to: { path: ['\\.tsx$', '(^|/)node_modules/(react|react-dom|@emotion/[^/]+)/'], reachable: true },
    },
    {
      name: 'top-level-imports',
      severity: 'error',
      comment: 'the configuration files at the top may import any folder but pages/ and tests/ (save tests/browser.ts, the Chromium launcher)',
      from: { path: '^[^/]+$' },
      to: { path: ['^pages/', '^tests/'], pathNot: '^tests/browser\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '(^|/)(node_modules|dist[^/]*)/' },
    // Type-only imports count: a circle of types ties the files together as much as one of values.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
}
