import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The import paths of a folder. pages/ is Vike's page tree (+ files, @param and _error folders), not
 * components/pages/; tests/ allows tests/browser.ts, the Chromium launcher scripts share.
 */
function groupsOf(folder) {
  if (folder === 'pages') return ['**/pages/**/+*', '**/pages/@*/**', '**/pages/_*/**']
  if (folder === 'tests') return ['**/tests/**', '!**/tests/browser.ts']
  return [`**/${folder}/**`]
}

/** One no-restricted-imports rule per folder: the folders each may not import from (relative imports). */
function importBoundaries(forbidden) {
  return Object.entries(forbidden).map(([files, folders]) => ({
    files: [files.replace(/\*\*$/, '**/*.{ts,tsx,js}')],
    rules: {
      'no-restricted-imports': ['error', { patterns: folders.map((folder) => ({ group: groupsOf(folder), message: `${files.replace('/**', '/')} may not import from ${folder}/ (docs/architecture.md, "Folders, and which imports which").` })) }],
    },
  }))
}

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'test-results/', 'playwright-report/', '.data/', '.wrangler/', 'preview-compare/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.strict,
  {
    // The classic hook rules. The React Compiler rules of this plugin do not apply: we do not use the compiler.
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // The folder table of docs/architecture.md: which folder may import which. A folder never imports
  // one above it, and nothing imports pages/ or tests/.
  ...importBoundaries({
    'lib/i18n/**': ['lib/content', 'lib/page', 'components', 'renderer', 'pages', 'scripts', 'tests'],
    'lib/page/**': ['lib/content', 'components', 'renderer', 'pages', 'scripts', 'tests'],
    'lib/content/**': ['lib/page', 'components', 'renderer', 'pages', 'scripts', 'tests'],
    'components/**': ['renderer', 'pages', 'scripts', 'tests'],
    'renderer/**': ['pages', 'scripts', 'tests'],
    'pages/**': ['scripts', 'tests'],
    'scripts/**': ['pages', 'tests'],
  }),
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
)
