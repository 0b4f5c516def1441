// @ts-check
/**
 * `npm run test:compose`: docker-compose.yml built and run for real. Makes sure a Docker engine
 * runs and the base image is there (scripts/compose/), builds every image, starts the composition
 * on its own project, ports and network (scripts/compose/composition.mjs), waits until every
 * service is healthy, then runs the browser journeys of e2e/compose/ against it: the storefront's
 * main journeys, a release of the shop swapped in and rolled back by its image tag alone, and the
 * data kept across `docker-compose down` and `up`. Then the same for docker-compose.scale.yml
 * (PostgreSQL, two api and two host replicas behind nginx), with replicas stopped half-way through
 * a customer's journey. Whatever happens, it then removes everything it made. Where no engine can be had (not root and none running), it says so and passes.
 */
import { ensureBaseImage } from './compose/base-image.mjs';
import { PROJECT, SERVICES, compose, engineVariable, hostUrl, leftovers, projectVariables, removeProject, waitUntilHealthy } from './compose/composition.mjs';
import { SCALED, SCALED_SERVICES, composeScaled, removeScaledProject, scaledOnlyImages, scaledVariables } from './compose/scaled-composition.mjs';
import { ensureEngine } from './compose/docker-engine.mjs';
import { ensureChromium } from './chromium.mjs';
import { install, pnpm } from './pnpm.mjs';
import { step } from './step.mjs';

/** @param {string} reason */
function skip(reason) {
  console.log(`\nCompose test SKIPPED: ${reason}.\nIt needs a running Docker engine, or root to install and start one (Debian's docker.io and docker-compose).`);
  process.exit(0);
}

/** Ports the composition publishes that something already listens on. */
async function busyPorts() {
  const variables = projectVariables();
  const ports = SERVICES.map((service) => variables[`${service.toUpperCase()}_PORT`]);
  const answering = await Promise.all(
    ports.map(async (port) => {
      try {
        await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
        return port;
      } catch {
        return undefined;
      }
    }),
  );
  return answering.filter((port) => port !== undefined);
}

const began = Date.now();
const found = await step('docker engine', ensureEngine);
if ('skip' in found) skip(found.skip);
const { engine } = /** @type {{ engine: import('./compose/docker-engine.mjs').Engine }} */ (found);
console.log(`docker: ${engine.docker}; compose: ${engine.compose.join(' ')}`);
const base = await step('base image', () => ensureBaseImage(engine));
if ('skip' in base) skip(base.skip);
console.log('ready' in base ? base.ready : '');

let failed = false;
try {
  await step('install and browser', () => {
    install();
    ensureChromium();
  });
  // A run stopped half-way leaves its project behind; this one starts from nothing.
  await step('remove what an earlier run left', () => {
    removeScaledProject(engine);
    removeProject(engine);
  });
  const busy = await busyPorts();
  if (busy.length > 0) throw new Error(`Ports ${busy.join(', ')} are in use; the compose test publishes on ${PROJECT}'s ports and needs them free.`);
  await step('build every image', () => compose(engine, ['build']));
  await step('start the composition', async () => {
    compose(engine, ['up', '--detach', '--no-build']);
    await waitUntilHealthy(engine, SERVICES);
  });
  console.log(`The composed storefront answers at ${hostUrl()}.`);
  await step('browser journeys, version swap, data kept', () =>
    pnpm(['--filter', '@storefront/e2e', 'run', 'test:compose'], { env: { ...engine.env, ...projectVariables(), ...engineVariable(engine) } }),
  );
  // The scaled composition publishes on the same ports and runs the same images.
  await step('stop the composition, its images kept', () => compose(engine, ['down', '--volumes', '--timeout', '5'], { capture: true }));
  await step('build the scaled composition', () => composeScaled(engine, ['build']));
  await step('start the scaled composition', async () => {
    composeScaled(engine, ['up', '--detach', '--no-build']);
    await waitUntilHealthy(engine, SCALED_SERVICES, { target: SCALED });
  });
  await step('browser journeys on the scaled composition, a replica stopped half-way', () =>
    pnpm(['--filter', '@storefront/e2e', 'run', 'test:compose:scale'], { env: { ...engine.env, ...scaledVariables(), ...engineVariable(engine) } }),
  );
} catch (error) {
  failed = true;
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
} finally {
  await step('remove the containers, network, volume and images it made', () => {
    try {
      removeScaledProject(engine);
      removeProject(engine);
      const left = [...leftovers(engine, SCALED, scaledOnlyImages()), ...leftovers(engine)];
      if (left.length > 0) throw new Error(`Still there after the clean-up: ${left.join(', ')}`);
    } catch (error) {
      failed = true;
      console.error(error instanceof Error ? error.message : String(error));
    }
  });
}
const seconds = ((Date.now() - began) / 1000).toFixed(0);
if (failed) {
  console.error(`\nThe compose test failed after ${seconds} s.`);
  process.exit(1);
}
console.log(`\nThe compose test passed in ${seconds} s.`);
