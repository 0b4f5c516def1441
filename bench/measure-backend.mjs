// @ts-check
/**
 * Throughput and latency of the API's two hottest reads under load: autocannon, 50 connections
 * for 10 s each, directly against the API's port on 127.0.0.1 (not through the host's proxy).
 * A 2 s warm-up run comes first and is not counted.
 *
 * autocannon's result has no p95 (its percentiles are ... p90, p97_5, p99), so p95 is computed
 * here, nearest-rank, from the latency of every response (autocannon's `response` event, in
 * milliseconds with sub-millisecond precision).
 */
import autocannon from 'autocannon';
import { onCleanup } from './lifecycle.mjs';

export const BACKEND_ENDPOINTS = ['/api/products', '/api/app/settings'];

/**
 * @typedef {{
 *   endpoint: string,
 *   connections: number,
 *   durationS: number,
 *   requestsPerSecond: number,
 *   p95Ms: number,
 *   p95Source: string,
 *   p50Ms: number,
 *   p97_5Ms: number,
 *   p99Ms: number,
 *   responses: number,
 *   non2xx: number,
 *   errors: number,
 *   timeouts: number,
 * }} BackendFigures
 */

/**
 * Nearest-rank percentile.
 * @param {number[]} sorted ascending
 * @param {number} percentile 0-100
 */
export function percentileOf(sorted, percentile) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((percentile / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? Number.NaN;
}

/**
 * Loads `url` with autocannon (stopped with everything else on Ctrl+C); answers its result and the
 * latency of every response, sorted. `setupClient` listens to each connection (measure-server.mjs).
 * @param {string} url
 * @param {number} connections
 * @param {number} durationS
 * @param {Record<string, string>} headers
 * @param {import('autocannon').Options['setupClient']} [setupClient]
 */
export async function load(url, connections, durationS, headers, setupClient) {
  /** @type {number[]} */
  const latencies = [];
  const instance = autocannon({ url, connections, duration: durationS, headers, setupClient });
  const release = onCleanup(() => instance.stop());
  instance.on('response', (_client, _statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
  });
  try {
    const result = await instance;
    return { result, latencies: latencies.sort((a, b) => a - b) };
  } finally {
    release();
  }
}

/**
 * @param {string} origin e.g. http://127.0.0.1:24000
 * @param {string} endpoint
 * @param {{ connections?: number, durationS?: number, headers?: Record<string, string> }} [options]
 * @returns {Promise<BackendFigures>}
 */
export async function measureEndpoint(origin, endpoint, options = {}) {
  const connections = options.connections ?? 50;
  const durationS = options.durationS ?? 10;
  const headers = options.headers ?? {};
  const url = `${origin}${endpoint}`;
  const probe = await fetch(url, { headers });
  if (!probe.ok) throw new Error(`GET ${url} answered ${probe.status}`);
  await probe.arrayBuffer();

  await load(url, connections, 2, headers);
  const { result, latencies } = await load(url, connections, durationS, headers);
  const round = (/** @type {number} */ value) => Math.round(value * 100) / 100;
  return {
    endpoint,
    connections,
    durationS,
    requestsPerSecond: Math.round(result.requests.average),
    p95Ms: round(percentileOf(latencies, 95)),
    p95Source: 'nearest-rank over every response latency (autocannon reports no p95)',
    p50Ms: round(percentileOf(latencies, 50)),
    p97_5Ms: round(percentileOf(latencies, 97.5)),
    p99Ms: round(percentileOf(latencies, 99)),
    responses: latencies.length,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
