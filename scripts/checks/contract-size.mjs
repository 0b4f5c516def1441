// @ts-check
/**
 * `npm run contract:size`: how big the contract package is and who uses what of it, so what only
 * one app uses (and belongs in that app) stands out.
 *
 *   npm run contract:size              the summary, then the exports used by one app or none
 *   npm run contract:size -- --json    everything, as JSON
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_DIR, measureContract } from './contract-usage.mjs';

const report = measureContract(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  /** @param {(count: number) => boolean} test */
  const used = (test) => report.exports.filter((item) => test(item.apps.length));
  console.log(`The contract (${CONTRACT_DIR}/src, tests left out): ${report.files} files, ${report.lines} lines, ${report.exports.length} exports.`);
  for (const entry of report.entryPoints) console.log(`  ${entry.module}: ${entry.names} names`);
  console.log(
    `Used by two apps or more: ${used((count) => count >= 2).length}; by one: ${used((count) => count === 1).length}; ` +
      `by none (the contract itself or tests only): ${used((count) => count === 0).length}.`,
  );
  console.log('\nUsed by one app:');
  for (const item of used((count) => count === 1)) console.log(`  ${item.exportedAs[0]} (${item.apps[0]})`);
  console.log('\nUsed by no app:');
  for (const item of used((count) => count === 0)) console.log(`  ${item.exportedAs[0]}`);
}
