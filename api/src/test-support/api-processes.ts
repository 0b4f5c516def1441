import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const apiRoot = path.resolve(__dirname, '../..');

export interface ApiProcesses {
  /** Each process's base URL ('http://127.0.0.1:41234'), in the order they started. */
  bases: string[];
  stop: () => Promise<void>;
}

/** Starts `src/main.ts` with `env` on a free port and answers its base URL once it listens. */
function startOne(env: Record<string, string>, started: ChildProcess[]): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ORDER_STATUS_STEP_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The api exited with ${code} before listening`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const listening = /api listening on (http:\/\/\S+)\/api/.exec(line);
      if (listening?.[1]) resolve(listening[1]);
    });
  });
}

/**
 * Several API processes on one database, as replicas behind a proxy run. One after the other: the
 * first migrates and seeds, the others find the database ready.
 */
export async function startApiProcesses(count: number, env: Record<string, string>): Promise<ApiProcesses> {
  const started: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(
      started.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    const bases: string[] = [];
    for (let index = 0; index < count; index += 1) bases.push(await startOne(env, started));
    return { bases, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
