// The password rule, free of React, zod and the browser, so the backend checks passwords with the
// very function the forms use. Its own entry: the list of common passwords loads only with the
// pages that set a password, not with every page as the contract's main entry does.
export * from './password-rule';
