// @ts-check
/**
 * Emits every file of a folder as it is (the favicon, the web app manifest) into the build, so
 * they are served, compressed and cached like the rest of it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export class PublicFilesPlugin {
  /** @param {string} dir */
  constructor(dir) {
    this.dir = dir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const name of readdirSync(this.dir)) {
          const file = path.join(this.dir, name);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new RawSource(readFileSync(file)));
        }
      });
    });
  }
}
