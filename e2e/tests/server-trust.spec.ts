import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setBackendFault } from '../support/backend-faults';
import { E2E_PORT_OFFSET, expect, test } from '../support/stack-fixture';

const hostPort = 3000 + E2E_PORT_OFFSET;
const shopPort = 3001 + E2E_PORT_OFFSET;
const origin = `http://localhost:${hostPort}`;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A GET to the host's server with the Host header a client chose. */
function getWithHost(pathname: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port: hostPort, path: pathname, headers: { host, 'x-forwarded-host': host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** The status line of a request written by hand (what an HTTP client library would refuse to send). */
function statusOfRaw(head: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(hostPort, '127.0.0.1', () => socket.write(`${head}\r\nConnection: close\r\n\r\n`));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

test("the server names the site's own address, whatever Host header a client forges", async () => {
  const menu = await getWithHost('/menu', 'evil.example');
  expect(menu.status).toBe(200);
  expect(menu.body).toContain(`<link rel="canonical" href="${origin}/menu"/>`);
  expect(menu.body).toContain(`<meta property="og:url" content="${origin}/menu"/>`);
  for (const file of ['/sitemap.xml', '/robots.txt']) {
    const answer = await getWithHost(file, 'evil.example');
    expect(answer.status, file).toBe(200);
    expect(answer.body, file).toContain(origin);
  }
  for (const file of ['/menu', '/', '/sitemap.xml', '/robots.txt']) {
    expect((await getWithHost(file, 'evil.example')).body, file).not.toContain('evil.example');
  }
});

test('a malformed request is refused with 400, never a server error', async () => {
  expect(await statusOfRaw('GET /menu HTTP/1.1\r\nHost: a b')).toBe(400);
  expect(await statusOfRaw('GET /menu HTTP/1.1\r\nHost: [::')).toBe(400);
  expect(await statusOfRaw(`GET //evil.example/menu HTTP/1.1\r\nHost: localhost:${hostPort}`)).toBe(400);
});

test('no source map is served, of the host or of a remote, though the build wrote them', async ({ request }) => {
  const hostMaps = readdirSync(path.join(repoRoot, 'host/dist-sourcemaps/browser'));
  const shopMaps = readdirSync(path.join(repoRoot, 'remote-shop/dist-sourcemaps/browser'));
  expect(hostMaps).toContain('main.js.map');
  expect(shopMaps.length).toBeGreaterThan(0);
  expect((await request.get('/main.js.map')).status()).toBe(404);
  for (const map of shopMaps.slice(0, 3)) {
    expect((await request.get(`http://localhost:${shopPort}/${map}`)).status(), map).toBe(404);
  }
  // Nor does a script name one.
  expect(await (await request.get('/main.js')).text()).not.toContain('sourceMappingURL');
});

test('every answer carries the security headers from helmet: pages all of them, files those that matter to a file', async ({ request }) => {
  const page = await request.get('/menu');
  const pageHeaders = page.headers();
  expect(pageHeaders['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(pageHeaders['permissions-policy']).toContain('camera=()');
  expect(pageHeaders['cross-origin-opener-policy']).toBe('same-origin');
  expect(pageHeaders['x-content-type-options']).toBe('nosniff');
  // Opened over plain HTTP (npm start): telling browsers to insist on HTTPS would lock them out.
  expect(pageHeaders['strict-transport-security']).toBeUndefined();
  const script = (await request.get('/main.js')).headers();
  expect(script['x-content-type-options']).toBe('nosniff');
  expect(script['cross-origin-resource-policy']).toBe('same-origin');
  const remoteEntry = (await request.get(`http://localhost:${shopPort}/remoteEntry.js`)).headers();
  expect(remoteEntry['x-content-type-options']).toBe('nosniff');
  expect(remoteEntry['cross-origin-resource-policy']).toBe('cross-origin');
});

test('addresses of nothing answer 404 and still show what the storefront says of them', async ({ request }) => {
  const long = 'x'.repeat(200);
  const pages = [
    { path: '/catering/99', text: 'Catering bundle not found' },
    { path: `/catering/${long}`, text: 'Catering bundle not found' },
    { path: `/food/${long}`, text: 'Page not found' },
    { path: `/blog/${long}`, text: 'Post not found' },
    { path: '/user/orders/not-an-order', text: 'Page not found' },
    { path: `/user/orders/${long}`, text: 'Page not found' },
  ];
  for (const { path: address, text } of pages) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(404);
    expect(await response.text(), address).toContain(text);
  }
  // An order id of the right form: a visitor without a session is sent to sign in first.
  const order = await request.get('/user/orders/3f9a2b7c-1d2e-4f00-9abc-0123456789ab', { maxRedirects: 0 });
  expect(order.status()).toBe(302);
  expect(order.headers().location).toMatch(/^\/auth\/login\?redirectTo=/);
});

test("the about page's fallback gives the product's reason, never the failure's own words", async ({ page, request }) => {
  // The content service answers something that is not JSON.
  await setBackendFault(request, { mode: 'malformed', paths: ['/api/content/about'] });
  try {
    await page.goto('/about');
    await expect(page.getByText('Using fallback content. Error: Failed to load about content')).toBeVisible();
    await expect(page.getByText(/JSON|Internal Server Error|HTTP \d{3}/)).toHaveCount(0);
  } finally {
    await setBackendFault(request, { mode: 'off' });
  }
});
