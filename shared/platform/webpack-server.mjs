// @ts-check
/**
 * The Node.js build of every app, for server rendering. A remote's is a second container in
 * `dist/server/`, which its browser build's manifest names (ssr-manifest.mjs); the host's is the
 * module its server renders with. Both fetch a remote's chunks over HTTP and run them in the host's
 * process (`@module-federation/node`'s runtime plugin), so nothing is left external but Node.js's own
 * modules: the host's process has no remote's node_modules, and a library from node_modules would be
 * a second copy beside the shared one (a second React breaks every hook).
 */
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REMOTE_SERVER_DIR, SsrManifestPlugin } from './ssr-manifest.mjs';
import { createAppConfig, librariesFolder, privateSourceMaps, routerAliases, sharedLibraries } from './webpack-app.mjs';

const platformRequire = createRequire(import.meta.url);

/** The names webpack-cli's `--config-name` picks each build by (the dev server runs the browser one only). */
export const BROWSER_BUILD = 'browser';
const SERVER_BUILD = 'server';

/** The host's server build: the module the host's server loads to render. */
const HOST_SERVER_DIR = 'dist-ssr';
export const HOST_SERVER_ENTRY = 'render-entry';

/**
 * @param {Parameters<typeof createAppConfig>[0]} app
 * @param {ReturnType<typeof createAppConfig>} browser whose module rules and resolution it takes, so
 *   both builds compile the same sources the same way
 * @returns {ReturnType<typeof createAppConfig>}
 */
function createServerConfig(app, browser) {
  const pkg = JSON.parse(readFileSync(path.join(app.appDir, 'package.json'), 'utf8'));
  const appRequire = createRequire(path.join(app.appDir, 'package.json'));
  return (env, argv) => {
    const production = argv.mode === 'production';
    const libraries = librariesFolder(env);
    const base = browser(env, argv);
    // The whole react-router-dom, not router-exports.mjs: rendering on the server takes parts the
    // browser leaves out. Every server build does the same, so the singleton is one module.
    const aliases = routerAliases(appRequire, production);
    delete aliases['react-router-dom$'];
    const outputPath = app.isHost ? path.join(app.appDir, HOST_SERVER_DIR) : path.join(app.appDir, 'dist', REMOTE_SERVER_DIR);
    const remoteMaps = privateSourceMaps(app.appDir, outputPath, REMOTE_SERVER_DIR);
    /** @type {import('webpack').EntryObject} */
    const entry = app.isHost ? { [HOST_SERVER_ENTRY]: { import: './ssr/render-entry.tsx', library: { type: 'commonjs2' } } } : {};
    return {
      name: SERVER_BUILD,
      // After the browser build, which empties dist/ and writes the manifest this build adds to.
      dependencies: app.isHost ? [] : [BROWSER_BUILD],
      context: app.appDir,
      mode: production ? 'production' : 'development',
      // Chunks read with fs + vm, which the federation's Node.js runtime plugin extends to HTTP.
      target: 'async-node',
      // Readable stack traces on the host's server; a remote's maps stay out of what it publishes.
      devtool: app.isHost ? 'source-map' : remoteMaps.devtool,
      entry,
      output: {
        path: outputPath,
        ...(app.isHost ? {} : { sourceMapFilename: remoteMaps.sourceMapFilename }),
        // Not an absolute URL: the Node.js runtime plugin then fetches a remote's chunks from its
        // entry's folder, wherever it is published. The host reads its own from disk.
        publicPath: '',
        filename: '[name].js',
        // Hashed: a server that has run a chunk never runs a stale one under the same name.
        chunkFilename: '[name].[contenthash:12].js',
        uniqueName: app.name,
        clean: true,
      },
      // Node.js's own modules only: see the top of this file.
      externalsPresets: { node: true },
      resolve: { ...base.resolve, alias: aliases },
      module: base.module,
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          // The library type is the manifest's `ssrRemoteEntry.type`: the runtime takes the container from the exports.
          ...(app.exposes
            ? { filename: 'remoteEntry.js', exposes: app.exposes, library: { type: 'commonjs-module', name: app.name } }
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
 * What an app's webpack.config.mjs exports: its browser build and its server build.
 * @param {Parameters<typeof createAppConfig>[0]} app
 */
export function createAppConfigs(app) {
  const browser = createAppConfig(app);
  /** @type {ReturnType<typeof createAppConfig>} */
  const namedBrowser = (env, argv) => ({ ...browser(env, argv), name: BROWSER_BUILD });
  return [namedBrowser, createServerConfig(app, browser)];
}
