// @ts-check
/**
 * Size budgets of a production build, checked on the gzip size of each emitted JavaScript file
 * (what a browser downloads; compression-webpack-plugin writes the same level-9 gzip), so a change
 * that bloats an app fails its build.
 *
 * Why not webpack's `performance` hints: they measure uncompressed bytes and can only tell files
 * apart by name, and Module Federation names its chunks by number. The libraries every page shares
 * once (react-dom, the router, the contract...) are big and the same in every app, so a single
 * `maxAssetSize` would either fail on them or be too loose to catch a page that grows. Here each
 * JavaScript chunk is sorted by where webpack made it from:
 *
 * - `entry`: the initial chunks of an entrypoint (`main.js`, the remote's `remoteEntry.js`), which
 *   carry the federation runtime. Budget: `entryKb` per entrypoint.
 * - `shared`: a chunk webpack made only for a Module Federation shared library: every chunk group
 *   it belongs to was opened by a `provide-module` or `consume-shared-module` (react, react-dom,
 *   the router, jotai, emotion, the contract and their dependencies). The page loads one copy of
 *   each for the whole site, usually the host's. Budget: `sharedKb` for all of them together.
 * - `chunk`: everything else: the app's own code split per route, the exposed modules
 *   (`__federation_expose_*`) and the libraries only a page uses. Budget: `chunkKb` per chunk.
 *
 * Sizes are kibibytes (1024 bytes) of gzip.
 */
import { gzipSync } from 'node:zlib';

/** @typedef {{ entryKb: number, chunkKb: number, sharedKb: number }} Budgets */
/** @typedef {'entry' | 'shared' | 'chunk'} ChunkKind */
/** @typedef {{ name: string, kind: ChunkKind, files: string[], gzipBytes: number }} MeasuredChunk */

/**
 * The host's chunks of every library it starts with (librariesChunk in webpack-app.mjs): the
 * shared ones and the few small ones only its shell uses, counted with the shared libraries.
 */
export const LIBRARIES_CHUNK = 'libraries';
/** The second of them: react-dom and its scheduler, about half of the libraries' bytes. */
export const REACT_DOM_CHUNK = `${LIBRARIES_CHUNK}-react-dom`;

/** The module types of Module Federation's shared-library plumbing (webpack's and the enhanced plugin's). */
const SHARED_ORIGIN_TYPES = new Set(['provide-module', 'consume-shared-module']);

/**
 * @param {{ initial: boolean, originModuleTypes: Array<string | null>, name?: string | null }} chunk
 *   `originModuleTypes`: for every chunk group the chunk belongs to, the type of each module that
 *   opened it (`null` for an entrypoint, which no module opens).
 * @returns {ChunkKind}
 */
export function chunkKind(chunk) {
  if (chunk.initial) return 'entry';
  if (chunk.name === LIBRARIES_CHUNK || chunk.name === REACT_DOM_CHUNK) return 'shared';
  const { originModuleTypes } = chunk;
  if (originModuleTypes.length > 0 && originModuleTypes.every((type) => type !== null && SHARED_ORIGIN_TYPES.has(type))) {
    return 'shared';
  }
  return 'chunk';
}

/** @param {number} bytes */
export const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** @param {Buffer | string} content */
export const gzipSize = (content) => gzipSync(content, { level: 9 }).length;

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
  const sharedBytes = chunks.filter((chunk) => chunk.kind === 'shared').reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  if (sharedBytes > budgets.sharedKb * 1024) {
    problems.push(
      `${app}: the shared-library chunks are ${kib(sharedBytes)} KiB gzip together, over their budget of ${budgets.sharedKb} KiB (budgets.sharedKb in ${where})`,
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
  const shared = chunks.filter((chunk) => chunk.kind === 'shared').reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  return [
    `largest entry ${kib(largest('entry'))}/${budgets.entryKb} KiB`,
    `largest chunk ${kib(largest('chunk'))}/${budgets.chunkKb} KiB`,
    `shared libraries ${kib(shared)}/${budgets.sharedKb} KiB (gzip)`,
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
 * Measures every JavaScript chunk of a compilation (after minification) and sorts it by kind.
 * @param {import('webpack').Compilation} compilation
 * @returns {MeasuredChunk[]}
 */
export function measureChunks(compilation) {
  /** @param {string} file */
  const gzipOf = (file) => {
    const asset = compilation.getAsset(file);
    return asset ? gzipSize(asset.source.buffer()) : 0;
  };
  /** @type {MeasuredChunk[]} */
  const measured = [];

  for (const [name, entrypoint] of compilation.entrypoints) {
    const files = entrypoint.getFiles().filter((file) => file.endsWith('.js'));
    measured.push({ name, kind: 'entry', files, gzipBytes: files.reduce((sum, file) => sum + gzipOf(file), 0) });
  }

  for (const chunk of compilation.chunks) {
    if (chunk.canBeInitial()) continue; // counted with its entrypoint above
    const files = [...chunk.files].filter((file) => file.endsWith('.js'));
    if (files.length === 0) continue;
    measured.push({
      name: chunk.name ?? String(chunk.id),
      kind: chunkKind({ initial: false, originModuleTypes: originModuleTypes(chunk), name: chunk.name }),
      files,
      gzipBytes: files.reduce((sum, file) => sum + gzipOf(file), 0),
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
