import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import boundaries from './eslint/boundaries.js'
import importCycles from './eslint/import-cycles.js'
import oneTextPerElement from './eslint/one-text-per-element.js'
import orderStatusLiterals from './eslint/order-status-literals.js'
import replacementStrings from './eslint/replacement-strings.js'
import testFileNames from './eslint/test-file-names.js'

export default tseslint.config(
  {
    ignores: [
      '.scratch/**',
      'dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/server/**', 'scripts/**', 'bench/**', 'e2e/**', 'eslint/**', '*.{js,ts,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {
      vitrine: {
        rules: {
          ...boundaries.rules,
          ...importCycles.rules,
          ...testFileNames.rules,
          ...replacementStrings.rules,
          ...oneTextPerElement.rules,
          ...orderStatusLiterals.rules,
        },
      },
    },
    rules: {
      'vitrine/import-boundaries': 'error',
      'vitrine/no-import-cycles': 'error',
      'vitrine/test-file-names': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read the environment only in src/server/config.ts.',
        },
      ],
    },
  },
  {
    // Text built from data is never a replacement string: its '$&', '$`', "$'" and '$$' would be
    // read as patterns (issue 34). The web app too: its code also draws the pages on the server.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'vitrine/no-replacement-patterns': 'error' },
  },
  {
    // What the server draws is hydrated by Preact, which expects one DOM text node per JSX text:
    // texts side by side are one node in the server's HTML, and hydration rewrites it and inserts
    // the rest. Only the files of the pages drawn on the server (store, product, help, downloads,
    // 404) and what they use; pages drawn only in the browser are not hydrated.
    files: [
      'src/web/app/**/*.tsx',
      'src/web/components/**/*.tsx',
      'src/web/features/products/**/*.tsx',
      'src/web/features/help/**/*.tsx',
      'src/web/features/downloads/**/*.tsx',
    ],
    ignores: ['src/**/*.test.tsx'],
    rules: { 'vitrine/one-text-per-element': 'error' },
  },
  {
    // An order's status and its groups are named in the domain's status file (and the orders
    // schema beside it) alone: decision 051.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/**/testing/**',
      'src/domain/orders/order-status.ts',
      'src/server/db/schema/**',
    ],
    rules: { 'vitrine/no-order-status-literals': 'error' },
  },
  {
    // One logger (decision 032): the server logs through src/server/logging/logger.ts (levels, the
    // request's id), and what is terminal output by design goes through logging/print.ts.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/testing/**', 'src/server/logging/print.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['src/server/config.ts', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/toast.ts', 'src/web/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              allowTypeImports: true,
              message:
                "Import { toast } from lib/toast.ts: it loads sonner on first use, keeping it off the store page's JavaScript (docs/decisions/007).",
            },
          ],
        },
      ],
    },
  },
)
