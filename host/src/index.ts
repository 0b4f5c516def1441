// The async boundary: the shared libraries are settled between the apps before any of them runs.
setTimeout(() => void import('./bootstrap'), 0);
