import { setRuntimeConfig } from '@storefront/contract';
import { sessionAtom, storefrontStore } from '@storefront/contract';

export const API_URL = 'http://api.test/api';
export const CONTENT_URL = 'http://content.test/api';
export const TEST_TOKEN = 'token-123';

/** What a client sent, read back from the Request ky handed to fetch. */
export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  cache: RequestCache;
  body: unknown;
}

export interface StubbedAnswer {
  status?: number;
  body?: unknown;
}

export function jsonResponse({ status = 200, body }: StubbedAnswer): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function readSent(request: Request): Promise<SentRequest> {
  const text = await request.clone().text();
  return {
    method: request.method,
    url: new URL(request.url),
    headers: request.headers,
    cache: request.cache,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
}

/**
 * Points the clients at test hosts and answers every fetch with `answers` in turn (the last one
 * repeats); `sent` holds each request as the server would have seen it.
 */
export function stubFetch(...answers: StubbedAnswer[]) {
  const sent: SentRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL): Promise<Response> => {
    if (!(input instanceof Request)) throw new Error('ky always passes a Request');
    sent.push(await readSent(input));
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)] ?? {};
    return jsonResponse(answer);
  });
  globalThis.fetch = fetchMock;
  return {
    fetchMock,
    sent,
    /** The only request sent; fails the test when there were more or none. */
    only(): SentRequest {
      expect(sent).toHaveLength(1);
      const [request] = sent;
      if (!request) throw new Error('no request was sent');
      return request;
    },
  };
}

export function useTestRuntime(): void {
  setRuntimeConfig({
    apiUrl: API_URL,
    contentUrl: CONTENT_URL,
    remotes: { shop: 'x', account: 'x', content: 'x', careers: 'x' },
  });
}

export function signIn(): void {
  storefrontStore.set(sessionAtom, {
    token: TEST_TOKEN,
    user: { first_name: 'Mwila', last_name: 'Banda', email: 'mwila@example.com' },
  });
}

export function signOut(): void {
  storefrontStore.set(sessionAtom, null);
}
