import { buildApp } from './app';
import { readConfig } from './config';
import { connectDatabase } from './db/connect-database';
import { describeLocation } from './db/database-location';
import { migrate } from './db/migrate';
import { renewSeedDeadlines, seedDatabase } from './seed/seed-database';

async function main(): Promise<void> {
  const config = readConfig(process.env);
  const database = connectDatabase(config.database);
  await migrate(database);
  await seedDatabase(database.db);
  await renewSeedDeadlines(database.db);

  // Warnings and errors only: request lines would drown the start-up output of the whole stack.
  const app = buildApp({ db: database.db, config, logger: { level: 'warn' } });

  let closing = false;
  const shutdown = async (): Promise<void> => {
    if (closing) return;
    closing = true;
    try {
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());

  await app.listen({ host: config.host, port: config.port });
  // PORT=0 picks a free port, so report the one actually bound.
  const bound = app.server.address();
  const where =
    bound !== null && typeof bound === 'object'
      ? `http://${bound.family === 'IPv6' ? `[${bound.address}]` : bound.address}:${bound.port}`
      : `http://${config.host}:${config.port}`;
  process.stdout.write(`api listening on ${where}/api (public ${config.publicUrl}, database ${describeLocation(config.database)})\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`api failed to start: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
