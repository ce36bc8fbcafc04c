import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import featureBoundaries from './scripts/eslint-feature-boundaries.js'

const CORE_ONLY_ZOD = {
  regex: '^(?!zod(/|$)|\\.{1,2}/)',
  message: 'packages/core is shared by both sides and depends on zod only.',
}
const NOT_WEB = {
  group: ['**/apps/web/**', '**/web/src/**', '@vitrina/web', '@vitrina/web/**'],
  message: 'The server never imports the web app; shared rules live in packages/core.',
}
const NOT_API = {
  group: ['**/apps/api/**', '**/api/src/**', '@vitrina/api', '@vitrina/api/**'],
  message: 'The web app never imports the server; shared rules live in packages/core.',
}
const NOT_MODULES = {
  group: ['**/modules/**'],
  message: 'Plugins and lib are below the modules: a module may use them, never the other way round.',
}
const NOT_FEATURES = { group: ['**/features/**'], message: 'Primitives must not import features.' }

/** One no-restricted-imports block for production files (tests may use any factory they need). */
const restrictImports = (files, patterns) => ({
  files,
  ignores: ['**/*.test.{ts,tsx}'],
  rules: { 'no-restricted-imports': ['error', { patterns }] },
})

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '**/migrations/**',
      'coverage/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration only in apps/api/src/config.ts.',
        },
      ],
    },
  },
  {
    // The places allowed to read the environment: the configuration, test harnesses and tooling scripts.
    files: [
      'apps/api/src/config.ts',
      'apps/api/src/test/**',
      'e2e/**',
      'bench/**',
      'scripts/**',
      '**/*.config.{ts,js}',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // The arrows between the rooms of the house (docs/README.md#boundaries). ESLint keeps one
  // no-restricted-imports per file, so each block lists every arrow its files may not draw.
  restrictImports(['packages/core/src/**/*.ts'], [CORE_ONLY_ZOD]),
  restrictImports(['apps/api/src/**/*.ts'], [NOT_WEB]),
  restrictImports(['apps/api/src/plugins/**/*.ts', 'apps/api/src/lib/**/*.ts'], [NOT_WEB, NOT_MODULES]),
  restrictImports(['apps/web/src/**/*.{ts,tsx}'], [NOT_API]),
  restrictImports(['apps/web/src/components/ui/**', 'apps/web/src/lib/**'], [NOT_API, NOT_FEATURES]),
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { vitrina: featureBoundaries },
    rules: { 'vitrina/feature-boundaries': 'error' },
  },
)
