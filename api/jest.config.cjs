const preset = require('../shared/platform/jest-preset.cjs');

module.exports = {
  ...preset,
  testEnvironment: 'node',
  // @fastify/cookie loads `cookie` with import(), which Jest's module system runs only once SWC
  // has made it a require().
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|ky|cookie|@fastify/cookie)\\b)'],
};
