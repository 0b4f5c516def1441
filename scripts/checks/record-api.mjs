// @ts-check
/** `npm run api:record`: checks each versioned package's API against its api.json, then records it. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordApis, VERSIONED_PACKAGES } from './library-api.mjs';

const problems = recordApis(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));
if (problems.length > 0) {
  console.error(`Not recorded:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`Recorded the API of ${VERSIONED_PACKAGES.join(', ')}.`);
