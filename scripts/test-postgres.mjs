/**
 * `npm run test:postgres`: the api's whole test suite, which `npm test` runs on SQLite, on a
 * PostgreSQL server of its own (Debian's package, started here on its own port and data folder,
 * in memory when there is room, and stopped after). Each test makes its own database on it, a
 * copy of a seeded template where it needs the seed (api/src/test-support/test-database.ts). Then
 * it checks that the tables' types are what the migrations make.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from './postgres-cluster.mjs';
import { POSTGRES_TEST_PORTS } from './test-ports.mjs';

const api = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'api');

const server = await startPostgres({ port: POSTGRES_TEST_PORTS.apiSuite, inMemory: true });
let code = 1;
try {
  code = await new Promise((resolve, reject) => {
    const jest = spawn('npx', ['jest', ...process.argv.slice(2)], {
      cwd: api,
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: server.url },
    });
    jest.once('error', reject);
    jest.once('exit', (exitCode) => resolve(exitCode ?? 1));
  });
} finally {
  await server.stop();
}
if (code === 0) {
  // The tables' types must be what the migrations make (scripts/table-types.mjs).
  code = await new Promise((resolve, reject) => {
    const verify = spawn('node', [path.join(path.dirname(fileURLToPath(import.meta.url)), 'table-types.mjs'), '--verify'], { stdio: 'inherit' });
    verify.once('error', reject);
    verify.once('exit', (exitCode) => resolve(exitCode ?? 1));
  });
}
process.exit(code);
