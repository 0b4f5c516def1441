// @ts-check
/** `npm run test:release-matrix`: the release matrix alone, against the production builds there are. */
import { runReleaseMatrix } from './release-matrix/run.mjs';
import { step } from './step.mjs';

try {
  await step('release matrix', runReleaseMatrix);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
