// @ts-check
/**
 * The one webpack configuration of every app (the host and the four remotes), so the shared
 * libraries, the async boundary and the build budget are the same everywhere.
 */
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { BundleBudgetPlugin, LIBRARIES_CHUNK, REACT_DOM_CHUNK } from './budgets.mjs';
import { RouteChunksPlugin } from './route-chunks.mjs';
import { ShellPreloadPlugin } from './shell-preload.mjs';

const platformDir = path.dirname(fileURLToPath(import.meta.url));
const sharedDir = path.dirname(platformDir);

/** Where a production build's source maps go: beside `dist/`, never in it, so no server sends them. */
export const SOURCE_MAPS_DIR = 'dist-sourcemaps';

/**
 * A production build's source maps, kept out of the served folder: written to SOURCE_MAPS_DIR
 * (for uploading to an error tracker, never to the public) and not named by the scripts
 * (`hidden-source-map`), so a browser asks for none. `outputPath` is the build's output folder,
 * `subfolder` keeps one build's maps apart from another's of the same app.
 * @param {string} appDir
 * @param {string} outputPath
 * @param {string} subfolder
 * @returns {{ devtool: 'hidden-source-map', sourceMapFilename: string }}
 */
export function privateSourceMaps(appDir, outputPath, subfolder) {
  const folder = path.relative(outputPath, path.join(appDir, SOURCE_MAPS_DIR, subfolder)).split(path.sep).join('/');
  return { devtool: 'hidden-source-map', sourceMapFilename: `${folder}/[file].map` };
}

/**
 * The version of a workspace library the app is built with: the one in `libraries` (see
 * createAppConfig) when that folder holds it, else the workspace's.
 * @param {string} dir the library's folder under shared/ (contract, ui, api-client)
 * @param {string} [libraries]
 */
export function workspaceVersion(dir, libraries) {
  const other = libraries && path.join(libraries, '@storefront', dir, 'package.json');
  const manifest = other && existsSync(other) ? other : path.join(sharedDir, dir, 'package.json');
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

/**
 * jotai's store and hooks, which must be one on a page. Its utils are left out: a shared module is
 * built whole, and of the utils' forty exports only the contract uses three (atomWithStorage,
 * createJSONStorage, RESET), which its own chunk carries; they build on the shared store.
 */
export const JOTAI_SINGLETONS = ['jotai', 'jotai/react', 'jotai/vanilla', 'jotai/vanilla/internals'];

/**
 * What every app shares through federation. The ranges come from the app's own package.json; a
 * library's own dependencies (zod) from the library's.
 *
 * - One on a page (singletons): React, the router, jotai, emotion, and the contract, whose store
 *   holds the one cart, session and toast. The host refuses a remote whose contract range its copy
 *   does not meet (contract-compatibility.ts), so the singleton never runs a copy a remote cannot use.
 * - By version range: the UI kit and the API client. A remote whose range the page's copy meets
 *   uses it (one copy when versions agree); one that needs more loads its own, which runs beside
 *   the page's (its store, React and emotion cache are still the page's).
 *
 * zod is not shared: a shared module is built whole, and zod's whole is ten times what the two
 * libraries use of it; each carries the part it uses.
 *
 * The trailing-slash keys share deep imports too (react/jsx-runtime, @storefront/ui/rich-text...);
 * their folders carry no version of their own, so the package's version is given.
 * @param {Record<string, string>} deps
 * @param {(pkg: string) => string} installedVersion
 * @param {string} [libraries] where other versions of the workspace's libraries are (createAppConfig)
 */
export function sharedLibraries(deps, installedVersion, libraries) {
  /** @param {string} pkg */
  const range = (pkg) => {
    const declared = deps[pkg];
    if (!declared) throw new Error(`${pkg} must be a dependency of every app`);
    return declared;
  };
  /** @typedef {{ singleton?: boolean, requiredVersion: string, version?: string }} SharedEntry */
  /** @type {Record<string, SharedEntry>} */
  const shared = {};
  for (const pkg of ['react', 'react-dom', '@emotion/react']) {
    shared[pkg] = { singleton: true, requiredVersion: range(pkg) };
    shared[`${pkg}/`] = { singleton: true, requiredVersion: range(pkg), version: installedVersion(pkg) };
  }
  for (const entry of JOTAI_SINGLETONS) {
    shared[entry] = { singleton: true, requiredVersion: range('jotai'), version: installedVersion('jotai') };
  }
  shared['@emotion/styled'] = { singleton: true, requiredVersion: range('@emotion/styled') };
  // Resolved to router-exports.mjs (routerAliases), which has no package.json: the version is given.
  shared['react-router-dom'] = { singleton: true, requiredVersion: range('react-router-dom'), version: installedVersion('react-router-dom') };
  /** @type {Array<[string, boolean]>} */
  const workspaceLibraries = [
    ['contract', true],
    ['ui', false],
    ['api-client', false],
  ];
  for (const [dir, singleton] of workspaceLibraries) {
    const pkg = `@storefront/${dir}`;
    range(pkg);
    const version = workspaceVersion(dir, libraries);
    // The range the app was built against: this version or any later one of the same major.
    const entry = { requiredVersion: `^${version}`, version, singleton };
    shared[pkg] = entry;
    shared[`${pkg}/`] = entry;
  }
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
    'react-router-dom$': path.join(platformDir, 'router-exports.mjs'),
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
 * The host's production split: every library (from node_modules and the workspace's shared/ folder) in
 * two chunks, react-dom (with its scheduler) and the rest, about half of the bytes each. The host runs all of them at start on
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
        // The workspace's libraries (the contract, the UI kit, the API client) and the router's
        // export list too: the host runs them all at start, like those from node_modules.
        [LIBRARIES_CHUNK]: {
          // Not the federation runtime: the entry (main.js) carries it. Not the platform's own code
          // (shared/platform/src), which is the host's side of the platform and splits as the host's.
          test: /^(?!.*[\\/]@module-federation[\\/]).*(?:[\\/](?:node_modules|shared(?![\\/]platform[\\/]src[\\/]))[\\/]|router-exports\.mjs$)/,
          name: LIBRARIES_CHUNK,
          // A library imported into a chunk named `lazy-*` stays there: it loads when first used
          // (the UI kit's focus trap, with the first dialog opened), not with every page.
          chunks: (chunk) => !chunk.canBeInitial() && chunk.name?.startsWith('lazy-') !== true,
          enforce: true,
        },
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
 * The folder of `--env libraries=<folder>` (see createAppConfig), if given.
 * @param {unknown} env
 * @returns {string | undefined}
 */
export function librariesFolder(env) {
  return typeof env === 'object' && env !== null && 'libraries' in env && typeof env.libraries === 'string' ? env.libraries : undefined;
}

/**
 * The federation plugin of an app's browser build, `@module-federation/enhanced`'s, with the
 * runtime's documented size options (sizes measured in ARCHITECTURE.md, "The federation runtime"):
 * - the runtime's code for Node.js left out (`target: 'web'`);
 * - shared libraries loaded when first asked for (`loaded-first`), not by loading every registered
 *   remote's entry when the page starts;
 * - one copy of the runtime's core on a page: the host provides it (`provideExternalRuntime`) and
 *   each remote's production build reads it (`externalRuntime`). A remote's development build keeps
 *   its own, so that its standalone shell runs without a host;
 * - a remote leaves out what loads other remotes and reads their manifests (`disableRemote`,
 *   `disableSnapshot`): remotes never load remotes.
 * @param {{ name: string, isHost?: boolean, exposes?: Record<string, string> }} app
 * @param {ReturnType<typeof sharedLibraries>} shared
 * @param {boolean} production
 */
function federationPlugin(app, shared, production) {
  const common = { name: app.name, shared, remotes: {}, dts: false, shareStrategy: /** @type {const} */ ('loaded-first') };
  if (app.isHost) {
    return new ModuleFederationPlugin({ ...common, manifest: false, experiments: { provideExternalRuntime: true, optimization: { target: 'web' } } });
  }
  return new ModuleFederationPlugin({
    ...common,
    shared: production ? hostProvidesSingletons(shared) : shared,
    filename: 'remoteEntry.js',
    exposes: app.exposes ?? {},
    manifest: true,
    experiments: {
      externalRuntime: production,
      optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
    },
  });
}

/**
 * A remote's production build takes the singletons from the page (`import: false`): the host
 * provides every one of them, and a remote's own copy could never be chosen over the host's (one
 * on a page). Their fallbacks then leave its entry and its build. Its development build keeps
 * them, for its standalone shell. The UI kit and the API client keep theirs: a remote may need a
 * newer one than the page has.
 * @param {ReturnType<typeof sharedLibraries>} shared
 */
export function hostProvidesSingletons(shared) {
  return Object.fromEntries(Object.entries(shared).map(([key, entry]) => [key, entry.singleton ? { ...entry, import: /** @type {const} */ (false) } : entry]));
}

/**
 * The plugin that provides the runtime's core is required as CommonJS, and its CommonJS build
 * requires the core's CommonJS build while the rest of the runtime imports its ES modules: two
 * copies of the core in the host's entry (47.6 KB of gzip instead of 26.4). Its ES module build
 * makes them one.
 * @returns {Record<string, string>}
 */
function oneRuntimeCore() {
  const federationRequire = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced/webpack'));
  const commonJs = federationRequire.resolve('@module-federation/inject-external-runtime-core-plugin');
  const esModule = path.join(path.dirname(commonJs), 'index.js');
  if (!commonJs.endsWith('.cjs') || !existsSync(esModule)) throw new Error(`no ES module beside ${commonJs}: see oneRuntimeCore`);
  return { [`${commonJs}$`]: esModule };
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
 *   publicDir?: string,
 *   devServer?: import('webpack-dev-server').Configuration,
 * }} app
 *   `budgets`: gzip KiB its production build may not exceed (see budgets.mjs), set about 15% above
 *   the measured sizes. `htmlPreloadFetches`: URLs the page fetches first thing, preloaded from the
 *   HTML so they load alongside the scripts instead of after them. `publicDir`: files served as
 *   they are (the favicon and the web app manifest, which the HTML then names).
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createAppConfig(app) {
  const pkg = JSON.parse(readFileSync(path.join(app.appDir, 'package.json'), 'utf8'));
  const require = createRequire(path.join(app.appDir, 'package.json'));
  return (env, argv) => {
    const production = argv.mode === 'production';
    // `--env libraries=<folder>`: a node_modules-like folder with other versions of the workspace's
    // libraries (@storefront/contract, ui, api-client), which this build takes instead, as an app
    // would that depends on another published version. The release matrix builds with it.
    const libraries = librariesFolder(env);
    // A remote's production build is its container alone (remoteEntry.js and its chunks): its
    // standalone shell is a development tool.
    const standalonePage = app.isHost || !production;
    const shared = sharedLibraries(pkg.dependencies, (name) => require(`${name}/package.json`).version, libraries);
    const outputPath = path.join(app.appDir, 'dist');
    const maps = privateSourceMaps(app.appDir, outputPath, 'browser');
    return {
      context: app.appDir,
      entry: standalonePage ? './src/index.ts' : {},
      mode: production ? 'production' : 'development',
      devtool: production ? maps.devtool : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: outputPath,
        ...(production ? { sourceMapFilename: maps.sourceMapFilename } : {}),
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
        alias: {
          ...routerAliases(require, production),
          ...(app.isHost ? oneRuntimeCore() : {}),
        },
        ...(libraries ? { modules: [libraries, 'node_modules'] } : {}),
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
        federationPlugin(app, shared, production),
        ...(standalonePage
          ? [
              new HtmlWebpackPlugin({
                template: path.join(platformDir, 'index.html'),
                title: app.title,
                publicPath: '/',
                preloadFetches: app.htmlPreloadFetches ?? [],
                siteIcons: Boolean(app.publicDir),
              }),
            ]
          : []),
        ...(app.publicDir ? [new CopyPlugin({ patterns: [{ from: path.join(app.appDir, app.publicDir) }] })] : []),
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
