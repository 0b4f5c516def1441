// @ts-check
/**
 * Gzip budgets of a production build, in KiB of what a browser downloads, so a change that bloats an
 * app fails its build. Not webpack's `performance` hints: they count uncompressed bytes and tell
 * files apart only by name, federation numbers its chunks, and one `maxAssetSize` would either fail
 * on the big libraries every app shares or be too loose for a page that grows. Each JavaScript chunk
 * is one of:
 * - `entry`: an entrypoint's initial chunks, with the federation runtime; `entryKb` each;
 * - `shared`: a chunk made only for shared libraries, every chunk group it is in opened by a
 *   `provide-module` or `consume-shared-module`; the page loads one copy for the site, so
 *   `sharedKb` is for all of them together;
 * - `chunk`: the rest (the app's routes, its exposed modules, a page's own libraries); `chunkKb` each.
 */
import { gzipSync } from 'node:zlib';

/** @typedef {{ entryKb: number, chunkKb: number, sharedKb: number }} Budgets */
/** @typedef {'entry' | 'shared' | 'chunk'} ChunkKind */
/** @typedef {{ name: string, kind: ChunkKind, files: string[], gzipBytes: number }} MeasuredChunk */

/** The host's two chunks of the libraries it starts with (librariesChunk), counted as shared, though a few are its shell's alone. */
export const LIBRARIES_CHUNK = 'libraries';
export const REACT_DOM_CHUNK = `${LIBRARIES_CHUNK}-react-dom`;

const SHARED_ORIGIN_TYPES = new Set(['provide-module', 'consume-shared-module']);

/**
 * @param {{ initial: boolean, originModuleTypes: Array<string | null>, name?: string | null }} chunk
 *   `originModuleTypes`: see originModuleTypes
 * @returns {ChunkKind}
 */
export function chunkKind(chunk) {
  if (chunk.initial) return 'entry';
  if (chunk.name === LIBRARIES_CHUNK || chunk.name === REACT_DOM_CHUNK) return 'shared';
  const types = chunk.originModuleTypes;
  const sharedOnly = types.length > 0 && types.every((type) => type !== null && SHARED_ORIGIN_TYPES.has(type));
  return sharedOnly ? 'shared' : 'chunk';
}

/** @param {number} bytes */
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** @param {MeasuredChunk[]} chunks */
const sharedBytes = (chunks) => chunks.filter((chunk) => chunk.kind === 'shared').reduce((sum, chunk) => sum + chunk.gzipBytes, 0);

/**
 * What is over budget, one sentence each; an empty list when the build fits.
 * @param {MeasuredChunk[]} chunks
 * @param {Budgets} budgets
 * @param {string} app what the messages name (the app's folder)
 * @returns {string[]}
 */
export function budgetProblems(chunks, budgets, app) {
  const where = `${app}/webpack.config.mjs`;
  /** @type {string[]} */
  const problems = [];
  for (const chunk of chunks) {
    const limit = chunk.kind === 'entry' ? budgets.entryKb : chunk.kind === 'chunk' ? budgets.chunkKb : undefined;
    if (limit === undefined || chunk.gzipBytes <= limit * 1024) continue;
    const what = chunk.kind === 'entry' ? `entry ${chunk.name} (${chunk.files.join(', ')})` : `chunk ${chunk.files.join(', ')}`;
    const key = chunk.kind === 'entry' ? 'entryKb' : 'chunkKb';
    problems.push(`${app}: ${what} is ${kib(chunk.gzipBytes)} KiB gzip, over its budget of ${limit} KiB (budgets.${key} in ${where})`);
  }
  const shared = sharedBytes(chunks);
  if (shared > budgets.sharedKb * 1024) {
    problems.push(
      `${app}: the shared-library chunks are ${kib(shared)} KiB gzip together, over their budget of ${budgets.sharedKb} KiB (budgets.sharedKb in ${where})`,
    );
  }
  return problems;
}

/**
 * The figures a build log shows, so a budget can be set from them.
 * @param {MeasuredChunk[]} chunks
 * @param {Budgets} budgets
 */
export function budgetSummary(chunks, budgets) {
  const largest = (/** @type {ChunkKind} */ kind) =>
    chunks.filter((chunk) => chunk.kind === kind).reduce((max, chunk) => Math.max(max, chunk.gzipBytes), 0);
  return [
    `largest entry ${kib(largest('entry'))}/${budgets.entryKb} KiB`,
    `largest chunk ${kib(largest('chunk'))}/${budgets.chunkKb} KiB`,
    `shared libraries ${kib(sharedBytes(chunks))}/${budgets.sharedKb} KiB (gzip)`,
  ].join(', ');
}

/**
 * For every chunk group `chunk` belongs to, the type of each module that opened it (`null` for an
 * entrypoint): tells a shared library's chunk from a page's (chunkKind).
 * @param {import('webpack').Chunk} chunk
 * @returns {Array<string | null>}
 */
export function originModuleTypes(chunk) {
  /** @type {Array<string | null>} */
  const types = [];
  for (const group of chunk.groupsIterable) {
    for (const origin of group.origins) types.push(origin.module ? origin.module.type : null);
  }
  return types;
}

/**
 * Every JavaScript chunk of a compilation after minification, sorted by kind.
 * @param {import('webpack').Compilation} compilation
 * @returns {MeasuredChunk[]}
 */
function measureChunks(compilation) {
  /** @param {string[]} files */
  const gzipBytes = (files) =>
    files.reduce((sum, file) => {
      const asset = compilation.getAsset(file);
      // The level compression-webpack-plugin writes.
      return sum + (asset ? gzipSync(asset.source.buffer(), { level: 9 }).length : 0);
    }, 0);
  /** @type {MeasuredChunk[]} */
  const measured = [];
  for (const [name, entrypoint] of compilation.entrypoints) {
    const files = entrypoint.getFiles().filter((file) => file.endsWith('.js'));
    measured.push({ name, kind: 'entry', files, gzipBytes: gzipBytes(files) });
  }
  for (const chunk of compilation.chunks) {
    if (chunk.canBeInitial()) continue; // counted with its entrypoint above
    const files = [...chunk.files].filter((file) => file.endsWith('.js'));
    if (files.length === 0) continue;
    measured.push({
      name: chunk.name ?? String(chunk.id),
      kind: chunkKind({ initial: false, originModuleTypes: originModuleTypes(chunk), name: chunk.name }),
      files,
      gzipBytes: gzipBytes(files),
    });
  }
  return measured;
}

/** Fails a production build whose entry, chunks or shared libraries outgrow their budgets. */
export class BundleBudgetPlugin {
  /**
   * @param {Budgets} budgets
   * @param {string} app the app's folder name, for the messages
   */
  constructor(budgets, app) {
    this.budgets = budgets;
    this.app = app;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(BundleBudgetPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification and compression: the files as they are emitted.
        { name: BundleBudgetPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const chunks = measureChunks(compilation);
          compilation.getLogger(BundleBudgetPlugin.name).info(`${this.app}: ${budgetSummary(chunks, this.budgets)}`);
          for (const problem of budgetProblems(chunks, this.budgets, this.app)) {
            compilation.errors.push(new WebpackError(problem));
          }
        },
      );
    });
  }
}
