// @ts-check
/**
 * The composition the compose test runs: docker-compose.yml under a project name, published ports
 * and image tags of its own, so it never meets an operator's `docker-compose up` (project
 * `storefront`, ports 3000-3004 and 4000), a running `npm start` (the same ports), the end-to-end
 * tests (13000+) or the benchmark (23000+). Used by scripts/test-compose.mjs, which builds and
 * starts it, and by the Playwright journeys in e2e/compose/, which swap and restart its services.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../pnpm.mjs';
import { stack } from '../stack.mjs';
import { COMPOSE_PORT_OFFSET } from '../test-ports.mjs';

/** @typedef {import('./docker-engine.mjs').Engine} Engine */

export const PROJECT = 'storefront-compose-test';
/** The tag every image of the test is built under, and the tag of the shop's next release. */
export const TAG = 'compose-test';
export const RELEASE_TAG = 'compose-test-release';
export const COMPOSE_FILE = path.join(repoRoot, 'docker-compose.yml');

/** The services of the composition, as in docker-compose.yml (and scripts/stack.mjs). */
export const SERVICES = stack().map((service) => service.name);

/** How the Playwright journeys reach the engine the test chose: this variable holds it as JSON. */
const ENGINE_VARIABLE = 'STOREFRONT_COMPOSE_ENGINE';

/** @param {string} name */
const upper = (name) => name.toUpperCase();

/**
 * The variables that docker-compose.yml reads, for the test's project: each service's published
 * port and image tag, and the browser-visible URLs on those ports (the same ones `stack()` gives
 * its services when they are moved by the offset).
 * @returns {Record<string, string>}
 */
export function projectVariables() {
  const moved = stack({ portOffset: COMPOSE_PORT_OFFSET, publicHost: 'localhost' });
  /** @type {Record<string, string>} */
  const variables = { COMPOSE_PROJECT_NAME: PROJECT };
  for (const service of moved) {
    variables[`${upper(service.name)}_PORT`] = String(service.port);
    variables[`${upper(service.name)}_TAG`] = TAG;
    if (service.name === 'api') variables.API_PUBLIC_URL = service.env.PUBLIC_URL ?? '';
    if (service.name === 'host') {
      for (const [name, value] of Object.entries(service.env)) if (name.endsWith('_MANIFEST_URL')) variables[name] = value;
    }
  }
  return variables;
}

/** Where the browser opens the composed storefront. */
export const hostUrl = () => `http://localhost:${projectVariables().HOST_PORT}`;

/** @param {Engine} engine */
export function engineVariable(engine) {
  return { [ENGINE_VARIABLE]: JSON.stringify({ docker: engine.docker, compose: engine.compose }) };
}

/**
 * The engine the test chose, inside a process it started.
 * @returns {Engine}
 */
export function engineFromEnvironment() {
  const value = process.env[ENGINE_VARIABLE];
  if (!value) throw new Error(`${ENGINE_VARIABLE} is not set: these journeys run through \`npm run test:compose\`, which builds and starts the composition`);
  const { docker, compose } = /** @type {{ docker: string, compose: string[] }} */ (JSON.parse(value));
  return { docker, compose, env: process.env };
}

/**
 * @typedef {{ status: number | null, stdout: string, stderr: string }} Outcome
 */

/**
 * Runs a command, its output shown unless `capture`; throws when it fails.
 * @param {string[]} command
 * @param {{ env: NodeJS.ProcessEnv, capture?: boolean, allowFailure?: boolean }} options
 * @returns {Outcome}
 */
function run(command, options) {
  const [file, ...args] = command;
  if (!file) throw new Error('no command');
  const result = spawnSync(file, args, {
    env: options.env,
    encoding: 'utf8',
    stdio: options.capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const outcome = { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
  if (result.status !== 0 && !options.allowFailure) {
    const tail = `${outcome.stdout}${outcome.stderr}`.trim().split('\n').slice(-40).join('\n');
    throw new Error(`${command.join(' ')} failed with exit code ${result.status}${options.capture ? `; its last lines:\n${tail}` : ''}`);
  }
  return outcome;
}

/**
 * docker-compose for the test's project. `variables` override the project's (SHOP_TAG=... for a
 * release, or the scaled composition's project); `file` is another compose file (a release's
 * copy of docker-compose.yml, or docker-compose.scale.yml).
 * @param {Engine} engine
 * @param {string[]} args
 * @param {{ variables?: Record<string, string>, file?: string, capture?: boolean, allowFailure?: boolean }} [options]
 */
export function compose(engine, args, options = {}) {
  const env = { ...engine.env, ...projectVariables(), ...options.variables };
  return run([...engine.compose, '--file', options.file ?? COMPOSE_FILE, ...args], { env, capture: options.capture, allowFailure: options.allowFailure });
}

/**
 * @param {Engine} engine
 * @param {string[]} args
 * @param {{ allowFailure?: boolean }} [options]
 */
export function docker(engine, args, options = {}) {
  return run([engine.docker, ...args], { env: engine.env, capture: true, allowFailure: options.allowFailure });
}

/**
 * What identifies a running container: replaced, it gets a new id; restarted, a new start time.
 * @typedef {{ service: string, id: string, image: string, startedAt: string, health: string }} ContainerState
 */

/**
 * Which composition a call is about: the test's docker-compose.yml unless said otherwise.
 * @typedef {{ project: string, file?: string, variables?: Record<string, string> }} Target
 */

/** @type {Target} */
const SINGLE = { project: PROJECT };

/**
 * The project's containers by service (stopped ones too), read from the engine.
 * @param {Engine} engine
 * @param {Target} [target]
 * @returns {Map<string, ContainerState>}
 */
export function containers(engine, target = SINGLE) {
  const ids = docker(engine, ['ps', '--all', '--quiet', '--filter', `label=com.docker.compose.project=${target.project}`]).stdout.split('\n').filter(Boolean);
  /** @type {Map<string, ContainerState>} */
  const states = new Map();
  if (ids.length === 0) return states;
  const format = '{{.Id}}\t{{index .Config.Labels "com.docker.compose.service"}}\t{{.Config.Image}}\t{{.State.StartedAt}}\t{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}';
  for (const line of docker(engine, ['inspect', '--format', format, ...ids]).stdout.split('\n').filter(Boolean)) {
    const [id = '', service = '', image = '', startedAt = '', health = ''] = line.split('\t');
    states.set(service, { service, id, image, startedAt, health });
  }
  return states;
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until every named service has a container whose health check passes.
 * @param {Engine} engine
 * @param {string[]} services
 * @param {{ timeoutMs?: number, target?: Target }} [options]
 */
export async function waitUntilHealthy(engine, services, { timeoutMs = 180_000, target = SINGLE } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = containers(engine, target);
    const waiting = services.filter((service) => states.get(service)?.health !== 'healthy');
    if (waiting.length === 0) return;
    const broken = waiting.filter((service) => ['unhealthy', 'exited', 'dead'].includes(states.get(service)?.health ?? ''));
    if (broken.length > 0 || Date.now() > deadline) {
      const logs = compose(engine, ['logs', '--no-color', '--tail=30', ...waiting], { file: target.file, variables: target.variables, capture: true, allowFailure: true }).stdout;
      const status = waiting.map((service) => `${service}: ${states.get(service)?.health ?? 'no container'}`).join(', ');
      throw new Error(`Not healthy ${broken.length > 0 ? '' : `within ${timeoutMs / 1000} s `}(${status}). Their last log lines:\n${logs}`);
    }
    await sleep(1000);
  }
}

/** The images of the test: every service at TAG, and the shop's release. */
export function projectImages() {
  return [...SERVICES.map((service) => `storefront/${service}:${TAG}`), `storefront/shop:${RELEASE_TAG}`];
}

/**
 * Those of `images` the engine has.
 * @param {Engine} engine
 * @param {string[]} [images]
 */
export const presentImages = (engine, images = projectImages()) =>
  images.filter((image) => docker(engine, ['image', 'inspect', image], { allowFailure: true }).status === 0);

/**
 * What a project leaves on the engine: containers, networks, volumes, and those of its images.
 * @param {Engine} engine
 * @param {Target} [target]
 * @param {string[]} [images]
 */
export function leftovers(engine, target = SINGLE, images = projectImages()) {
  const label = `label=com.docker.compose.project=${target.project}`;
  const list = (/** @type {string[]} */ args) => docker(engine, args).stdout.split('\n').filter(Boolean);
  return [
    ...list(['ps', '--all', '--quiet', '--filter', label]).map((id) => `container ${id}`),
    ...list(['network', 'ls', '--quiet', '--filter', label]).map((id) => `network ${id}`),
    ...list(['volume', 'ls', '--quiet', '--filter', label]).map((name) => `volume ${name}`),
    ...presentImages(engine, images).map((image) => `image ${image}`),
  ];
}

/**
 * Removes everything the project made: its containers, network and volume (`down --volumes`) and
 * its images. The base image and the build cache stay, so the next run builds warm.
 * @param {Engine} engine
 */
export function removeProject(engine) {
  compose(engine, ['down', '--volumes', '--remove-orphans', '--timeout', '5'], { capture: true });
  const present = presentImages(engine);
  if (present.length > 0) docker(engine, ['image', 'rm', ...present]);
}
