import { DEFAULT_FAULT_DELAY_MS, FAULT_DOWN_MESSAGE, MALFORMED_BODY } from '../faults/fault-switch';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('without FAULT_INJECTION=on', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('has no fault routes', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const response = await testApp.app.inject({ method, url: '/api/sandbox/faults', payload: method === 'PUT' ? { mode: 'down' } : undefined });
      expect(response.statusCode).toBe(404);
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
  });
});

describe('with FAULT_INJECTION=on', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ faultInjection: true });
  });
  afterEach(async () => {
    await setFault({ mode: 'off' });
  });
  afterAll(() => testApp.close());

  function setFault(payload: object) {
    return testApp.app.inject({ method: 'PUT', url: '/api/sandbox/faults', payload });
  }

  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

  it('starts off and answers the current mode', async () => {
    expect((await get('/api/sandbox/faults')).json()).toEqual({ success: true, mode: 'off', delayMs: DEFAULT_FAULT_DELAY_MS, paths: [] });
    const set = await setFault({ mode: 'slow', delayMs: 10 });
    expect(set.json()).toEqual({ success: true, mode: 'slow', delayMs: 10, paths: [] });
    expect((await get('/api/sandbox/faults')).json()).toEqual({ success: true, mode: 'slow', delayMs: 10, paths: [] });
  });

  it('refuses an unknown mode or delay with the validation error', async () => {
    for (const payload of [
      { mode: 'broken' },
      { mode: 'slow', delayMs: -1 },
      { mode: 'slow', delayMs: 600_000 },
      { mode: 'slow', delayMs: '5' },
      { mode: 'down', paths: ['careers'] },
      {},
    ]) {
      const response = await setFault(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect((await get('/api/sandbox/faults')).json()).toMatchObject({ mode: 'off' });
  });

  it('down: every other /api request answers 503', async () => {
    await setFault({ mode: 'down' });
    for (const url of ['/api/products', '/api/nothing-here', '/api/sandbox/mailbox']) {
      const response = await get(url);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, message: FAULT_DOWN_MESSAGE });
    }
    const login = await testApp.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@b.zm', password: 'x', role: 'customer' } });
    expect(login.statusCode).toBe(503);
    expect((await get('/api/health')).statusCode).toBe(200);
    expect((await get('/api/sandbox/faults')).json()).toMatchObject({ mode: 'down' });
  });

  it('down for some paths: only those and the paths under them answer 503', async () => {
    await setFault({ mode: 'down', paths: ['/api/careers', '/api/components'] });
    for (const url of ['/api/careers', '/api/careers?page=1', '/api/components/faqs/featured']) expect((await get(url)).statusCode).toBe(503);
    for (const url of ['/api/products', '/api/careers-extra']) expect((await get(url)).statusCode).not.toBe(503);
  });

  it('malformed: every other JSON answer is a 200 whose body is not JSON', async () => {
    await setFault({ mode: 'malformed' });
    const fresh = await get('/api/products');
    const etag = String(fresh.headers.etag ?? '');
    for (const [url, headers] of [
      ['/api/products', { 'accept-encoding': 'br, gzip', 'if-none-match': etag }],
      ['/api/app/settings', {}],
      ['/api/orders', {}],
      ['/api/nothing-here', {}],
    ] as const) {
      const response = await get(url, headers);
      expect({ url, status: response.statusCode, type: response.headers['content-type'] }).toEqual({
        url,
        status: 200,
        type: expect.stringMatching(/^application\/json/),
      });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(MALFORMED_BODY);
      expect(() => JSON.parse(response.body) as unknown).toThrow(SyntaxError);
    }
    expect((await get('/api/health')).json()).toEqual({ success: true, status: 'ok' });
    expect((await get('/api/sandbox/faults')).json()).toMatchObject({ mode: 'malformed' });
    // Pages and pictures are not JSON answers: they stay as they are.
    expect((await get('/api/sandbox/mailbox')).body).toContain('<!doctype html>');
    expect((await get('/api/images/meals/nshima-with-kapenta-2.svg')).body).toContain('<svg');
  });

  it('slow: every other /api answer waits delayMs', async () => {
    await setFault({ mode: 'slow', delayMs: 300 });
    const timed = async (url: string): Promise<{ status: number; ms: number }> => {
      const started = performance.now();
      const response = await get(url);
      return { status: response.statusCode, ms: performance.now() - started };
    };
    const slow = await timed('/api/products');
    expect(slow.status).toBe(200);
    expect(slow.ms).toBeGreaterThanOrEqual(290);
    const health = await timed('/api/health');
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(290);
  });

  it('off: answers are normal again', async () => {
    await setFault({ mode: 'down' });
    await setFault({ mode: 'off' });
    const response = await get('/api/products');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
  });
});
