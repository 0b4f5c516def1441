// @ts-check
/**
 * One small remote built twice for real, with the federation plugin (which writes its manifest)
 * and as webpack's own container with ContainerManifestPlugin: prints both manifests and the
 * files of the second build, as JSON. Run in its own process so the test runner never loads webpack.
 */
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { ContainerManifestPlugin, exposeChunkName } from '../container-manifest.mjs';
import { MANIFEST_FILE } from '../ssr-manifest.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'container-manifest-'));
/** @param {string} file @param {string} text */
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};
write('package.json', JSON.stringify({ name: 'fixture-shop', version: '2.1.0' }));
for (const [name, version] of [['lib', '1.4.0'], ['kit', '3.0.1']]) {
  write(`node_modules/${name}/package.json`, JSON.stringify({ name, version, main: 'index.js' }));
  write(`node_modules/${name}/index.js`, `export const ${name} = '${name}';`);
  write(`node_modules/${name}/deep.js`, `export const deep = '${name} deep';`);
}
write('src/routes.js', "import { lib } from 'lib';\nimport { deep } from 'lib/deep.js';\nexport const routes = [lib, deep, () => import(/* webpackChunkName: 'route-menu' */ './menu')];");
write('src/menu.js', "import { kit } from 'kit';\nexport const menu = kit;");
write('src/widget.js', "import { kit } from 'kit';\nexport const widget = kit;");

const exposes = { './routes': './src/routes.js', './Widget': './src/widget.js' };
const shared = {
  lib: { singleton: true, requiredVersion: '^1.4.0' },
  'lib/': { singleton: true, requiredVersion: '^1.4.0', version: '1.4.0' },
  kit: { requiredVersion: '^3.0.0' },
};

/**
 * @param {string} out
 * @param {import('webpack').WebpackPluginInstance[]} plugins
 * @returns {Promise<void>}
 */
function build(out, plugins) {
  const compiler = webpack({
    context: dir,
    mode: 'production',
    entry: {},
    devtool: false,
    output: { path: path.join(dir, out), filename: '[name].js', chunkFilename: '[name].[contenthash:12].js', publicPath: 'auto', uniqueName: 'shop' },
    plugins,
    performance: false,
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.compilation.errors.map((problem) => problem.message).join('\n')));
      resolve();
    });
  });
}

try {
  await build('enhanced', [new ModuleFederationPlugin({ name: 'shop', filename: 'remoteEntry.js', exposes, shared, manifest: true, dts: false })]);
  await build('webpack', [
    new webpack.container.ModuleFederationPlugin({
      name: 'shop',
      filename: 'remoteEntry.js',
      library: { type: 'global', name: 'shop' },
      exposes: Object.fromEntries(Object.entries(exposes).map(([expose, file]) => [expose, { import: file, name: exposeChunkName(expose) }])),
      shared,
    }),
    new ContainerManifestPlugin({ name: 'shop', packageName: 'fixture-shop', packageVersion: '2.1.0', exposes, shared }),
  ]);
  const read = (/** @type {string} */ out) => JSON.parse(readFileSync(path.join(dir, out, MANIFEST_FILE), 'utf8'));
  const files = (await import('node:fs')).readdirSync(path.join(dir, 'webpack'));
  process.stdout.write(JSON.stringify({ enhanced: read('enhanced'), webpack: read('webpack'), files }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
