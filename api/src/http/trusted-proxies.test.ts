import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { trustedProxies } from './trusted-proxies';

const perMinute = 2;

/** A support ticket (a rate-limited public form) from `peer`, saying it forwards for `client`. */
function postFrom(testApp: TestApp, peer: string, client: string) {
  const options: InjectOptions = {
    method: 'POST',
    url: '/api/support/tickets',
    remoteAddress: peer,
    headers: { 'x-forwarded-for': client },
    payload: {},
  };
  return testApp.app.inject(options);
}

async function statuses(testApp: TestApp, peer: string, clients: readonly string[]): Promise<number[]> {
  const answers: number[] = [];
  for (const client of clients) answers.push((await postFrom(testApp, peer, client)).statusCode);
  return answers;
}

describe('a proxy trusted by its host name (compose: the host service)', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp({ rateLimitPerMinute: perMinute, trustedProxies: ['localhost'] });
  });
  afterEach(() => testApp.close());

  it('is believed at the address its name resolves to', async () => {
    // Three browsers behind the proxy: each is its own client, none is limited.
    expect(await statuses(testApp, '127.0.0.1', ['192.0.2.1', '192.0.2.2', '192.0.2.3'])).toEqual([422, 422, 422]);
  });

  it("is the only one believed: another address of the network (a published port's gateway) is not", async () => {
    // Forged addresses from the gateway all count as the gateway itself.
    expect(await statuses(testApp, '172.18.0.1', ['192.0.2.1', '192.0.2.2', '192.0.2.3'])).toEqual([422, 422, 429]);
  });
});

describe('trustedProxies', () => {
  it('trusts addresses and ranges as given, names at what they resolve to, and an unknown name nowhere', async () => {
    const proxies = trustedProxies(['10.0.0.0/8', '::1', 'localhost', 'no-such-proxy.invalid']);
    expect(proxies.names).toEqual(['localhost', 'no-such-proxy.invalid']);
    expect(proxies.trust('10.1.2.3', 0)).toBe(true);
    expect(proxies.trust('::1', 0)).toBe(true);
    expect(proxies.trust('127.0.0.1', 0)).toBe(false);
    await proxies.refresh();
    expect(proxies.trust('127.0.0.1', 0)).toBe(true);
    expect(proxies.trust('::ffff:127.0.0.1', 0)).toBe(true);
    expect(proxies.trust('172.18.0.1', 0)).toBe(false);
  });

  it('keeps the range names of proxy-addr', () => {
    const proxies = trustedProxies(['loopback']);
    expect(proxies.names).toEqual([]);
    expect(proxies.trust('127.0.0.1', 0)).toBe(true);
  });
});
