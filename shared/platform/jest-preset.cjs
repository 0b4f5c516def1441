// @ts-check
const path = require('node:path');

/** Jest set-up shared by every package: SWC for TypeScript and JSX, jsdom, Testing Library matchers. */
/** @type {import('jest').Config} */
module.exports = {
  // jsdom with the fetch API of Node (Request, Response, Headers, fetch), which ky needs.
  testEnvironment: 'jest-fixed-jsdom',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: {
    '^.+\\.m?[tj]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ky, and `cookie` (which Fastify's inject loads), are published as ES modules only, so they go
  // through SWC like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|ky|cookie)\\b)'],
  setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
