/**
 * The entry of the host's Node.js build (tooling/webpack-server.mjs → host/dist-ssr/render-entry.js),
 * run by each worker thread of the host's server (server/page-renderer.ts). A worker renders one
 * generation of the configuration (its `workerData`); a new configuration gets new workers, so a
 * remote's new release is rendered with none of its old code.
 */
import { workerData } from 'node:worker_threads';
import type { Generation, RenderResult, RenderTask } from './render-page';

type Renderer = typeof import('./render-page') & typeof import('./sharing');

let renderer: Promise<Renderer> | undefined;

/**
 * The async boundary, as in the browser (src/index.ts): the shared libraries are negotiated
 * before any of them runs, so the host's layout and every remote's page use one React, one router
 * and one contract.
 */
async function start(generation: Generation): Promise<Renderer> {
  const [render, sharing] = await Promise.all([import('./render-page'), import('./sharing')]);
  render.startGeneration(generation);
  return { ...render, ...sharing };
}

/** The worker's renderer, set up for its generation on first use. */
export function loadRenderer(generation: Generation = workerData as Generation): Promise<Renderer> {
  renderer ??= start(generation);
  return renderer;
}

/** What the worker pool calls for each page. */
export default async function renderTask(task: RenderTask): Promise<RenderResult> {
  return (await loadRenderer()).renderPage(task);
}
