// Schemas only, free of React and the browser: the backend validates its answers with these.
export * from './catalog';
export * from './settings';
