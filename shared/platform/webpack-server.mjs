// @ts-check
/**
 * The Node.js build of every app, beside its browser build (webpack-app.mjs), for server rendering.
 *
 * - A remote's server build is a second federation container with the same exposed modules and the
 *   same shared libraries, written to `dist/server/`. It is published with the browser build, and
 *   the browser build's manifest names it as `metaData.ssrRemoteEntry` (ssr-manifest.mjs), so one
 *   manifest URL serves the browser and the host's server: the federation runtime takes
 *   `ssrRemoteEntry` when it runs outside a browser.
 * - The host's server build is a Node.js module (`dist-ssr/render-entry.js`) that registers remotes
 *   at run time and loads their server builds over HTTP.
 *
 * Both run on the federation runtime's Node.js loaders (`@module-federation/node/runtimePlugin`):
 * a remote's chunks are fetched from the URL its entry came from and run in the host's process.
 * Nothing is left external but Node.js's own modules: the host's process has none of a remote's
 * node_modules, and a library required from node_modules would be a second copy beside the
 * shared one (a second React breaks every hook).
 */
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SsrManifestPlugin } from './ssr-manifest.mjs';
import { createAppConfig, librariesFolder, privateSourceMaps, routerAliases, sharedLibraries } from './webpack-app.mjs';

const platformRequire = createRequire(import.meta.url);

/** The name webpack-cli's `--config-name` picks each build by (the dev server runs the browser one only). */
export const BROWSER_BUILD = 'browser';
export const SERVER_BUILD = 'server';

/** Where a remote's server build goes, under its browser build's folder (ssr-manifest.mjs reads it). */
export const REMOTE_SERVER_DIR = 'server';

/** The host's server build: the module the host's server loads to render (see host/ssr/render-entry.tsx). */
export const HOST_SERVER_DIR = 'dist-ssr';
export const HOST_SERVER_ENTRY = 'render-entry';

/**
 * The library type of a remote's server entry, which the manifest tells the runtime
 * (`ssrRemoteEntry.type`): the runtime runs the entry as a CommonJS module and takes the
 * container from its exports.
 */
export const SERVER_LIBRARY_TYPE = 'commonjs-module';

/**
 * The browser build, named so webpack-cli can run it alone (the dev server: `--config-name browser`).
 * @param {Parameters<typeof createAppConfig>[0]} app
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createBrowserConfig(app) {
  const browser = createAppConfig(app);
  return (env, argv) => ({ ...browser(env, argv), name: BROWSER_BUILD });
}

/**
 * The Node.js build of the app described as for createAppConfig. Reuses the browser build's
 * module rules and resolution, so both builds compile the same sources the same way; differs in
 * target, output, federation runtime plugins and what it leaves out (HTML, compression, budgets).
 * @param {Parameters<typeof createAppConfig>[0]} app
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createServerConfig(app) {
  const pkg = JSON.parse(readFileSync(path.join(app.appDir, 'package.json'), 'utf8'));
  const appRequire = createRequire(path.join(app.appDir, 'package.json'));
  const browser = createAppConfig(app);
  return (env, argv) => {
    const production = argv.mode === 'production';
    const libraries = librariesFolder(env);
    const base = browser(env, argv);
    // The whole react-router-dom rather than the browser's list of exports (router-exports.mjs):
    // rendering on the server takes parts the browser build leaves out. Every server build does the
    // same, so the shared singleton is one module whichever app provides it.
    const aliases = routerAliases(appRequire, production);
    delete aliases['react-router-dom$'];
    const outputPath = app.isHost ? path.join(app.appDir, HOST_SERVER_DIR) : path.join(app.appDir, 'dist', REMOTE_SERVER_DIR);
    const remoteMaps = privateSourceMaps(app.appDir, outputPath, REMOTE_SERVER_DIR);
    /** @type {import('webpack').EntryObject} */
    const entry = app.isHost ? { [HOST_SERVER_ENTRY]: { import: './ssr/render-entry.tsx', library: { type: 'commonjs2' } } } : {};
    return {
      name: SERVER_BUILD,
      // After the browser build, which empties dist/ (output.clean) and writes the manifest the
      // remote's server entry is added to.
      dependencies: app.isHost ? [] : [BROWSER_BUILD],
      context: app.appDir,
      mode: production ? 'production' : 'development',
      // Chunks are read with fs + vm (async), which the federation's Node.js runtime plugin
      // replaces by its loader that also fetches them over HTTP.
      target: 'async-node',
      // Readable stack traces from the server; the size of a file read once per process is no cost.
      // A remote's server build is published with its browser build, so its maps stay out of it.
      devtool: app.isHost ? 'source-map' : remoteMaps.devtool,
      entry,
      output: {
        path: outputPath,
        ...(app.isHost ? {} : { sourceMapFilename: remoteMaps.sourceMapFilename }),
        // A remote's chunks are fetched relative to its entry's URL (the Node.js runtime plugin
        // falls back to the entry's folder when the public path is not an absolute URL), so the
        // folder the build is published in does not matter. The host reads its own from disk.
        publicPath: '',
        filename: '[name].js',
        // Hashed, as in the browser: a chunk's URL never changes content, so a server that has
        // run one never runs a stale one under the same name.
        chunkFilename: '[name].[contenthash:12].js',
        uniqueName: app.name,
        clean: true,
      },
      // Node.js's own modules only (no webpack-node-externals): see the top of this file.
      externalsPresets: { node: true },
      resolve: { ...base.resolve, alias: aliases },
      module: base.module,
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          ...(app.exposes
            ? { filename: 'remoteEntry.js', exposes: app.exposes, library: { type: SERVER_LIBRARY_TYPE, name: app.name } }
            : {}),
          remotes: {},
          shared: sharedLibraries(pkg.dependencies, (name) => appRequire(`${name}/package.json`).version, libraries),
          runtimePlugins: [platformRequire.resolve('@module-federation/node/runtimePlugin')],
          manifest: !app.isHost,
          dts: false,
          // Not the browser's `target: 'web'`, which leaves out the runtime's Node.js loaders.
          experiments: { optimization: { target: 'node' } },
        }),
        ...(app.isHost
          ? // jsdom's and its WebSocket's optional native helpers, which they do without when absent.
            [new webpack.IgnorePlugin({ resourceRegExp: /^(canvas|bufferutil|utf-8-validate)$/ })]
          : [new SsrManifestPlugin({ browserDist: path.join(app.appDir, 'dist') })]),
      ],
      performance: false,
      // NODE_ENV comes from the mode (production React); unminified for readable stack traces.
      optimization: { minimize: false },
    };
  };
}

/**
 * What an app's webpack.config.mjs exports: its browser build and its server build. webpack-cli
 * runs both (`webpack --mode production`), the server one after the browser one; the dev server
 * runs the browser one (`--config-name browser`).
 * @param {Parameters<typeof createAppConfig>[0]} app
 */
export function createAppConfigs(app) {
  return [createBrowserConfig(app), createServerConfig(app)];
}
