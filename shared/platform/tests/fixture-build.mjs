// @ts-check
/**
 * A tiny federated app built for real with the budget check and the compression of the apps'
 * production builds: `node fixture-build.mjs '<budgets as JSON>'` prints, as JSON, the build's
 * errors and the files it made. The app has a shared library (`big-lib`, ~24 KiB gzip), a page
 * chunk (~12 KiB gzip), a small page chunk (under 1 KiB) and a small HTML page; it also prints the
 * scripts a host's page would preload (shell-preload.mjs, and the list it writes for the host's server)
 * and the page chunks named for a route (route-chunks.mjs). Random text keeps
 * gzip from shrinking the big ones, so their sizes are known. Run in its own process so the test
 * runner's module system never loads webpack.
 */
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { BundleBudgetPlugin, chunkKind, originModuleTypes } from '../budgets.mjs';
import { ROUTE_CHUNKS_FILE, RouteChunksPlugin } from '../route-chunks.mjs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { SHELL_SCRIPTS_FILE, ShellPreloadPlugin, startupScripts } from '../shell-preload.mjs';
import { compressionPlugins } from '../webpack-app.mjs';

/** @type {import('../budgets.mjs').Budgets} */
const budgets = JSON.parse(process.argv[2] ?? '{}');

/**
 * Text gzip cannot shrink much: base64 of a fixed pseudo-random sequence.
 * @param {number} bytes
 * @param {number} seed
 */
function randomText(bytes, seed) {
  let state = seed;
  const buffer = Buffer.alloc(bytes);
  for (let index = 0; index < bytes; index += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    buffer[index] = state >> 16;
  }
  return buffer.toString('base64');
}

const dir = mkdtempSync(path.join(tmpdir(), 'budget-fixture-'));
/** @param {string} file @param {string} text */
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};
write('package.json', JSON.stringify({ name: 'fixture', version: '1.0.0', dependencies: { 'big-lib': '1.0.0' } }));
write('node_modules/big-lib/package.json', JSON.stringify({ name: 'big-lib', version: '1.0.0', main: 'index.js' }));
write('node_modules/big-lib/index.js', `module.exports = ${JSON.stringify(randomText(24 * 1024, 1))};`);
write('src/index.js', "import(/* webpackChunkName: 'bootstrap' */ './bootstrap');");
write(
  'src/bootstrap.js',
  "import lib from 'big-lib';\nconsole.log(lib.length);\nimport('./page');\nimport('./small-page');\nimport(/* webpackChunkName: 'route-named' */ './named-page');",
);
write('src/named-page.js', "export const named = 'a page named for its route';");
write('src/page.js', `export const text = ${JSON.stringify(randomText(12 * 1024, 2))};`);
write('src/small-page.js', "export const hello = 'hello';");

/** About the size of the apps' page (~0.5 KiB): under the 1 KiB threshold of scripts, compressed all the same. */
const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="description" content="A fixture of the storefront's build."><title>Fixture</title><script defer src="/main.js"></script></head><body><noscript>This page needs JavaScript.</noscript><div id="root"></div></body></html>`;

const compiler = webpack({
  context: dir,
  mode: 'production',
  entry: './src/index.js',
  devtool: false,
  output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].[contenthash:12].js', publicPath: '/' },
  plugins: [
    new ModuleFederationPlugin({
      name: 'fixture',
      filename: 'remoteEntry.js',
      exposes: { './page': './src/page.js' },
      shared: { 'big-lib': { singleton: true, requiredVersion: '1.0.0' } },
      manifest: false,
      dts: false,
    }),
    // The page as written (`inject: false`) with the host's tags (its entry, not the container's) for the preload plugin.
    new HtmlWebpackPlugin({ templateContent: html, inject: false, minify: false, chunks: ['main'] }),
    new ShellPreloadPlugin(),
    ...compressionPlugins(),
    new BundleBudgetPlugin(budgets, 'fixture'),
    new RouteChunksPlugin(),
  ],
  performance: false,
});

compiler.run((error, stats) => {
  if (error || !stats) throw error;
  // What the build made (a production build with errors writes nothing to disk).
  const files = Object.keys(stats.compilation.assets).sort();
  const errors = stats.compilation.errors.map((problem) => problem.message);
  const shared = [...stats.compilation.chunks]
    .filter((chunk) => !chunk.canBeInitial() && chunkKind({ initial: false, originModuleTypes: originModuleTypes(chunk) }) === 'shared')
    .flatMap((chunk) => [...chunk.files]);
  const routeChunksFile = path.join(dir, 'dist', ROUTE_CHUNKS_FILE);
  const routeChunks = existsSync(routeChunksFile) ? JSON.parse(readFileSync(routeChunksFile, 'utf8')) : null;
  const shellScriptsFile = path.join(dir, 'dist', SHELL_SCRIPTS_FILE);
  const shellScripts = existsSync(shellScriptsFile) ? JSON.parse(readFileSync(shellScriptsFile, 'utf8')) : null;
  const sizes = Object.fromEntries(files.map((file) => [file, stats.compilation.getAsset(file)?.source.size() ?? 0]));
  process.stdout.write(JSON.stringify({ errors, files, sizes, shared, startup: startupScripts(stats.compilation), routeChunks, shellScripts }));
  compiler.close(() => rmSync(dir, { recursive: true, force: true }));
});
