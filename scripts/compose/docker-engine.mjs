// @ts-check
/**
 * A Docker engine for the compose test: the docker CLI, the compose command and a running daemon.
 * Where they are missing and this runs as root, Debian's `docker.io` (the engine, with BuildKit
 * built into its CLI) and `docker-compose` (1.29: Compose v2 is not packaged for Debian 12) are
 * installed and `dockerd` is started. Elsewhere the answer says why the test cannot run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';

/**
 * `docker`: the CLI that builds (its path); `compose`: the command that runs compose files, either
 * [docker, 'compose'] (v2) or ['docker-compose'] (v1); `env`: the environment both need.
 * @typedef {{ docker: string, compose: string[], env: NodeJS.ProcessEnv }} Engine
 */

/** Debian's CLI. A static client elsewhere on PATH may lack buildx and so refuse BuildKit builds. */
const DEBIAN_DOCKER = '/usr/bin/docker';
const DEBIAN_COMPOSE = '/usr/bin/docker-compose';
const DAEMON_LOG = '/var/log/storefront-dockerd.log';

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
function succeeds(command, args, env = process.env) {
  return spawnSync(command, args, { stdio: 'ignore', env, timeout: 30_000 }).status === 0;
}

/** @param {string} command */
function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim() || undefined;
}

const isRoot = () => process.getuid?.() === 0;

/** @param {string[]} packages */
function aptInstall(packages) {
  console.log(`Installing ${packages.join(', ')} from Debian packages...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...packages]]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

/**
 * The docker CLI to build with: one that has buildx, else Debian's (its BuildKit is built in).
 * @returns {string | undefined}
 */
function buildingCli() {
  const first = onPath('docker');
  if (first && succeeds(first, ['buildx', 'version'])) return first;
  if (existsSync(DEBIAN_DOCKER)) return DEBIAN_DOCKER;
  return undefined;
}

/**
 * The compose command: v2 when the CLI has it, else v1.
 * @param {string} docker
 * @returns {string[] | undefined}
 */
function composeCommand(docker) {
  if (succeeds(docker, ['compose', 'version'])) return [docker, 'compose'];
  const v1 = existsSync(DEBIAN_COMPOSE) ? DEBIAN_COMPOSE : onPath('docker-compose');
  return v1 ? [v1] : undefined;
}

/** The engine's daemon: on PATH, or where Debian puts it (a PATH without sbin misses it). */
const daemon = () => onPath('dockerd') ?? ['/usr/sbin/dockerd', '/usr/bin/dockerd'].find((file) => existsSync(file));

/** @param {string} docker */
async function startDaemon(docker) {
  const dockerd = daemon();
  if (!dockerd) throw new Error('docker.io is installed, yet there is no dockerd');
  console.log(`Starting ${dockerd} (log: ${DAEMON_LOG})...`);
  const log = openSync(DAEMON_LOG, 'a');
  // Detached: the engine is the machine's, and stays up for the next run and for operators.
  spawn(dockerd, [], { detached: true, stdio: ['ignore', log, log] }).unref();
  for (let second = 0; second < 60; second += 1) {
    if (succeeds(docker, ['info'])) return;
    await sleep(1000);
  }
  throw new Error(`dockerd did not answer within 60 s; see ${DAEMON_LOG}`);
}

/**
 * Makes sure a Docker engine runs, installing and starting it when this process may.
 * @returns {Promise<{ engine: Engine } | { skip: string }>}
 */
export async function ensureEngine() {
  let docker = buildingCli();
  let compose = docker ? composeCommand(docker) : undefined;
  if (!docker || !compose) {
    if (!isRoot()) return { skip: "no docker CLI that builds with BuildKit, or no compose, and not root to install Debian's docker.io and docker-compose" };
    aptInstall([...(docker ? [] : ['docker.io']), ...(compose ? [] : ['docker-compose'])]);
    docker = buildingCli();
    compose = docker ? composeCommand(docker) : undefined;
    if (!docker || !compose) throw new Error('docker.io and docker-compose were installed, yet no docker CLI or compose command was found');
  }
  if (!succeeds(docker, ['info'])) {
    if (!isRoot()) return { skip: `the Docker engine does not answer (${docker} info failed), and not root to start dockerd` };
    // A client without its engine (e.g. a static CLI on PATH): the engine is Debian's.
    if (!daemon()) aptInstall(['docker.io']);
    await startDaemon(docker);
  }
  const env = {
    ...process.env,
    DOCKER_BUILDKIT: '1',
    // Compose v1 then builds through the docker CLI (BuildKit) found first on PATH: the one chosen here.
    COMPOSE_DOCKER_CLI_BUILD: '1',
    PATH: `${docker.slice(0, docker.lastIndexOf('/'))}:${process.env.PATH ?? ''}`,
  };
  return { engine: { docker, compose, env } };
}
