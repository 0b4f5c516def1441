require('@testing-library/jest-dom');

// Every test starts with an empty localStorage, so stored carts and sessions never leak between tests.
beforeEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
