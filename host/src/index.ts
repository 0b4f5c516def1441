// The async boundary: shared libraries are negotiated before any of them runs. A page the server
// rendered loads this entry only once it has painted (public/start.js); the app shell, which has
// nothing to paint before its app, loads it with the page.
setTimeout(() => void import('./bootstrap'), 0);
