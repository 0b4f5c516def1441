import { setRuntimeConfig } from '@storefront/contract';
import type { Product, SavedAddress as Address, Session } from '@storefront/contract';
import { sessionAtom, storefrontStore } from '@storefront/contract';

export const FAKE_API_URL = 'http://api.test/api';

/** An answer of the fake API: a status and a JSON body, or a network failure. */
export type FakeAnswer = { status?: number; body?: unknown } | 'network-error';

/** What the page sent, as the server would have seen it. */
export interface FakeRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Handler = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

/**
 * A fake of the commerce API for component tests: answers by 'METHOD /path' (path under the API
 * root, without the query), so calls made at the same time get the right answers whatever their
 * order. An unrouted call fails the test with a 404 and is listed in `unrouted`.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const unrouted: string[] = [];
  setRuntimeConfig({
    apiUrl: FAKE_API_URL,
    contentUrl: FAKE_API_URL,
    remotes: { shop: 'x', account: 'x', content: 'x', careers: 'x' },
  });
  const fetchMock = jest.fn(async (input: RequestInfo | URL): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input);
    const url = new URL(request.url);
    const text = await request.clone().text();
    let body: unknown = text;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    const sent: FakeRequest = {
      method: request.method,
      path: url.pathname.replace(new URL(FAKE_API_URL).pathname, ''),
      search: url.searchParams,
      headers: request.headers,
      body,
    };
    requests.push(sent);
    const key = `${sent.method} ${sent.path}`;
    const handler = routes[key];
    if (handler === undefined) {
      unrouted.push(key);
      return new Response(JSON.stringify({ message: `No fake for ${key}` }), { status: 404 });
    }
    const answer = typeof handler === 'function' ? await handler(sent) : handler;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    return answer.body === undefined
      ? new Response(null, { status })
      : new Response(JSON.stringify(answer.body), { status, headers: { 'content-type': 'application/json' } });
  });
  globalThis.fetch = fetchMock;
  return {
    fetchMock,
    requests,
    unrouted,
    /** The requests sent to 'METHOD /path'. */
    sentTo(key: string): FakeRequest[] {
      return requests.filter((request) => `${request.method} ${request.path}` === key);
    },
  };
}

export const testSession: Session = {
  token: 'test-token',
  user: { first_name: 'Mwila', last_name: 'Banda', email: 'mwila@example.com' },
};

/**
 * Signs the test customer in (or out, with null) in a test's store, and in the one store the API
 * clients read the bearer token from.
 */
export function setTestSession(store: { set: typeof storefrontStore.set }, session: Session | null = testSession): void {
  store.set(sessionAtom, session);
  storefrontStore.set(sessionAtom, session);
}

let nextMeal = 0;

/** A meal with a fresh uuid; every field can be overridden. */
export function mealFixture(overrides: Partial<Product> = {}): Product {
  nextMeal += 1;
  return {
    id: nextMeal,
    uuid: `00000000-0000-4000-8000-${String(nextMeal).padStart(12, '0')}`,
    name: `Meal ${nextMeal}`,
    description: 'Freshly cooked',
    price: 50,
    preparation_time: 1,
    image: [{ url: `${FAKE_API_URL}/images/meals/meal-${nextMeal}.svg`, name: `meal-${nextMeal}` }],
    category: { name: 'Zambian Classics' },
    vendor: { uuid: 'v-1', name: 'Mama Kitchen', latitude: '-15.4236', longitude: '28.2829' },
    ...overrides,
  };
}

/** A saved address in Lusaka; every field can be overridden. */
export function addressFixture(overrides: Partial<Address> = {}): Address {
  return {
    uuid: 'address-1',
    address: 'Plot 12, Kabulonga Road, Lusaka',
    location: 'Kabulonga',
    latitude: '-15.4105',
    longitude: '28.3392',
    label: 'Home',
    ...overrides,
  };
}
