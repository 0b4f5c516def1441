// @ts-check
/**
 * One titled step of a long script (`npm test`, the compose test): its start and how long it took,
 * so a slow or failing part stands out in CI's log.
 * @template T
 * @param {string} title
 * @param {() => T | Promise<T>} run
 * @returns {Promise<T>}
 */
export async function step(title, run) {
  const began = Date.now();
  console.log(`\n=== ${title}`);
  const result = await run();
  console.log(`=== ${title}: done in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  return result;
}
