import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { Generation, PageRoutes, RenderResult, RenderTask, SiteIndex } from './render-page';

type Renderer = typeof import('./render-page');

/** What the pool gives each of its workers (server/render-pool.ts). */
export interface PoolWorkerData {
  pool: true;
  generation: Generation;
}

/** A message of the pool: a page to render, answered under the same id. */
export interface RenderRequest {
  id: number;
  task: RenderTask;
}
export type RenderReply = { id: number; result: RenderResult | SiteIndex } | { id: number; error: string };

/**
 * The renderer of a worker of the host's Node.js build (its `render-entry`), which renders one
 * generation of the configuration (its `workerData`) with the host's routes (`loadRoutes`); a new
 * configuration gets new workers, so a remote's new release is rendered with none of its old code.
 * In a worker of the pool (not in a test that loads the build) it sets up at once, so the first
 * page finds the remotes loading, and answers each page asked.
 */
export function renderWorker(loadRoutes: () => Promise<PageRoutes>) {
  let renderer: Promise<Renderer> | undefined;

  /**
   * The async boundary, as in the host's browser entry: the shared libraries are negotiated
   * before any of them runs, so the host's layout and every remote's page use one React, one
   * router and one contract.
   */
  async function start(generation: Generation): Promise<Renderer> {
    const [render, routes] = await Promise.all([import('./render-page'), loadRoutes()]);
    render.startGeneration(generation, routes);
    return render;
  }

  /** The worker's renderer, set up for its generation on first use. */
  function loadRenderer(generation: Generation = (workerData as PoolWorkerData).generation): Promise<Renderer> {
    renderer ??= start(generation);
    return renderer;
  }

  async function renderTask(task: RenderTask): Promise<RenderResult | SiteIndex> {
    const loaded = await loadRenderer();
    return task.kind === 'page' ? loaded.renderPage(task.url, task.cookie, task.form) : loaded.siteIndex();
  }

  if (!isMainThread && parentPort && (workerData as Partial<PoolWorkerData> | null)?.pool) {
    const port = parentPort;
    void loadRenderer();
    port.on('message', ({ id, task }: RenderRequest) => {
      renderTask(task).then(
        (result) => port.postMessage({ id, result } satisfies RenderReply),
        (error: unknown) => port.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies RenderReply),
      );
    });
  }
  return { loadRenderer };
}
