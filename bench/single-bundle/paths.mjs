// @ts-check
/** Where the single-bundle build of the host goes (webpack.config.mjs), and how the host's server serves it. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST_SERVER_ENTRY } from '../../shared/platform/webpack-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Folders that git and ESLint already leave alone (`dist/`, `dist-ssr/`). */
export const BROWSER_DIST = path.join(here, 'dist');
export const SERVER_DIST = path.join(here, 'dist-ssr');
/** What the host's server runs to render (its SSR_ENTRY): CommonJS, in a folder whose package.json (bench's) says ES modules. */
export const SERVER_ENTRY = path.join(SERVER_DIST, `${HOST_SERVER_ENTRY}.cjs`);

/** The host server's variables that make it serve the single-bundle build (host/server/main.ts). */
export const singleBundleEnv = () => ({ HOST_DIST_DIR: BROWSER_DIST, SSR_ENTRY: SERVER_ENTRY });
