import ky, { HTTPError, type KyInstance } from 'ky';
import type { z } from 'zod/mini';
import { apiAccess } from '@storefront/contract';

/** A failed call, with the server's own message when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: 'http' | 'parse' | 'network',
    readonly status?: number,
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function createHttp(prefixUrl: string, withBearer: boolean): KyInstance {
  return ky.create({
    prefixUrl,
    retry: 0,
    timeout: 15000,
    hooks: {
      beforeRequest: withBearer
        ? [
            (request) => {
              const token = apiAccess.bearerToken();
              if (token) request.headers.set('Authorization', `Bearer ${token}`);
            },
          ]
        : [],
      afterResponse: withBearer
        ? [
            (_request, _options, response) => {
              // A refused token means the stored session is no longer valid anywhere.
              if (response.status === 401) apiAccess.tokenRefused();
            },
          ]
        : [],
    },
  });
}

const instances = new Map<string, KyInstance>();

/** One client per base and kind; the base comes from the runtime config, known only at start. */
function httpFor(prefixUrl: string, withBearer: boolean): KyInstance {
  const id = `${withBearer ? 'bearer' : 'public'} ${prefixUrl}`;
  let instance = instances.get(id);
  if (!instance) {
    instance = createHttp(prefixUrl, withBearer);
    instances.set(id, instance);
  }
  return instance;
}

/** The commerce API for calls that need the session: they send its bearer token. */
export const apiHttp = (): KyInstance => httpFor(apiAccess.apiUrl(), true);
/** The commerce API for public reads (products, categories, settings): sent without authentication. */
export const publicApiHttp = (): KyInstance => httpFor(apiAccess.apiUrl(), false);
/** The content service; reads are sent without authentication. */
export const contentHttp = (): KyInstance => httpFor(apiAccess.contentUrl(), false);

async function serverMessageOf(error: HTTPError): Promise<string | undefined> {
  try {
    const body: unknown = await error.response.clone().json();
    if (body && typeof body === 'object') {
      if ('message' in body && typeof body.message === 'string') return body.message;
      // Some calls (the wallet top-up) put the reason under `error` instead.
      if ('error' in body && typeof body.error === 'string') return body.error;
    }
  } catch {
    // A body that is not JSON carries no message for the user.
  }
  return undefined;
}

/** Runs a call and parses its JSON answer with `schema`; every failure becomes an ApiError. */
export async function parsed<S extends z.ZodMiniType>(schema: S, call: () => Promise<Response>): Promise<z.infer<S>> {
  let body: unknown;
  try {
    const response = await call();
    // An empty answer (a 204 to a DELETE) is `undefined`, for schemas that accept no body.
    const text = await response.text();
    body = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch (error) {
    if (error instanceof HTTPError) {
      const serverMessage = await serverMessageOf(error);
      throw new ApiError(`HTTP ${error.response.status}`, 'http', error.response.status, serverMessage);
    }
    if (error instanceof SyntaxError) throw new ApiError('The answer is not JSON', 'parse');
    throw new ApiError(error instanceof Error ? error.message : 'Network error', 'network');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new ApiError(`Unexpected answer: ${result.error.message}`, 'parse');
  return result.data;
}
