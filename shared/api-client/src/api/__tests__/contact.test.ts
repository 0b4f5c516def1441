/** @jest-environment node */
import '../../test-support/memory-local-storage';
import { CONTENT_URL, signIn, stubFetch, useTestRuntime } from '@storefront/testing';
import { getContactInfo, submitContact } from '../contact';

beforeEach(() => {
  useTestRuntime();
  signIn();
});

const message = { name: 'Mwila', email: 'mwila@example.com', subject: 'Catering', message: 'Do you cater weddings?' };

describe('submitContact', () => {
  it('posts the message to {content}/contact/submit without authentication', async () => {
    const stub = stubFetch({ body: { success: true, message: 'Thanks' } });
    await expect(submitContact(message)).resolves.toEqual({ success: true, message: 'Thanks' });
    const request = stub.only();
    expect(request.method).toBe('POST');
    expect(request.url.href).toBe(`${CONTENT_URL}/contact/submit`);
    expect(request.body).toEqual(message);
    expect(request.headers.get('authorization')).toBeNull();
  });

  it('passes the server message of a failure', async () => {
    stubFetch({ status: 422, body: { success: false, message: 'The email is invalid.' } });
    await expect(submitContact(message)).rejects.toMatchObject({ kind: 'http', serverMessage: 'The email is invalid.' });
  });

  it('rejects an answer without a success flag', async () => {
    stubFetch({ body: { sent: true } });
    await expect(submitContact(message)).rejects.toMatchObject({ kind: 'parse' });
  });
});

describe('getContactInfo', () => {
  it('reads data of GET {content}/contact/info, decoding social links sent as a JSON string', async () => {
    const stub = stubFetch({
      body: {
        success: true,
        data: {
          company_email: 'hello@storefront.test',
          company_phone: '+260977000000',
          company_address: 'Cairo Road, Lusaka',
          company_social_media: '{"facebook":"https://facebook.com/storefront","x":""}',
        },
      },
    });
    await expect(getContactInfo()).resolves.toEqual({
      company_email: 'hello@storefront.test',
      company_phone: '+260977000000',
      company_address: 'Cairo Road, Lusaka',
      company_social_media: { facebook: 'https://facebook.com/storefront' },
    });
    expect(stub.only()).toMatchObject({ method: 'GET', url: new URL(`${CONTENT_URL}/contact/info`) });
  });

  it('accepts social links as an object', async () => {
    stubFetch({ body: { success: true, data: { company_social_media: { instagram: 'https://instagram.com/s' } } } });
    await expect(getContactInfo()).resolves.toMatchObject({ company_social_media: { instagram: 'https://instagram.com/s' } });
  });

  it('rejects an answer without data', async () => {
    stubFetch({ body: { success: true } });
    await expect(getContactInfo()).rejects.toMatchObject({ kind: 'parse' });
  });
});
