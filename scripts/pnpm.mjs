// @ts-check
/**
 * Runs the pnpm version pinned in package.json through npx: no pnpm on PATH is assumed, and
 * corepack's signature check fails on some machines.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packageManager = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).packageManager;

/**
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 */
export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['--yes', packageManager, ...args], {
    cwd: options.cwd ?? repoRoot,
    stdio: 'inherit',
    env: { ...(options.env ?? process.env), npm_config_update_notifier: 'false' },
  });
  if (result.status !== 0) {
    throw new Error(`pnpm ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

/** Installs exactly what the lockfile says. */
export function install() {
  pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
}

/** Production builds of every package that has one; two at a time to fit small machines. */
export function buildAll() {
  pnpm(['--recursive', '--workspace-concurrency=2', '--reporter-hide-prefix', 'run', 'build']);
}
