// @ts-check
/**
 * The browser of the Playwright tests: Debian's Chromium (or CHROMIUM_PATH), installed with apt
 * when it is missing and this runs as root.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromium)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${chromium} is missing: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`);
  }
  console.log('Installing Chromium from Debian packages for the browser tests...');
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}
