import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { postgresBin, startPostgres } from '../postgres-cluster.mjs';
import { POSTGRES_TEST_PORTS } from '../test-ports.mjs';

const run = promisify(execFile);
jest.setTimeout(60_000);

describe('a PostgreSQL server of a test', () => {
  it('starts on its own port with its own database, answers queries, and is gone once stopped', async () => {
    const server = await startPostgres({ port: POSTGRES_TEST_PORTS.scriptsTest });
    try {
      expect(server.url).toBe(`postgres://storefront@127.0.0.1:${POSTGRES_TEST_PORTS.scriptsTest}/storefront`);
      const { stdout } = await run(`${postgresBin()}/psql`, [server.url, '-At', '-c', 'SELECT current_database(), 6 * 7']);
      expect(stdout.trim()).toBe('storefront|42');
    } finally {
      await server.stop();
    }
    expect(existsSync(server.dataDir)).toBe(false);
    await expect(run(`${postgresBin()}/psql`, [server.url, '-At', '-c', 'SELECT 1'])).rejects.toThrow();
  });

  it('says what to install when the package is missing', () => {
    expect(() => postgresBin('/nowhere')).toThrow("install Debian's postgresql package");
  });
});
