// @ts-check
/**
 * A Debian package the tests need (Chromium, PostgreSQL), installed with apt when its program is
 * missing and this runs as root; otherwise a message saying what to install.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * @param {string} program a path the package puts on the machine
 * @param {string} packageName
 * @param {string} hint what else the message offers (an environment variable, say)
 */
export function ensureDebianPackage(program, packageName, hint = '') {
  if (existsSync(program)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${program} is missing: install Debian's ${packageName} package (apt-get install ${packageName})${hint}.`);
  }
  console.log(`Installing ${packageName} from Debian packages for the tests...`);
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', packageName]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}
