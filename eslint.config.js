// @ts-check
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['host', 'remote-shop', 'remote-account', 'remote-content', 'remote-careers'];

/**
 * Import directions, so a team can change its own code without breaking another's: entry files ->
 * pages -> features -> contract; a feature imports only itself and the contract; the contract
 * imports nothing of the apps; no app imports another.
 */
const architecture = {
  files: ['*/src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    'boundaries/include': ['*/src/**/*'],
    'boundaries/elements': [
      { type: 'contract', pattern: 'shared/src', mode: 'folder' },
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
          { from: 'feature', allow: ['contract', ['feature', { app: '{{from.app}}', feature: '{{from.feature}}' }]] },
          { from: 'page', allow: ['contract', ['feature', { app: '{{from.app}}' }], ['page', { app: '{{from.app}}' }]] },
          {
            from: 'entry',
            allow: [
              'contract',
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

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**'],
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
  // Apps reach the contract by its package name only (a relative path would load a second copy)
  // and never reach another app by any name.
  ...apps.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/shared/src/**', '@storefront/shared/*', '!@storefront/shared/schemas', '!@storefront/shared/testing', '!@storefront/shared/rich-text', '!@storefront/shared/routes', '!@storefront/shared/async', '!@storefront/shared/passwords', '!@storefront/shared/password-input'], message: 'Import the contract as @storefront/shared.' },
            {
              group: [...apps.filter((other) => other !== app).flatMap((other) => [`**/${other}/**`, `@storefront/${other}`]), '@storefront/api'],
              message: 'An app never imports another app: share through the contract or a slot.',
            },
          ],
        },
      ],
    },
  })),
);
