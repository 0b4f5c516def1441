import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEFAULT_FAULT_DELAY_MS, faultModes, type FaultState } from '../faults/fault-switch';
import { parsePayload } from '../http/parse-input';

const faultPayloadSchema = z.object({
  mode: z.enum(faultModes),
  delayMs: z.number().int().min(0).max(60_000).optional(),
  paths: z.array(z.string().regex(/^\/api\/[\w/-]+$/)).max(20).optional(),
});

function answer(state: FaultState) {
  return { success: true, mode: state.mode, delayMs: state.delayMs, paths: state.paths };
}

/**
 * The fault switch's routes (only with FAULT_INJECTION=on, see faults/fault-switch): read the
 * current fault, or set one. A mode without delayMs slows answers by the default delay; one without
 * paths applies to the whole API.
 */
export function registerSandboxFaultRoutes(app: FastifyInstance, state: FaultState): void {
  app.get('/sandbox/faults', async () => answer(state));

  app.put('/sandbox/faults', async (request) => {
    const { mode, delayMs, paths } = parsePayload(faultPayloadSchema, request.body);
    state.mode = mode;
    state.delayMs = delayMs ?? DEFAULT_FAULT_DELAY_MS;
    state.paths = paths ?? [];
    return answer(state);
  });
}
