import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'test-results/', 'playwright-report/', '.data/', '.wrangler/', 'preview-compare/', '.stryker/', 'reports/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.strict,
  {
    // The classic hook rules. The React Compiler rules of this plugin do not apply: we do not use the compiler.
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // A source file longer than this is split by what it does (tests may be longer: a table of cases).
    ignores: ['tests/**'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // TypeScript knows the platform's names; the few plain JavaScript files (configurations, the Node check) use these.
    languageOptions: { globals: { URL: 'readonly', console: 'readonly', process: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
)
