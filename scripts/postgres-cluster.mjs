// @ts-check
/**
 * A PostgreSQL server of a test's own: Debian's `postgresql` package's initdb and pg_ctl, a data
 * folder in the temporary directory, a port of its own, the socket in that folder, and only
 * 127.0.0.1. PostgreSQL refuses to run as root, so as root the cluster runs as the package's
 * `postgres` user. For `npm run test:postgres` and the benchmark (issue 33's first step).
 */
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureDebianPackage } from './debian-package.mjs';

const run = promisify(execFile);

/** Where Debian puts the server's programs; the newest version installed is used. */
export function postgresBin(root = '/usr/lib/postgresql') {
  if (!existsSync(root)) throw new Error(`PostgreSQL is missing: install Debian's postgresql package (apt-get install postgresql).`);
  const [newest] = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  if (!newest) throw new Error(`No PostgreSQL version under ${root}`);
  return path.join(root, newest, 'bin');
}

/** Shared memory's file system, when it has room for a test cluster (a container's is often 64 MB). */
function memoryFolder() {
  const folder = '/dev/shm';
  try {
    const { bavail, bsize } = statfsSync(folder);
    return bavail * bsize >= 2 ** 30 ? folder : null;
  } catch {
    return null;
  }
}

/**
 * `inMemory` puts the data folder in shared memory when it has room, for a suite that creates and
 * drops many databases: on a busy disk each CREATE DATABASE takes ten times as long. Its WAL is
 * then kept short, as it too is memory. `durable` keeps PostgreSQL's fsync on, as a production
 * server has it (the benchmark): tests turn it off, since their data never outlives them.
 * @param {{ port: number, database?: string, inMemory?: boolean, durable?: boolean }} options
 * @returns {Promise<{ url: string, dataDir: string, stop: () => Promise<void> }>}
 */
export async function startPostgres({ port, database = 'storefront', inMemory = false, durable = false }) {
  ensureDebianPackage('/usr/lib/postgresql', 'postgresql');
  const bin = postgresBin();
  const asRoot = userInfo().uid === 0;
  const memory = inMemory ? memoryFolder() : null;
  const dataDir = mkdtempSync(path.join(memory ?? tmpdir(), 'storefront-postgres-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(dataDir, Number(stdout.trim()), Number(group.trim()));
  }
  chmodSync(dataDir, 0o700);
  /** @param {string} program @param {string[]} args */
  const pg = (program, args) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]) : run(path.join(bin, program), args);

  const cluster = path.join(dataDir, 'data');
  await pg('initdb', ['-D', cluster, '-U', 'storefront', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  const serverOptions = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1${durable ? '' : ' -c fsync=off'}${memory === null ? '' : ' -c max_wal_size=256MB'}`;
  const stop = async () => {
    await pg('pg_ctl', ['-D', cluster, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await pg('pg_ctl', ['-D', cluster, '-o', serverOptions, '-l', path.join(dataDir, 'server.log'), '-w', 'start']);
    await pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'storefront', database]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://storefront@127.0.0.1:${port}/${database}`, dataDir, stop };
}
