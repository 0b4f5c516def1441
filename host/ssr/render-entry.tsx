/**
 * The entry of the host's Node.js build (shared/platform/webpack-server.mjs → host/dist-ssr/render-entry.js),
 * run by each worker thread of the host's server (server/render-pool.ts). A worker renders one
 * generation of the configuration (its `workerData`); a new configuration gets new workers, so a
 * remote's new release is rendered with none of its old code.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { Generation, RenderResult, RenderTask, SiteIndex } from './render-page';

type Renderer = typeof import('./render-page');

let renderer: Promise<Renderer> | undefined;

/**
 * The async boundary, as in the browser (src/index.ts): the shared libraries are negotiated
 * before any of them runs, so the host's layout and every remote's page use one React, one router
 * and one contract.
 */
async function start(generation: Generation): Promise<Renderer> {
  const render = await import('./render-page');
  render.startGeneration(generation);
  return render;
}

/** What the pool gives each of its workers (server/render-pool.ts). */
export interface PoolWorkerData {
  pool: true;
  generation: Generation;
}

/** The worker's renderer, set up for its generation on first use. */
export function loadRenderer(generation: Generation = (workerData as PoolWorkerData).generation): Promise<Renderer> {
  renderer ??= start(generation);
  return renderer;
}

export async function renderTask(task: RenderTask): Promise<RenderResult | SiteIndex> {
  const renderer = await loadRenderer();
  return task.kind === 'page' ? renderer.renderPage(task.url, task.cookie, task.form) : renderer.siteIndex();
}

/** A message of the pool: a page to render, answered under the same id. */
export interface RenderRequest {
  id: number;
  task: RenderTask;
}
export type RenderReply = { id: number; result: RenderResult | SiteIndex } | { id: number; error: string };

// In a worker of the pool (not in a test that loads this file): set up at once, so the first page
// finds the remotes loading, and answer each page asked.
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
