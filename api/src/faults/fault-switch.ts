import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const faultModes = ['off', 'down', 'slow', 'malformed'] as const;
export type FaultMode = (typeof faultModes)[number];

export interface FaultState {
  mode: FaultMode;
  /** How long `slow` holds each answer back. */
  delayMs: number;
  /** Only these API paths and those under them fail (`/api/careers`: one service of several); all when empty. */
  paths: string[];
}

export const DEFAULT_FAULT_DELAY_MS = 3000;

/** A body that starts like every answer of this API and never ends: no JSON parser accepts it. */
export const MALFORMED_BODY = '{"data": [';

export const FAULT_DOWN_MESSAGE = 'The service is unavailable right now.';

/** Never affected, so a test can still check that the process is up and switch the fault off. */
const unaffectedPaths = new Set(['/api/health', '/api/sandbox/faults']);

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

function affects(request: FastifyRequest, paths: readonly string[]): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (!isUnder(path, '/api') || unaffectedPaths.has(path)) return false;
  return paths.length === 0 || paths.some((prefix) => isUnder(path, prefix));
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^application\/([\w.+-]+\+)?json\b/i.test(contentType);
}

/**
 * The switch of FAULT_INJECTION=on: makes every /api answer but the health check and the switch
 * itself (or only those under the paths given) fail in one way, so end-to-end tests can see how the storefront copes with a backend that
 * is down, slow or answers garbage, without stopping the process. Hooks on the root instance, so
 * unknown /api paths (the not-found answer) fail the same way.
 */
export function installFaultSwitch(app: FastifyInstance): FaultState {
  const state: FaultState = { mode: 'off', delayMs: DEFAULT_FAULT_DELAY_MS, paths: [] };

  app.addHook('onRequest', async (request, reply) => {
    if (state.mode === 'off' || !affects(request, state.paths)) return;
    if (state.mode === 'down') return reply.code(503).send({ success: false, message: FAULT_DOWN_MESSAGE });
    if (state.mode === 'slow') await sleep(state.delayMs);
    // A 304 would reach the client as its cached, valid copy: make every answer a full one.
    if (state.mode === 'malformed') {
      delete request.headers['if-none-match'];
      delete request.headers['if-modified-since'];
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (state.mode !== 'malformed' || !affects(request, state.paths) || !isJson(reply.getHeader('content-type'))) return payload;
    void reply.code(200).removeHeader('content-encoding').removeHeader('content-length').removeHeader('etag');
    return MALFORMED_BODY;
  });

  return state;
}
