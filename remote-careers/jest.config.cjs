module.exports = { ...require('../shared/platform/jest-preset.cjs') };
