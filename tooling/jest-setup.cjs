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

// jest-fixed-jsdom gives the page Node's FormData and Blob but jsdom's File, which Node's FormData
// refuses; a browser has one File class, so the tests use Node's.
if (typeof window !== 'undefined') {
  Object.assign(globalThis, { File: require('node:buffer').File });
}
