import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports a package may never make: the one-way flow contract → client → widgets → portal, with the
 * shared rules in domain (docs/architecture.md#one-way-data-flow).
 */
const boundaries = {
  widgets: {
    paths: [
      { name: '@riskatlas/portal', message: 'Widgets never import the portal: the portal composes widgets, not the other way round.' },
      { name: '@riskatlas/api', message: 'Widgets never import the API server: they talk to it over HTTP through @riskatlas/api-client.' },
    ],
    patterns: [
      {
        group: ['**/apps/portal/**', '**/apps/api/**', '@riskatlas/portal/*', '@riskatlas/api/*'],
        message: 'Widgets never import the portal or the API server.',
      },
    ],
  },
  client: {
    paths: [
      { name: '@riskatlas/widgets', message: 'The client never imports UI.' },
      { name: '@riskatlas/theme', message: 'The client never imports UI.' },
      { name: 'styled-components', message: 'The client never imports UI.' },
      { name: '@riskatlas/portal', message: 'The client never imports the portal.' },
      { name: '@riskatlas/api', message: 'The client shares nothing with the server but the contract (@riskatlas/contract).' },
    ],
    patterns: [
      { group: ['**/apps/**', '**/packages/widgets/**', '**/packages/theme/**'], message: 'The client never imports UI or the apps.' },
    ],
  },
  clientCore: [
    { name: 'react', message: 'Only src/hooks may import React: the core client must work without it.' },
    { name: 'react-dom', message: 'Only src/hooks may import React.' },
    { name: 'swr', message: 'Only src/hooks may import SWR.' },
  ],
  portal: {
    paths: [
      { name: '@riskatlas/api', message: 'The portal never imports API server code: it calls the API through @riskatlas/api-client.' },
    ],
    patterns: [{ group: ['**/apps/api/**', '@riskatlas/api/*'], message: 'The portal never imports API server code.' }],
  },
  server: {
    paths: [
      {
        name: '@riskatlas/api-client',
        message: 'The server and the client share nothing but the contract and the rules (@riskatlas/contract, @riskatlas/domain).',
      },
      { name: '@riskatlas/widgets', message: 'The server never imports UI: a rule both sides need belongs in @riskatlas/domain.' },
      { name: '@riskatlas/portal', message: 'The server never imports the portal.' },
    ],
    patterns: [
      {
        group: ['**/packages/api-client/**', '**/packages/widgets/**', '**/apps/portal/**'],
        message: 'The server never imports client or UI code.',
      },
    ],
  },
  /** The shared rules run in browsers and on Node: nothing of ours but the contract's types, no UI, no runtime's own API. */
  domain: {
    paths: ['react', 'react-dom', 'styled-components', ...builtinModules].map((name) => ({
      name,
      message: 'The domain package is plain TypeScript: no React, no styling, no Node API (docs/adr/0009-domain-package.md).',
    })),
    patterns: [
      { group: ['@riskatlas/*', '!@riskatlas/contract'], message: "The domain package imports nothing of ours but the contract's types." },
      { group: ['**/apps/**', '**/packages/*/src/**'], message: "The domain package imports nothing of ours but the contract's types." },
      { group: ['node:*'], message: 'The domain package runs in browsers too: no Node API.' },
    ],
  },
};

/** Syntax the server's modules may not use. */
const SQL_STATEMENT = /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b/;
const NO_SQL = 'No SQL outside apps/api/src/db/repositories: put the query in a repository and call it.';
const serverSyntax = {
  // Handlers are typed from the contract (contract/handlers.ts): a cast would hide a drift.
  requestCast: {
    selector:
      "TSAsExpression[expression.type='MemberExpression'][expression.object.name=/^(request|req)$/][expression.property.name=/^(params|query|body)$/]",
    message: 'Do not cast request params, query or body: their types come from the contract.',
  },
  sql: [
    { selector: `Literal[value=${SQL_STATEMENT}]`, message: NO_SQL },
    { selector: `TemplateElement[value.raw=${SQL_STATEMENT}]`, message: NO_SQL },
  ],
};

/** Globals only one runtime has: the domain package reads none of them (it takes what it needs as arguments). */
const runtimeOnlyGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'process',
  'Buffer',
  'global',
  '__dirname',
  '__filename',
  'require',
].map((name) => ({ name, message: 'The domain package runs in browsers and on Node: take it as an argument.' }));

/** One config for the monorepo; each workspace's `lint` script runs it over its own files. */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      'storybook-static/**',
      '**/schema.d.ts',
      '.storybook/public/**',
      '.data/**',
      'tests/fixtures/**',
      '.stryker-tmp/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      // The bugs type information catches: a promise nobody awaits, a promise where a callback must return void.
      '@typescript-eslint/no-floating-promises': [
        'error',
        // Testing Library's act() with a synchronous callback needs no awaiting.
        {
          allowForKnownSafeCalls: [
            { from: 'package', name: 'act', package: '@testing-library/react' },
            { from: 'package', name: 'act', package: 'react' },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Too noisy for code that reads parsed JSON and framework objects; the compiler's strict mode covers the rest.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'no-console': 'off',
      // `== null` is the idiom for null-or-undefined; everything else compares strictly.
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // A cycle makes load order decide what a module sees at start, and hides which layer depends on which.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript file types and their parser, so the rule can follow an import into a .ts module.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['packages/widgets/**/*.{ts,tsx}', 'packages/theme/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', boundaries.widgets] },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', boundaries.domain],
      'no-restricted-globals': ['error', ...runtimeOnlyGlobals],
    },
  },
  {
    files: ['packages/api-client/**/*.{ts,tsx}', 'packages/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', boundaries.client] },
  },
  {
    files: ['packages/api-client/src/**/*.ts'],
    ignores: ['packages/api-client/src/hooks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...boundaries.client.paths, ...boundaries.clientCore], patterns: boundaries.client.patterns },
      ],
    },
  },
  {
    files: ['apps/portal/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', boundaries.portal] },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', boundaries.server],
      'no-restricted-syntax': ['error', serverSyntax.requestCast],
    },
  },
  {
    // SQL lives in db/repositories (and the migrations); db/client.ts is the driver under them (connections,
    // transactions, locks, LISTEN). Tests may query what they set up.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/repositories/**', 'apps/api/src/db/client.ts', 'apps/api/src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', serverSyntax.requestCast, ...serverSyntax.sql] },
  },
  {
    // The plugins wire the auth rules into Fastify; the rules never reach back into a plugin.
    files: ['apps/api/src/auth/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...boundaries.server,
          patterns: [
            ...boundaries.server.patterns,
            { group: ['**/plugins/*'], message: 'auth/ never imports plugins/: move what both need into auth/.' },
          ],
        },
      ],
    },
  },
  {
    // Route modules map operations to calls: shared logic lives in domain modules.
    files: ['apps/api/src/routes/**/*.ts'],
    ignores: ['apps/api/src/routes/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...boundaries.server,
          patterns: [
            ...boundaries.server.patterns,
            { group: ['./*', '!./paging.js'], message: 'Route modules never import each other: move shared logic to a domain module.' },
          ],
        },
      ],
    },
  },
);
