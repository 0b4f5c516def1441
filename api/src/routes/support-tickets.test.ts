import { receiptResponseSchema } from '@storefront/api-client/schemas';
import { createTestApp, type TestApp } from '../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const ticket = {
  name: 'Chilufya Zulu',
  email: 'chilufya@example.zm',
  orderNumber: 'ORD-1042',
  issueType: 'delivery-issue',
  message: 'My order arrived cold.',
};

function submit(payload: unknown) {
  return testApp.app.inject({ method: 'POST', url: '/api/support/tickets', payload: payload as Record<string, unknown> });
}

async function ticketCount(): Promise<number> {
  const { n } = await testApp.db
    .selectFrom('support_tickets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return n;
}

function storedTicket(uuid: string) {
  return testApp.db.selectFrom('support_tickets').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

describe('POST /api/support/tickets', () => {
  it('keeps a ticket, open, and answers its reference', async () => {
    const response = await submit({ ...ticket, name: ' Chilufya Zulu ' });
    expect(response.statusCode).toBe(201);
    const body = receiptResponseSchema.parse(response.json());
    expect(body.message).toBe('Thank you! Our support team will reply within 24 hours.');
    // The short reference the customer quotes: the start of the ticket's uuid.
    expect(body.data.reference).toBe(`SUP-${body.data.uuid.replace(/-/g, '').slice(0, 8).toUpperCase()}`);
    expect(body.data.reference).toMatch(/^SUP-[0-9A-F]{8}$/);
    expect(await storedTicket(body.data.uuid)).toMatchObject({
      name: 'Chilufya Zulu',
      email: 'chilufya@example.zm',
      order_number: 'ORD-1042',
      issue_type: 'delivery-issue',
      message: 'My order arrived cold.',
      status: 'open',
    });
  });

  it('takes a ticket without an order number', async () => {
    for (const orderNumber of [undefined, '', '  ']) {
      const response = await submit({ ...ticket, orderNumber });
      expect(response.statusCode).toBe(201);
      const { uuid } = receiptResponseSchema.parse(response.json()).data;
      expect(await testApp.db.selectFrom('support_tickets').select('order_number').where('uuid', '=', uuid).executeTakeFirst()).toEqual({
        order_number: null,
      });
    }
  });

  it.each([
    ['no name', { name: '  ' }, 'This field is required'],
    ['a bad e-mail', { email: 'chilufya' }, 'Please enter a valid email address'],
    ['an unknown issue type', { issueType: 'complaint' }, 'This field is required'],
    ['no message', { message: '' }, 'This field is required'],
    ['a long name', { name: 'n'.repeat(101) }, 'Name is too long (at most 100 characters).'],
    ['a long order number', { orderNumber: '1'.repeat(51) }, 'Order number is too long (at most 50 characters).'],
    ['a long message', { message: 'm'.repeat(5001) }, 'Message is too long (at most 5000 characters).'],
  ])('refuses %s with 422 and keeps nothing', async (_case, change, message) => {
    const before = await ticketCount();
    const response = await submit({ ...ticket, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, message });
    expect(await ticketCount()).toBe(before);
  });

  it('refuses a body that is not a ticket', async () => {
    const response = await submit([]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false });
  });
});
