// @ts-check
/**
 * The one webpack configuration of every app (the host and the four remotes), so the shared
 * libraries, the async boundary and the build budget are the same everywhere.
 */
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { BundleBudgetPlugin, LIBRARIES_CHUNK, REACT_DOM_CHUNK } from './budgets.mjs';
import { RouteChunksPlugin } from './route-chunks.mjs';
import { ShellPreloadPlugin } from './shell-preload.mjs';

const toolingDir = path.dirname(fileURLToPath(import.meta.url));
const contractVersion = JSON.parse(readFileSync(path.join(toolingDir, '../shared/package.json'), 'utf8')).version;

/**
 * The libraries that must exist once on a page: one React, one router, one jotai store, one emotion
 * cache, one contract. The ranges come from the app's own package.json.
 * @param {Record<string, string>} deps
 * @param {(pkg: string) => string} installedVersion
 */
export function sharedLibraries(deps, installedVersion) {
  /** @param {string} pkg */
  const version = (pkg) => {
    const range = deps[pkg];
    if (!range) throw new Error(`${pkg} must be a dependency of every app`);
    return range;
  };
  /** @type {Record<string, { singleton: true, requiredVersion: string, version?: string }>} */
  const shared = {};
  for (const pkg of ['react', 'react-dom', 'jotai', '@emotion/react']) {
    shared[pkg] = { singleton: true, requiredVersion: version(pkg) };
    // The trailing slash shares deep imports too (react/jsx-runtime, react-dom/client, jotai/utils...);
    // their folders carry no version of their own, so the package's installed version is given.
    shared[`${pkg}/`] = { singleton: true, requiredVersion: version(pkg), version: installedVersion(pkg) };
  }
  shared['@emotion/styled'] = { singleton: true, requiredVersion: version('@emotion/styled') };
  // Resolved to router-exports.mjs (routerAliases), which has no package.json: the version is given.
  shared['react-router-dom'] = {
    singleton: true,
    requiredVersion: version('react-router-dom'),
    version: installedVersion('react-router-dom'),
  };
  shared['@storefront/shared'] = { singleton: true, requiredVersion: `^${contractVersion}` };
  return shared;
}

/**
 * `react-router-dom` is resolved to the list of what the apps use of it (router-exports.mjs says
 * why), and react-router to its production build in a production build: the package's exports
 * only name its development build, which keeps the development warnings.
 * @param {NodeJS.Require} appRequire
 * @param {boolean} production
 * @returns {Record<string, string>}
 */
export function routerAliases(appRequire, production) {
  const routerDomPackage = appRequire.resolve('react-router-dom/package.json');
  const routerDir = path.dirname(createRequire(routerDomPackage).resolve('react-router/package.json'));
  return {
    'react-router-dom$': path.join(toolingDir, 'router-exports.mjs'),
    'react-router$': path.join(routerDir, 'dist', production ? 'production' : 'development', 'index.mjs'),
  };
}

/**
 * Every text asset the browser fetches, precompressed next to it as `.gz` and `.br` at the highest
 * levels (the build pays once, every response is smaller); the servers send the variant the
 * browser accepts (`preCompressed` of @fastify/static). Files under 1 KiB gain too little to be
 * worth it, except the HTML document, which every visit starts with. A variant that saves less
 * than a fifth is not written (`minRatio`), and the server sends the original.
 */
export function compressionPlugins() {
  const BrotliCompressionPlugin = /** @type {typeof CompressionPlugin<import('node:zlib').BrotliOptions>} */ (CompressionPlugin);
  const groups = [
    { test: /\.(js|css|json|svg)$/, threshold: 1024 },
    { test: /\.html$/, threshold: 0 },
  ];
  return groups.flatMap(({ test, threshold }) => [
    new CompressionPlugin({
      test,
      threshold,
      minRatio: 0.8,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlibConstants.Z_BEST_COMPRESSION },
    }),
    new BrotliCompressionPlugin({
      test,
      threshold,
      minRatio: 0.8,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } },
    }),
  ]);
}

/**
 * The host's production split: every library from node_modules in two chunks, react-dom (with its
 * scheduler) and the rest, about half of the bytes each. The host runs all of them at start on
 * every page (react-dom, the router, jotai, emotion, zod, ky...). As seventeen files they queued:
 * on HTTP/1.1 a browser opens six connections per origin, and each file costs a round trip; fewer
 * files also compress better and drop their repeated wrappers (16 KiB of gzip less, measured). As
 * one file they came through one connection, whose TCP slow start (about 15 KB in its first round
 * trip, doubling after) held the first paint back; two halves over two connections arrive a round
 * trip sooner (the benchmark's mobile LCP: about 150 ms sooner on the routes it limited).
 * Not for a remote: its library chunks are fallbacks fetched one by one only when the host's
 * copy does not fit, and merged they would all come with any one of them.
 * @returns {import('webpack').Configuration['optimization']}
 */
export function librariesChunk() {
  return {
    splitChunks: {
      cacheGroups: {
        [LIBRARIES_CHUNK]: { test: /[\\/]node_modules[\\/]/, name: LIBRARIES_CHUNK, chunks: 'async', enforce: true },
        [REACT_DOM_CHUNK]: {
          test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
          name: REACT_DOM_CHUNK,
          chunks: 'async',
          enforce: true,
          priority: 1,
        },
      },
    },
  };
}

/**
 * @param {{
 *   appDir: string,
 *   name: string,
 *   port: number,
 *   title: string,
 *   exposes?: Record<string, string>,
 *   isHost?: boolean,
 *   budgets: import('./budgets.mjs').Budgets,
 *   htmlPreloadFetches?: string[],
 *   devServer?: import('webpack-dev-server').Configuration,
 * }} app
 *   `budgets`: gzip KiB its production build may not exceed (see budgets.mjs), set about 15% above
 *   the measured sizes. `htmlPreloadFetches`: URLs the page fetches first thing, preloaded from the
 *   HTML so they load alongside the scripts instead of after them.
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createAppConfig(app) {
  const pkg = JSON.parse(readFileSync(path.join(app.appDir, 'package.json'), 'utf8'));
  const require = createRequire(path.join(app.appDir, 'package.json'));
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      context: app.appDir,
      entry: './src/index.ts',
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(app.appDir, 'dist'),
        // Remotes load their chunks from wherever their manifest was found.
        publicPath: app.isHost ? '/' : 'auto',
        // Entry files keep their names (the federation runtime needs a chunk-free path for them); servers send them uncached.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
        uniqueName: app.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: routerAliases(require, production),
      },
      module: {
        // A name imported that a module does not export fails the build instead of being undefined
        // at run time (router-exports.mjs lists only part of the router).
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: {
                    react: {
                      runtime: 'automatic',
                      importSource: '@emotion/react',
                      development: !production,
                    },
                  },
                  target: 'es2022',
                },
              },
            },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          remotes: {},
          shared: sharedLibraries(pkg.dependencies, (name) => require(`${name}/package.json`).version),
          manifest: true,
          dts: false,
          experiments: {
            // Leaves out of the federation runtime what no app here runs: its Node.js loaders (every
            // app is a browser build) and, in a remote, the code that loads remotes and reads their
            // manifests (a remote never loads another, so each ships alone; only the host does).
            // About 8 KiB of gzip less in every remoteEntry.js.
            optimization: app.isHost ? { target: 'web' } : { target: 'web', disableRemote: true, disableSnapshot: true },
          },
        }),
        new HtmlWebpackPlugin({
          template: path.join(toolingDir, 'index.html'),
          title: app.title,
          publicPath: '/',
          preloadFetches: app.htmlPreloadFetches ?? [],
        }),
        ...(app.isHost && production ? [new ShellPreloadPlugin()] : []),
        ...(app.exposes?.['./routes'] ? [new RouteChunksPlugin()] : []),
        ...(production ? [...compressionPlugins(), new BundleBudgetPlugin(app.budgets, path.basename(app.appDir))] : []),
      ],
      // The budgets above replace webpack's hints, which count uncompressed bytes and cannot tell a
      // shared library's chunk from a page's (budgets.mjs says why).
      performance: false,
      optimization: app.isHost && production ? librariesChunk() : undefined,
      devServer: {
        port: app.port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: true,
        // The host page (another port) opens each remote's hot-reload socket: allow that origin.
        allowedHosts: 'all',
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:4000' }],
        ...app.devServer,
      },
    };
  };
}
