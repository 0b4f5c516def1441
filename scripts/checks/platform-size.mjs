// @ts-check
/**
 * The size of the platform: the lines of the host and of the federation platform (shared/platform), tests excluded.
 * The host's own interface (layout, header, session, toast) is small; what grows here is machinery
 * that Module Federation's runtime and React Router already provide, so `npm test` prints the
 * number against its ceiling. `node scripts/checks/platform-size.mjs --list` prints every file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The folders of the platform. */
export const PLATFORM_DIRS = ['host', 'shared/platform'];

/** The ceiling the standard-rails work aims for. */
export const PLATFORM_LINE_TARGET = 3000;

const SOURCE = /\.(?:ts|tsx|mjs|cjs|js|html)$/;
const SKIPPED_DIRS = new Set(['node_modules', '__tests__', 'tests', 'testing', 'coverage']);
const TEST_FILE = /(?:\.test\.[cm]?[jt]sx?|^jest[.-].*|-worker\.mjs|\.d\.ts)$/;

/**
 * @param {string} dir a folder relative to the repository's root
 * @returns {string[]} its source files, relative to the root, without builds and tests
 */
function sourceFiles(dir) {
  return readdirSync(path.join(repoRoot, dir)).flatMap((name) => {
    const relative = path.join(dir, name);
    if (statSync(path.join(repoRoot, relative)).isDirectory()) {
      return SKIPPED_DIRS.has(name) || name.startsWith('dist') || name.startsWith('.') ? [] : sourceFiles(relative);
    }
    return SOURCE.test(name) && !TEST_FILE.test(name) ? [relative] : [];
  });
}

/** @returns {Array<{ file: string, lines: number }>} */
export function platformFiles() {
  return PLATFORM_DIRS.flatMap(sourceFiles).map((file) => ({
    file,
    lines: readFileSync(path.join(repoRoot, file), 'utf8').split('\n').filter((line) => line.trim() !== '').length,
  }));
}

/** Prints the platform's size against its target. */
export function printPlatformSize(list = false) {
  const files = platformFiles();
  if (list) for (const { file, lines } of [...files].sort((a, b) => b.lines - a.lines)) console.log(`${String(lines).padStart(5)}  ${file}`);
  const total = files.reduce((sum, { lines }) => sum + lines, 0);
  console.log(`Platform size (${PLATFORM_DIRS.join(' + ')}, tests excluded): ${total} lines in ${files.length} files; target at most ${PLATFORM_LINE_TARGET}.`);
  return total;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printPlatformSize(process.argv.includes('--list'));
