const preset = require('../shared/platform/jest-preset.cjs');

module.exports = {
  ...preset,
  // Server rendering against production builds: ssr/jest.config.cjs runs them after the builds.
  testPathIgnorePatterns: [...preset.testPathIgnorePatterns, '\\.node\\.test\\.ts$'],
};
