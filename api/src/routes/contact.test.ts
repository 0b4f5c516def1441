import { contactInfoResponseSchema, contactSubmitResponseSchema } from '@storefront/shared/schemas';
import { createTestApp, type TestApp } from '../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const valid = { name: 'Mwila Banda', email: 'mwila@example.com', subject: 'Catering', message: 'Do you cater weddings in Kitwe?' };

function submit(payload: unknown) {
  return testApp.app.inject({ method: 'POST', url: '/api/contact/submit', payload: payload as Record<string, unknown> });
}

function storedMessages(): { name: string; email: string; subject: string; message: string }[] {
  return testApp.db.prepare('SELECT name, email, subject, message FROM contact_messages ORDER BY id').all() as {
    name: string;
    email: string;
    subject: string;
    message: string;
  }[];
}

describe('POST /api/contact/submit', () => {
  it('stores a valid message and answers the success text, uncached', async () => {
    const before = storedMessages().length;
    const response = await submit({ ...valid, name: '  Mwila Banda ' });
    expect(response.statusCode).toBe(200);
    expect(contactSubmitResponseSchema.parse(response.json())).toEqual({
      success: true,
      message: "Message sent successfully! We'll get back to you soon.",
    });
    expect(response.headers['cache-control']).toBeUndefined();
    expect(storedMessages().slice(before)).toEqual([valid]);
  });

  it('stores a message of exactly 2000 characters', async () => {
    const response = await submit({ ...valid, message: 'a'.repeat(2000) });
    expect(response.statusCode).toBe(200);
    expect(storedMessages().at(-1)?.message).toHaveLength(2000);
  });

  it.each([
    [{ ...valid, message: 'a'.repeat(2001) }, 'Message must be at most 2000 characters'],
    [{ ...valid, email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ ...valid, email: undefined }, 'Please enter a valid email address'],
    [{ ...valid, name: '   ' }, 'Please enter your name.'],
    [{ ...valid, subject: undefined }, 'Please enter a subject.'],
    [{ ...valid, message: '' }, 'Please enter your message.'],
    [{ ...valid, name: 'n'.repeat(101) }, 'Name is too long (at most 100 characters).'],
    [{ ...valid, subject: 7 }, 'Please enter a subject.'],
  ])('refuses %j with 422 and stores nothing', async (payload, message) => {
    const before = storedMessages().length;
    const response = await submit(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, message });
    expect(storedMessages()).toHaveLength(before);
  });

  it('refuses a body that is not an object', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact/submit',
      headers: { 'content-type': 'application/json' },
      payload: '"hello"',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('GET /api/contact/info', () => {
  it('answers the company details with the social links as an object', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/contact/info' });
    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    expect(body).toMatchObject({ success: true, data: { company_social_media: { facebook: 'https://www.facebook.com/zameats' } } });
    expect(contactInfoResponseSchema.parse(body).data).toMatchObject({
      company_email: 'hello@zameats.co.zm',
      company_phone: '+260 211 255 300',
      company_address: 'Plot 1234, Cairo Road, Lusaka, Zambia',
    });
  });
});
