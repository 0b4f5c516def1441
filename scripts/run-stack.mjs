// @ts-check
/**
 * Starts the built services of `stack()` as child processes, waits until each answers its health
 * path, and stops them again. Used by `npm start` and by the end-to-end tests.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './pnpm.mjs';
import { stack } from './stack.mjs';

/** @typedef {import('./stack.mjs').Service} Service */

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {Service} service */
async function answers(service) {
  try {
    const response = await fetch(`http://127.0.0.1:${service.port}${service.healthPath}`);
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * @param {Service} service
 * @param {number} timeoutMs
 */
export async function waitUntilHealthy(service, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await answers(service)) return;
    await sleep(100);
  }
  throw new Error(`${service.name} did not answer ${service.healthPath} on port ${service.port} within ${timeoutMs} ms`);
}

/**
 * @param {Parameters<typeof stack>[0] & { quiet?: boolean, services?: Service[] }} [options]
 *   `services`: these instead of the storefront's own (the release matrix composes its own).
 */
export async function startStack(options = {}) {
  const services = options.services ?? stack(options);
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const running = new Map();

  /** @param {string} name */
  const serviceNamed = (name) => {
    const service = services.find((candidate) => candidate.name === name);
    if (!service) throw new Error(`No service ${name}`);
    return service;
  };

  /**
   * @param {string} name
   * @param {Record<string, string>} [extraEnv] variables over the service's own (the benchmark serves another build of the host)
   */
  async function startService(name, extraEnv = {}) {
    const service = serviceNamed(name);
    const current = running.get(name);
    if (current && current.exitCode === null) return;
    if (await answers(service)) {
      throw new Error(`Port ${service.port} (${name}) is already in use: stop what runs there first.`);
    }
    const [command, ...args] = service.command;
    if (!command) throw new Error(`${name} has no command`);
    const child = spawn(command, args, {
      cwd: path.join(repoRoot, service.dir),
      env: { ...process.env, ...service.env, ...extraEnv },
      stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    });
    running.set(name, child);
    await waitUntilHealthy(service);
  }

  /** @param {string} name */
  async function stopService(name) {
    const child = running.get(name);
    running.delete(name);
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000).then(() => child.kill('SIGKILL'))]);
  }

  async function stop() {
    await Promise.all([...running.keys()].map(stopService));
  }

  try {
    await Promise.all(services.map((service) => startService(service.name)));
  } catch (error) {
    await stop();
    throw error;
  }
  const host = services.find((service) => service.name === 'host');
  /** The process id of a running service (the benchmark reads the host's memory). */
  const pidOf = (/** @type {string} */ name) => running.get(name)?.pid;
  return { services, startService, stopService, stop, pidOf, url: host ? `http://localhost:${host.port}` : '' };
}
