import { contactInfoResponseSchema, contactSubmitResponseSchema } from '@storefront/api-client/schemas';
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

function storedMessages(): Promise<{ name: string; email: string; subject: string; message: string }[]> {
  return testApp.db.selectFrom('contact_messages').select(['name', 'email', 'subject', 'message']).orderBy('id').execute();
}

describe('POST /api/contact/submit', () => {
  it('stores a valid message and answers the success text, uncached', async () => {
    const before = (await storedMessages()).length;
    const response = await submit({ ...valid, name: '  Mwila Banda ' });
    expect(response.statusCode).toBe(200);
    expect(contactSubmitResponseSchema.parse(response.json())).toEqual({
      success: true,
      message: "Message sent successfully! We'll get back to you soon.",
    });
    expect(response.headers['cache-control']).toBeUndefined();
    expect((await storedMessages()).slice(before)).toEqual([valid]);
  });

  it('stores a message of exactly 2000 characters', async () => {
    const response = await submit({ ...valid, message: 'a'.repeat(2000) });
    expect(response.statusCode).toBe(200);
    expect((await storedMessages()).at(-1)?.message).toHaveLength(2000);
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
    const before = (await storedMessages()).length;
    const response = await submit(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, message });
    expect(await storedMessages()).toHaveLength(before);
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

describe("the company's contact details", () => {
  const details = {
    company_email: 'care@zameats.test',
    company_phone: '+260 977 123 456',
    company_address: 'Stand 9 & 10, Independence Avenue, Ndola',
  };

  /** Every answer that names the company's details, read after they changed. */
  async function answersAfterChange() {
    const other = await createTestApp();
    try {
      await other.db.updateTable('contact_info').set(details).execute();
      const get = async (url: string): Promise<unknown> => (await other.app.inject({ method: 'GET', url })).json();
      return {
        info: await get('/api/contact/info'),
        footer: await get('/api/components/footer-sections/active'),
        privacy: await get('/api/content/privacy'),
        privacyPage: ((await get('/api/pages/privacy')) as { page: unknown }).page,
        settings: await get('/api/settings'),
      };
    } finally {
      await other.close();
    }
  }

  it('are the same in the contact info, the footer, the policies and the settings', async () => {
    const answers = await answersAfterChange();
    expect(answers.info).toMatchObject({ data: details });
    expect(answers.footer).toMatchObject({ contact: { email: details.company_email, phone: details.company_phone } });
    expect(answers.settings).toMatchObject({ settings: { company_email: details.company_email, company_phone: details.company_phone } });
    for (const page of [(answers.privacy as { page: unknown }).page, answers.privacyPage]) {
      expect(page).toMatchObject({ page_data: { contact_email: details.company_email } });
      const texts = JSON.stringify(page);
      expect(texts).toContain('write to care@zameats.test or call +260 977 123 456.');
      // The address is HTML text in the policy, so its ampersand is escaped.
      expect(texts).toContain('Stand 9 &amp; 10, Independence Avenue, Ndola');
      expect(texts).not.toMatch(/\{\{|hello@zameats|211 255 300/);
    }
  });
});
