// @ts-check
/**
 * `npm run compose:prepare`: what a machine needs before `docker-compose up -d --build`, as the
 * compose test gets it: a running Docker engine (installed from Debian's packages and started when
 * this runs as root) and the base image (pulled, or built as a local stand-in where no registry
 * answers). Then it prints the environment the build wants.
 */
import { ensureBaseImage } from './base-image.mjs';
import { ensureEngine } from './docker-engine.mjs';

const found = await ensureEngine();
if ('skip' in found) {
  console.error(`No Docker engine: ${found.skip}.`);
  process.exit(1);
}
const { engine } = found;
const base = ensureBaseImage(engine);
if ('skip' in base) {
  console.error(`No base image: ${base.skip}.`);
  process.exit(1);
}
console.log(`Docker engine up (${engine.docker}, compose: ${engine.compose.join(' ')}); ${base.ready}.`);
const cliDir = engine.docker.slice(0, engine.docker.lastIndexOf('/'));
console.log(`Build with BuildKit, through this docker CLI:\n  export DOCKER_BUILDKIT=1 COMPOSE_DOCKER_CLI_BUILD=1 PATH=${cliDir}:$PATH\n  ${engine.compose.join(' ')} up -d --build`);
