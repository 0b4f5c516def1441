import { sendSandboxMail } from '../mail/sandbox-mail';
import { createTestApp, type TestApp } from '../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

function openMailbox(query = '') {
  return testApp.app.inject({ method: 'GET', url: `/api/sandbox/mailbox${query}` });
}

describe('GET /api/sandbox/mailbox', () => {
  it('says it stands in for e-mail, with the security headers of the sandbox pages', async () => {
    const page = await openMailbox();
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('ZamEats Mail — sandbox');
    expect(page.body).toContain('This sandbox stands in for e-mail');
    expect(page.body).toContain('No mail has been sent yet.');
  });

  it('lists the latest 20 mails newest first, with recipient, subject, time and escaped text', async () => {
    for (let index = 1; index <= 22; index += 1) {
      const mail = { recipient: `reader${index % 2}@example.zm`, subject: `Mail ${index}`, text: `Body ${index}`, summary: `Mail ${index}` };
      await sendSandboxMail(testApp.db, mail, new Date(Date.UTC(2024, 4, 1, 12, 0, index)));
    }
    const hostile = { recipient: 'x@example.zm', subject: '<b>Bold</b>', text: '<script>alert("hi")</script>\nline two', summary: 'hostile' };
    await sendSandboxMail(testApp.db, hostile, new Date(Date.UTC(2024, 4, 1, 13)));

    const page = await openMailbox();
    const subjects = [...page.body.matchAll(/<h2>(.*?)<\/h2>/g)].map((match) => match[1]);
    expect(subjects).toHaveLength(20);
    expect(subjects.slice(0, 3)).toEqual(['&lt;b&gt;Bold&lt;/b&gt;', 'Mail 22', 'Mail 21']);
    expect(subjects.at(-1)).toBe('Mail 4');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;\nline two');
    expect(page.body).toContain('To x@example.zm · <time datetime="2024-05-01T13:00:00.000Z">2024-05-01 13:00:00 UTC</time>');
  });

  it('shows only the mails to one recipient, whatever its case', async () => {
    const page = await openMailbox('?to=READER1%40example.zm');
    const subjects = [...page.body.matchAll(/<h2>(.*?)<\/h2>/g)].map((match) => match[1]);
    expect(subjects).toEqual(['Mail 21', 'Mail 19', 'Mail 17', 'Mail 15', 'Mail 13', 'Mail 11', 'Mail 9', 'Mail 7', 'Mail 5', 'Mail 3', 'Mail 1']);
    expect(page.body).toContain('value="READER1@example.zm"');

    const none = await openMailbox('?to=%22%3E%3Cscript%3E');
    expect(none.body).toContain('No mail has been sent to &quot;&gt;&lt;script&gt;.');
    expect(none.body).not.toContain('"><script>');
  });
});

describe('who can open the mailbox', () => {
  const notFound = { success: false, message: 'Route GET /api/sandbox/mailbox not found' };

  it('answers a browser on this machine that asks the api directly', async () => {
    for (const host of ['localhost:4000', '127.0.0.1:4000', '[::1]:4000']) {
      const page = await testApp.app.inject({ method: 'GET', url: '/api/sandbox/mailbox', headers: { host } });
      expect({ host, status: page.statusCode }).toEqual({ host, status: 200 });
    }
  });

  it("does not exist for a request a proxy forwarded, such as the storefront host's /api", async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const value = header === 'forwarded' ? 'for=203.0.113.9' : '203.0.113.9';
      const page = await testApp.app.inject({ method: 'GET', url: '/api/sandbox/mailbox?to=x%40example.zm', headers: { [header]: value } });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual(notFound);
    }
  });

  it('does not exist for another machine, even one claiming to be local', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/sandbox/mailbox', remoteAddress: '172.18.0.5', headers: { host: 'localhost' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Mailbox');
  });

  it("does not exist for a page of another site that renamed itself to this machine's address", async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/sandbox/mailbox', headers: { host: 'rebound.example:4000' } });
    expect(page.statusCode).toBe(404);
  });
});
