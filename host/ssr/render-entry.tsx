/**
 * The entry of the host's Node.js build (tooling/webpack-server.mjs → host/dist-ssr/render-entry.js).
 * The async boundary, as in the browser (src/index.ts): the shared libraries are negotiated
 * before any of them runs, so `render.tsx` and every remote use one React, one router, one store.
 */
import { installServerGlobals } from './server-globals';

export function loadRenderer(): Promise<typeof import('./render')> {
  installServerGlobals();
  return import('./render');
}
