// @ts-check
/**
 * The browser of the Playwright tests: Debian's Chromium (or CHROMIUM_PATH), installed with apt
 * when it is missing and this runs as root.
 */
import { ensureDebianPackage } from './debian-package.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  ensureDebianPackage(chromium, 'chromium', ' or set CHROMIUM_PATH');
}
