// @ts-check
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['host', 'remote-shop', 'remote-account', 'remote-content', 'remote-careers'];

/**
 * Import directions, so a team can change its own code without breaking another's: entry files ->
 * pages -> features -> the contract and the libraries; a feature imports only itself, the contract
 * and the libraries; no app imports another. The UI kit imports nothing of the workspace; the API
 * client only the contract's boundary and its access to the session (see the rules further down).
 * The platform (`shared/platform`) loads the remotes and their routes in the browser (`src`),
 * renders pages (`ssr`) and serves them (`server`); only the host imports it, and its browser code
 * imports neither its renderer nor its server. The host's entries of its server (`host/ssr`,
 * `host/server`) hand the platform the host's routes.
 */
const architecture = {
  files: ['*/src/**/*.{ts,tsx}', 'shared/*/src/**/*.{ts,tsx}', 'shared/platform/ssr/**/*.{ts,tsx}', 'shared/platform/server/**/*.ts', 'host/server/**/*.ts', 'host/ssr/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    'boundaries/include': ['*/src/**/*', 'shared/*/src/**/*', 'shared/platform/ssr/**/*', 'shared/platform/server/**/*', 'host/server/**/*', 'host/ssr/**/*'],
    'boundaries/elements': [
      { type: 'contract', pattern: 'shared/contract/src', mode: 'folder' },
      { type: 'ui', pattern: 'shared/ui/src', mode: 'folder' },
      { type: 'api-client', pattern: 'shared/api-client/src', mode: 'folder' },
      { type: 'testing', pattern: 'shared/testing/src', mode: 'folder' },
      { type: 'standalone', pattern: 'shared/standalone/src', mode: 'folder' },
      { type: 'platform', pattern: 'platform/src', mode: 'folder' },
      { type: 'render', pattern: 'shared/platform/ssr', mode: 'folder' },
      { type: 'server', pattern: 'shared/platform/server', mode: 'folder' },
      { type: 'host-server', pattern: 'host/server', mode: 'folder' },
      { type: 'host-render', pattern: 'host/ssr', mode: 'folder' },
      { type: 'feature', pattern: '*/src/features/*', mode: 'folder', capture: ['app', 'feature'] },
      { type: 'page', pattern: '*/src/pages', mode: 'folder', capture: ['app'] },
      { type: 'entry', pattern: '*/src', mode: 'folder', capture: ['app'] },
    ],
  },
  rules: {
    'boundaries/element-types': [
      'error',
      {
        default: 'disallow',
        rules: [
          { from: 'contract', allow: ['contract'] },
          { from: 'ui', allow: ['ui', 'testing'] },
          { from: 'api-client', allow: ['api-client', 'contract', 'testing'] },
          { from: 'testing', allow: ['testing', 'contract'] },
          { from: 'standalone', allow: ['standalone', 'contract', 'ui', 'api-client'] },
          { from: 'platform', allow: ['platform', 'contract', 'ui', 'api-client', 'testing'] },
          { from: 'render', allow: ['render', 'platform', 'contract', 'ui', 'api-client', 'testing'] },
          { from: 'server', allow: ['server', 'render', 'platform', 'contract', 'api-client', 'testing'] },
          { from: 'host-render', allow: ['render', 'platform', ['entry', { app: 'host' }]] },
          { from: 'host-server', allow: ['server', 'platform'] },
          { from: 'feature', allow: ['contract', 'ui', 'api-client', 'testing', 'platform', ['feature', { app: '{{from.app}}', feature: '{{from.feature}}' }]] },
          { from: 'page', allow: ['contract', 'ui', 'api-client', 'testing', 'platform', ['feature', { app: '{{from.app}}' }], ['page', { app: '{{from.app}}' }]] },
          {
            from: 'entry',
            allow: [
              'contract',
              'ui',
              'api-client',
              'testing',
              'standalone',
              'platform',
              ['entry', { app: '{{from.app}}' }],
              ['page', { app: '{{from.app}}' }],
              ['feature', { app: '{{from.app}}' }],
            ],
          },
        ],
      },
    ],
  },
};

/** A workspace package reached by a relative path would be a second copy, outside federation's sharing. */
const noRelativePackages = { group: ['**/shared/*/src/**'], message: 'Import a workspace package by its name.' };

/** The contract's state the API client may reach: the session through `apiAccess`, nothing else. */
const apiClientContractImports = {
  name: '@storefront/contract',
  allowImportNames: ['apiAccess', 'ApiAccess'],
  message: 'A library never holds the contract\'s state: it reads the session through apiAccess only.',
};

/** @param {string} app what an app may not import: a package by a path, another app, and for a remote the platform's code. */
function appImportPatterns(app) {
  return [
    noRelativePackages,
    {
      group: ['@storefront/contract/*'],
      message: 'Apps use the contract\'s main entry, the one shared copy (its subpaths are for servers and libraries).',
    },
    {
      group: [...apps.filter((other) => other !== app).flatMap((other) => [`**/${other}/**`, `@storefront/${other}`]), '@storefront/api'],
      message: 'An app never imports another app: share through the contract or a slot.',
    },
    ...(app === 'host'
      ? []
      : [{ group: ['@storefront/platform/*', '!@storefront/platform/*.mjs', '!@storefront/platform/*.cjs'], message: "A remote runs on the host's platform: it builds with it, it never imports its code." }]),
  ];
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/dist-ssr/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.jest } },
  },
  architecture,
  // Apps reach the packages by their names only and never reach another app by any name.
  ...apps.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: appImportPatterns(app) }] },
  })),
  // The host's browser code runs on the platform's browser side only.
  {
    files: ['host/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appImportPatterns('host'),
            { group: ['@storefront/platform/ssr/*', '@storefront/platform/server/*'], message: "The browser's code never imports the server's." },
          ],
        },
      ],
    },
  },
  // The host's server runs in Node, where the contract's store cannot start: it takes the parts
  // free of state.
  {
    files: ['shared/platform/server/**/*.ts', 'host/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@storefront/contract', message: 'Use @storefront/contract/routes or /boundary.' }], patterns: [noRelativePackages] }],
    },
  },
  {
    // Its tests compare with what the browser's client asks for, which runs with the store.
    files: ['shared/platform/server/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noRelativePackages] }] },
  },
  {
    files: ['shared/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noRelativePackages, { group: ['@storefront/*'], message: 'The UI kit stands alone: it takes what it shows as props.' }] }],
    },
  },
  {
    files: ['shared/api-client/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [apiClientContractImports],
          patterns: [noRelativePackages, { group: ['@storefront/*', '!@storefront/contract', '!@storefront/contract/boundary'], message: 'The API client needs only the contract.' }],
        },
      ],
    },
  },
  {
    files: ['shared/contract/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noRelativePackages, { group: ['@storefront/*'], message: 'The contract depends on no other package of the workspace.' }] }],
    },
  },
);
