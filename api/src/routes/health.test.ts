import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestApp, testConfig, type TestApp } from '../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

it('GET /api/health answers ok', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true, status: 'ok' });
});

it('answers unknown routes with a JSON 404', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ success: false });
});

describe('request bodies', () => {
  // No write route exists yet, so the test adds one to reach Fastify's body parsing.
  let echo: FastifyInstance;
  beforeAll(async () => {
    echo = buildApp({ db: testApp.db, config: testConfig });
    echo.post('/api/echo', async (request) => ({ success: true, body: request.body }));
    await echo.ready();
  });
  afterAll(() => echo.close());

  it('answers malformed JSON with a 400', async () => {
    const response = await echo.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('answers an oversized body with a 413', async () => {
    const response = await echo.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(200 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'Request body is too large' });
  });
});
