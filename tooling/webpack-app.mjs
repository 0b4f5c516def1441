// @ts-check
/**
 * The one webpack configuration of every app (the host and the four remotes), so the shared
 * libraries, the async boundary and the build budget are the same everywhere.
 */
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  for (const pkg of ['react-router-dom', '@emotion/styled']) {
    shared[pkg] = { singleton: true, requiredVersion: version(pkg) };
  }
  shared['@storefront/shared'] = { singleton: true, requiredVersion: `^${contractVersion}` };
  return shared;
}

/**
 * @param {{
 *   appDir: string,
 *   name: string,
 *   port: number,
 *   title: string,
 *   exposes?: Record<string, string>,
 *   isHost?: boolean,
 *   devServer?: import('webpack-dev-server').Configuration,
 * }} app
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
      },
      module: {
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
        }),
        new HtmlWebpackPlugin({
          template: path.join(toolingDir, 'index.html'),
          title: app.title,
          publicPath: '/',
        }),
      ],
      performance: production ? { hints: 'warning' } : false,
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
