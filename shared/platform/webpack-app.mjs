// @ts-check
/** The one webpack configuration of every app, so the shared libraries, the async boundary and the budgets are the same everywhere. */
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

/**
 * A production build's source maps, for an error tracker, never the public: in `dist-sourcemaps/`
 * beside `dist/`, so no server sends them, and not named by the scripts, so no browser asks for them.
 * @param {string} appDir
 * @param {string} outputPath the build's output folder
 * @param {string} subfolder keeps one build's maps apart from another's of the same app
 * @returns {{ devtool: 'hidden-source-map', sourceMapFilename: string }}
 */
export function privateSourceMaps(appDir, outputPath, subfolder) {
  const folder = path.relative(outputPath, path.join(appDir, 'dist-sourcemaps', subfolder)).split(path.sep).join('/');
  return { devtool: 'hidden-source-map', sourceMapFilename: `${folder}/[file].map` };
}

/**
 * The version of a workspace library the app is built with: the one in `libraries` (librariesFolder)
 * when that folder holds it, else the workspace's.
 * @param {string} dir the library's folder under shared/ (contract, ui, api-client)
 * @param {string} [libraries]
 */
function workspaceVersion(dir, libraries) {
  const other = libraries && path.join(libraries, '@storefront', dir, 'package.json');
  const manifest = other && existsSync(other) ? other : path.join(sharedDir, dir, 'package.json');
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

/**
 * jotai's store and hooks, one on a page. Not its utils: a shared module is built whole, and the
 * contract's chunk carries the three of their forty exports it uses, which build on the shared store.
 */
export const JOTAI_SINGLETONS = ['jotai', 'jotai/react', 'jotai/vanilla', 'jotai/vanilla/internals'];

/**
 * What every app shares through federation (ARCHITECTURE.md, "What the apps share"): the singletons,
 * and the UI kit and the API client by range. zod is not shared: a shared module is built whole, and
 * zod's whole is ten times what the two libraries use of it. The trailing-slash keys share deep
 * imports (react/jsx-runtime...).
 * @param {Record<string, string>} deps the app's dependencies
 * @param {(pkg: string) => string} installedVersion
 * @param {string} [libraries] librariesFolder
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
  /** @param {string} pkg a singleton whose module has no package.json of its own, so its version is given */
  const withVersion = (pkg) => ({ singleton: true, requiredVersion: range(pkg), version: installedVersion(pkg) });
  for (const pkg of ['react', 'react-dom', '@emotion/react']) {
    shared[pkg] = { singleton: true, requiredVersion: range(pkg) };
    shared[`${pkg}/`] = withVersion(pkg);
  }
  for (const entry of JOTAI_SINGLETONS) shared[entry] = withVersion('jotai');
  shared['@emotion/styled'] = { singleton: true, requiredVersion: range('@emotion/styled') };
  shared['react-router-dom'] = withVersion('react-router-dom'); // resolved to router-exports.mjs
  /** @type {Array<[string, boolean]>} */
  const workspaceLibraries = [
    ['contract', true],
    ['ui', false],
    ['api-client', false],
  ];
  for (const [dir, singleton] of workspaceLibraries) {
    const pkg = `@storefront/${dir}`;
    range(pkg); // must be declared, but the range is the version built against
    const version = workspaceVersion(dir, libraries);
    const entry = { requiredVersion: `^${version}`, version, singleton };
    shared[pkg] = entry;
    shared[`${pkg}/`] = entry;
  }
  return shared;
}

/**
 * `react-router-dom` resolved to router-exports.mjs, and react-router to its production build in a
 * production build: the package's exports name only its development build, with its warnings.
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
 * Text assets precompressed beside them (`.gz`, `.br`) at the highest levels, which the servers send
 * (`preCompressed`): the build pays once. Not a file under 1 KiB but the HTML every visit starts
 * with, nor a variant that saves less than a fifth.
 */
export function compressionPlugins() {
  const BrotliCompressionPlugin = /** @type {typeof CompressionPlugin<import('node:zlib').BrotliOptions>} */ (CompressionPlugin);
  const groups = [
    { test: /\.(js|css|json|svg)$/, threshold: 1024, minRatio: 0.8 },
    { test: /\.html$/, threshold: 0, minRatio: 0.8 },
  ];
  return groups.flatMap((group) => [
    new CompressionPlugin({
      ...group,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlibConstants.Z_BEST_COMPRESSION },
    }),
    new BrotliCompressionPlugin({
      ...group,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } },
    }),
  ]);
}

/**
 * The host's production split: the libraries it runs at start on every page in two chunks of about
 * half the bytes each, react-dom (with its scheduler) and the rest, which arrive sooner than many
 * files or one (ARCHITECTURE.md, "What is hand-written, and why"). Not for a remote: its library
 * chunks are fallbacks fetched only when the host's copy does not fit, and merged they would all come
 * with any one of them.
 * @returns {import('webpack').Configuration['optimization']}
 */
export function librariesChunk() {
  return {
    splitChunks: {
      cacheGroups: {
        [LIBRARIES_CHUNK]: {
          // node_modules, the workspace's libraries and the router's export list; not the federation
          // runtime, which main.js carries, nor the platform's src/, which splits as the host's code.
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
 * `--env libraries=<folder>`: a node_modules-like folder with other versions of the workspace's
 * libraries, which the build takes instead, as an app on another published version would (the
 * release matrix builds with it).
 * @param {unknown} env
 * @returns {string | undefined}
 */
export function librariesFolder(env) {
  return typeof env === 'object' && env !== null && 'libraries' in env && typeof env.libraries === 'string' ? env.libraries : undefined;
}

/**
 * The federation plugin of an app's browser build, with the runtime's size options (ARCHITECTURE.md,
 * "The federation runtime"). `loaded-first`: a shared library loads when first asked for, not with
 * every remote's entry at start. A remote's development build keeps its own runtime core and
 * singletons, so that its standalone shell runs without a host.
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
 * provides each, and a remote's own copy could never be chosen. The UI kit and the API client keep
 * theirs: a remote may need a newer one than the page has.
 * @param {ReturnType<typeof sharedLibraries>} shared
 */
export function hostProvidesSingletons(shared) {
  return Object.fromEntries(Object.entries(shared).map(([key, entry]) => [key, entry.singleton ? { ...entry, import: /** @type {const} */ (false) } : entry]));
}

/**
 * The core-providing plugin's CommonJS build brings a second copy of the runtime's core into the
 * host's entry; its ES module build does not (ARCHITECTURE.md, "The federation runtime").
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
 *   `htmlPreloadFetches`: URLs the page fetches first thing, preloaded from the HTML with the
 *   scripts. `publicDir`: files served as they are (the favicon and the web app manifest).
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createAppConfig(app) {
  const pkg = JSON.parse(readFileSync(path.join(app.appDir, 'package.json'), 'utf8'));
  const require = createRequire(path.join(app.appDir, 'package.json'));
  return (env, argv) => {
    const production = argv.mode === 'production';
    const libraries = librariesFolder(env);
    // A remote's standalone shell is a development tool: its production build is its container alone.
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
        // An import a module does not export fails the build (router-exports.mjs lists part of the router).
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
                  transform: { react: { runtime: 'automatic', importSource: '@emotion/react', development: !production } },
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
      // BundleBudgetPlugin replaces webpack's hints (budgets.mjs says why).
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
