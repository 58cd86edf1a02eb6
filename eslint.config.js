import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Core purity (docs/architecture.md §3.2): no React, DOM, fetch, Node built-ins or clock reads in
// core-*. tools/boundaries checks the same table for package.json dependencies and every workspace.
const CORE_FORBIDDEN_IMPORTS = {
  patterns: [
    {
      group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@xstate/react'],
      message: 'core-* is framework-free: no React.',
    },
    {
      group: ['ofetch', 'node-fetch', 'undici', 'axios'],
      message: 'core-* does no I/O: take a port or an actor instead.',
    },
    { group: ['node:*'], message: 'core-* runs anywhere: no Node built-ins.' },
    {
      group: [
        'fs',
        'path',
        'http',
        'https',
        'crypto',
        'os',
        'child_process',
        'url',
        'util',
        'events',
        'stream',
      ],
      message: 'core-* runs anywhere: no Node built-ins.',
    },
    {
      group: ['@atelier/adapters-*', '@atelier/ui', '@atelier/storefront', '@atelier/storybook'],
      message: 'core-* must not import adapters, ui or apps.',
    },
  ],
};

const CLOCK_AND_RANDOM = [
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Pass `now` in: core code never reads the clock.',
  },
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Pass `now` in: core code never reads the clock.',
  },
  {
    selector: "MemberExpression[object.name='performance'][property.name='now']",
    message: 'Core code never reads the clock.',
  },
  {
    selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
    message: 'Pass ids and randomness in: core code is deterministic.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/storybook-static/**',
      '**/test-results/**',
      '**/.sandbox-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: [
      'packages/ui/**/*.{ts,tsx}',
      'apps/storybook/**/*.{ts,tsx}',
      'apps/storefront/pages/**/*.{ts,tsx}',
      'apps/storefront/src/**/{components,browser}/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['packages/core-*/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.bench.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': ['error', CORE_FORBIDDEN_IMPORTS],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'core-* does no I/O: take a port or an actor instead.' },
        { name: 'window', message: 'core-* has no DOM.' },
        { name: 'document', message: 'core-* has no DOM.' },
        { name: 'localStorage', message: 'core-* has no DOM storage: take a port.' },
        { name: 'sessionStorage', message: 'core-* has no DOM storage: take a port.' },
        { name: 'navigator', message: 'core-* has no DOM.' },
        { name: 'process', message: 'core-* runs anywhere: no Node globals.' },
        { name: 'Buffer', message: 'core-* runs anywhere: no Node globals.' },
        { name: 'require', message: 'ESM only.' },
      ],
    },
  },
  {
    files: ['packages/core-*/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...CLOCK_AND_RANDOM] },
  },
  {
    files: ['packages/adapters-*/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
              message: 'adapters are UI-free.',
            },
            {
              group: ['@atelier/ui', '@atelier/storefront', '@atelier/storybook'],
              message: 'adapters must not import ui or apps.',
            },
          ],
        },
      ],
    },
  },
  {
    // The commerce sandbox stands in for a back-end: no UI (tools/boundaries checks the rest).
    files: ['packages/commerce-sandbox/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
              message: 'the commerce sandbox is a back-end: no React.',
            },
            {
              group: ['@atelier/ui', '@atelier/storefront', '@atelier/storybook'],
              message: 'the commerce sandbox must not import ui or apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.tsx', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@atelier/adapters-*', '@atelier/storefront'],
              message: 'ui is presentational: no adapters or apps.',
            },
            {
              group: ['ofetch', 'xstate', '@xstate/*'],
              message: 'ui is presentational: no fetching or machines.',
            },
          ],
        },
      ],
    },
  },
  {
    // Browser code of the storefront: a dynamic import of a workspace package's index keeps
    // every export of the package (zod, xstate) in the chunk shared by all pages; it cost
    // every page 40 kB brotli of first-load JS once (issue 21, 4f4d3e9). Import the module
    // you need from a file of ours that imports it statically, and load that file lazily.
    files: ['apps/storefront/{src,pages}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/storefront/src/**/server/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^@atelier\\u002F[a-z-]+$/]',
          message:
            "Lazy-load a module of ours that imports what it needs statically, not a workspace package's index (it drags every export into the shared first-load chunk).",
        },
      ],
    },
  },
);
