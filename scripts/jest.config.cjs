// Only tests/: test.mjs is `npm test` itself, and release-matrix/*.spec.ts are Playwright's.
module.exports = { ...require('../shared/platform/jest-preset.cjs'), testMatch: ['<rootDir>/tests/**/*.test.ts'] };
