// @ts-check
/**
 * Builds the single-bundle variant of the host (webpack.config.mjs) in production mode: the browser
 * build, then the server build, one at a time (the machines it runs on have two cores).
 * `node bench/single-bundle/build.mjs`
 */
import webpack from 'webpack';
import { BROWSER_DIST, SERVER_ENTRY } from './paths.mjs';
import singleBundleConfigs from './webpack.config.mjs';

/** @param {import('webpack').Configuration} config */
function build(config) {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (!stats) return reject(new Error(`${config.name}: webpack gave no stats`));
        const summary = stats.toString({ preset: 'errors-warnings', colors: false });
        if (summary.trim()) console.log(summary);
        if (stats.hasErrors()) return reject(new Error(`${config.name}: the build failed`));
        resolve(undefined);
      });
    });
  });
}

const started = Date.now();
for (const config of await singleBundleConfigs({}, { mode: 'production' })) await build(config);
console.log(`single-bundle host built in ${Math.round((Date.now() - started) / 1000)} s: HOST_DIST_DIR=${BROWSER_DIST} SSR_ENTRY=${SERVER_ENTRY}`);
