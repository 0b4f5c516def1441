import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { Generation, PageRoutes, RenderResult, RenderTask, SiteIndex } from './render-page';

type Renderer = typeof import('./render-page');

/** server/render-pool.ts */
export interface PoolWorkerData {
  pool: true;
  generation: Generation;
}

/** Answered under the same id. */
export interface RenderRequest {
  id: number;
  task: RenderTask;
}
export type RenderReply = { id: number; result: RenderResult | SiteIndex } | { id: number; error: string };

/** In a worker of the pool (not a test that loads the build) it sets up at once, so the first page finds the remotes loading. */
export function renderWorker(loadRoutes: () => Promise<PageRoutes>) {
  let renderer: Promise<Renderer> | undefined;

  /** The async boundary, as in the browser: the shared libraries are settled before any of them runs. */
  async function start(generation: Generation): Promise<Renderer> {
    const [render, routes] = await Promise.all([import('./render-page'), loadRoutes()]);
    render.startGeneration(generation, routes);
    return render;
  }

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
