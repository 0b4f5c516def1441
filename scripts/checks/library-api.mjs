// @ts-check
/**
 * The public API of the versioned packages (the contract, the UI kit, the API client) as recorded
 * in each one's `api.json`: its version and the names each entry point exports. A remote built
 * against 1.x runs on a page whose copy is 1.y, y >= x, so a minor version may only add: a name
 * goes only with a new major, and a name comes only with a higher version. Names, not signatures:
 * changing what a name takes or gives is still the reviewer's to catch.
 *
 *   npm run api:record    checks the change against api.json and writes the new one
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { packageExports } from './package-exports.mjs';

export const VERSIONED_PACKAGES = ['shared/contract', 'shared/ui', 'shared/api-client'];

/** @typedef {{ version: string, exports: Record<string, string[]> }} Api */

/**
 * @param {string} repoRoot
 * @param {string} packageDir
 * @returns {Api}
 */
export function currentApi(repoRoot, packageDir) {
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, packageDir, 'package.json'), 'utf8'));
  const exports = Object.fromEntries(
    packageExports(repoRoot, packageDir).map(({ module, names }) => [module, names.map(({ name }) => name).sort()]),
  );
  return { version, exports };
}

/**
 * @param {string} repoRoot
 * @param {string} packageDir
 * @returns {Api}
 */
export function recordedApi(repoRoot, packageDir) {
  return JSON.parse(readFileSync(path.join(repoRoot, packageDir, 'api.json'), 'utf8'));
}

const major = (/** @type {string} */ version) => version.split('.')[0];

/**
 * What the current API does that its version does not allow, against the recorded one.
 * @param {Api} recorded
 * @param {Api} current
 * @returns {string[]}
 */
export function versionProblems(recorded, current) {
  /** @type {string[]} */
  const problems = [];
  const sameMajor = major(recorded.version) === major(current.version);
  let added = false;
  for (const module of new Set([...Object.keys(recorded.exports), ...Object.keys(current.exports)])) {
    const before = new Set(recorded.exports[module] ?? []);
    const after = new Set(current.exports[module] ?? []);
    for (const name of before) {
      if (!after.has(name) && sameMajor) {
        problems.push(`${module} no longer exports ${name}: a remote built against ${recorded.version} uses it; remove it in the next major version`);
      }
    }
    if ([...after].some((name) => !before.has(name))) added = true;
  }
  if (added && current.version === recorded.version) {
    problems.push(`it exports more than ${recorded.version} did without raising its version: an addition is a new minor version`);
  }
  return problems;
}

/** @param {string} repoRoot */
export function recordApis(repoRoot) {
  const problems = VERSIONED_PACKAGES.flatMap((dir) =>
    versionProblems(recordedApi(repoRoot, dir), currentApi(repoRoot, dir)).map((problem) => `${dir}: ${problem}`),
  );
  if (problems.length > 0) return problems;
  for (const dir of VERSIONED_PACKAGES) {
    writeFileSync(path.join(repoRoot, dir, 'api.json'), `${JSON.stringify(currentApi(repoRoot, dir), null, 2)}\n`);
  }
  return [];
}
