const preset = require('../tooling/jest-preset.cjs');

module.exports = {
  ...preset,
  testEnvironment: 'node',
  // Fastify's inject (light-my-request) requires `cookie`, published as ES modules only, which
  // Jest's CommonJS runtime cannot load, so it goes through SWC like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|ky|cookie)\\b)'],
};
