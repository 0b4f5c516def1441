import { Worker } from 'node:worker_threads';
import type { PoolWorkerData, RenderReply, RenderRequest } from '../ssr/render-worker';
import type { Generation, RenderResult, RenderTask, SiteIndex } from '../ssr/render-page';

type TaskResult = RenderResult | SiteIndex;

export interface RenderPool {
  /** What the workers answer, or null when they cannot in time (busy, slow, failed): the caller sends the app shell. */
  run(task: RenderTask): Promise<TaskResult | null>;
  /** Lets the pages under way finish (at most `graceMs`), then ends the workers. */
  close(graceMs?: number): Promise<void>;
}

interface PoolWorker {
  worker: Worker;
  pending: Map<number, (result: TaskResult | null) => void>;
}

export interface RenderPoolOptions {
  /** The host's server build (dist-ssr/render-entry.js). */
  entry: string;
  generation: Generation;
  threads: number;
  /** Pages a worker renders at once, as each waits on its reads; past that the pool answers null at once. */
  pagesPerWorker: number;
  /** How long a page may take, all told, before the app shell is sent instead. */
  timeoutMs: number;
  onProblem?: (message: string) => void;
}

/** Worker threads (ssr/render-worker.ts); why not a pool library: ARCHITECTURE.md, "What is hand-written, and why". */
export function createRenderPool({ entry, generation, threads, pagesPerWorker, timeoutMs, onProblem = (message) => console.error(message) }: RenderPoolOptions): RenderPool {
  let nextId = 0;
  let closed = false;
  const workers: PoolWorker[] = [];

  function start(): PoolWorker {
    const workerData: PoolWorkerData = { pool: true, generation };
    // A remote's code runs in these workers: a leak of its own ends its worker, not the server.
    const worker = new Worker(entry, { workerData, resourceLimits: { maxOldGenerationSizeMb: 512 } });
    const poolWorker: PoolWorker = { worker, pending: new Map() };
    worker.on('message', (reply: RenderReply) => {
      const settle = poolWorker.pending.get(reply.id);
      poolWorker.pending.delete(reply.id);
      if ('error' in reply) onProblem(`A page could not be rendered on the server: ${reply.error}`);
      settle?.('result' in reply ? reply.result : null);
    });
    worker.on('error', (error) => onProblem(`A rendering worker failed: ${error.message}`));
    worker.on('exit', () => {
      for (const settle of poolWorker.pending.values()) settle(null);
      poolWorker.pending.clear();
      const index = workers.indexOf(poolWorker);
      if (index >= 0) workers.splice(index, 1);
      if (!closed) workers.push(start());
    });
    return poolWorker;
  }

  for (let index = 0; index < threads; index += 1) workers.push(start());

  return {
    run(task) {
      const idlest = workers.reduce<PoolWorker | undefined>((best, candidate) => (!best || candidate.pending.size < best.pending.size ? candidate : best), undefined);
      if (closed || !idlest || idlest.pending.size >= pagesPerWorker) return Promise.resolve(null);
      const id = (nextId += 1);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          // The page still finishes in its worker (its own budgets bound it); its answer is dropped.
          idlest.pending.delete(id);
          resolve(null);
        }, timeoutMs);
        idlest.pending.set(id, (result) => {
          clearTimeout(timer);
          resolve(result);
        });
        idlest.worker.postMessage({ id, task } satisfies RenderRequest);
      });
    },
    async close(graceMs = 10_000) {
      closed = true;
      const deadline = Date.now() + graceMs;
      while (workers.some((poolWorker) => poolWorker.pending.size > 0) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await Promise.all(workers.splice(0).map((poolWorker) => poolWorker.worker.terminate()));
    },
  };
}
