require('@testing-library/jest-dom');
const { TextDecoder, TextEncoder } = require('node:util');

// jsdom lacks these; react-router needs them.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// Every test starts with an empty localStorage, so stored carts and sessions never leak between tests.
beforeEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
