import { toastAtom } from '@storefront/contract';
import { fakeApi, renderWithProviders, setTestSession } from '@storefront/testing';
import { createStore } from 'jotai';
import { screen, within } from '@testing-library/react';
import { SupportTicketForm } from './support-ticket-form';

const receipt = { status: 201, body: { success: true, message: 'Thank you! Our support team will reply within 24 hours.', data: { uuid: 't-1', reference: 'SUP-1A2B3C4D' } } };

function renderForm({ signedIn = false } = {}) {
  const store = createStore();
  setTestSession(store, signedIn ? undefined : null);
  const rendered = renderWithProviders(<SupportTicketForm />, { store });
  const fields = {
    name: () => screen.getByRole('textbox', { name: 'Full Name' }),
    email: () => screen.getByRole('textbox', { name: 'Email Address' }),
    orderNumber: () => screen.getByRole('textbox', { name: 'Order Number (optional)' }),
    issueType: () => screen.getByRole('combobox', { name: 'Issue Type' }),
    message: () => screen.getByRole('textbox', { name: 'Message' }),
  };
  const fill = async () => {
    await rendered.user.type(fields.name(), 'Mwila Banda');
    await rendered.user.type(fields.email(), 'mwila@example.com');
    await rendered.user.type(fields.orderNumber(), 'ZE-1042');
    await rendered.user.selectOptions(fields.issueType(), 'Delivery Issue');
    await rendered.user.type(fields.message(), 'My order is an hour late.');
  };
  const submit = () => rendered.user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
  return { ...rendered, fields, fill, submit };
}

describe('SupportTicketForm', () => {
  it('is sent as a POST, so nothing typed shows in the address when it is sent before the app is in', () => {
    fakeApi({});
    renderForm();
    expect(screen.getByRole('form', { name: 'Support ticket' })).toHaveAttribute('method', 'post');
  });

  it('has the five fields, the seven issue types and order-issue first', () => {
    fakeApi({});
    const { fields } = renderForm();
    expect(fields.issueType()).toHaveValue('order-issue');
    expect(within(fields.issueType()).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Order Issue',
      'Delivery Issue',
      'Payment Issue',
      'Account Issue',
      'Restaurant Feedback',
      'App/Website Feedback',
      'Other',
    ]);
    expect(fields.message()).toHaveAttribute('rows', '5');
  });

  it('asks for the name, a valid e-mail and the message, and sends nothing', async () => {
    const api = fakeApi({ 'POST /support/tickets': receipt });
    const { fields, submit, user } = renderForm();
    await user.type(fields.email(), 'mwila@example');
    await submit();
    expect(fields.name()).toHaveAccessibleDescription('This field is required');
    expect(fields.email()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(fields.message()).toHaveAccessibleDescription('This field is required');
    expect(fields.orderNumber()).not.toHaveAttribute('aria-invalid');
    expect(fields.name()).toHaveFocus();
    expect(fields.email()).toHaveValue('mwila@example');
    expect(api.requests).toHaveLength(0);
  });

  it('sends the ticket, thanks the customer, and Submit Another Ticket brings back an empty form', async () => {
    const api = fakeApi({ 'POST /support/tickets': receipt });
    const { fields, fill, submit, user } = renderForm();
    await fill();
    await submit();

    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toHaveFocus();
    expect(screen.getByText(/get back to you within 24 hours/)).toBeInTheDocument();
    expect(screen.getByText(/Your reference is/)).toHaveTextContent('Your reference is SUP-1A2B3C4D.');
    expect(screen.queryByRole('form', { name: 'Support ticket' })).not.toBeInTheDocument();
    expect(api.sentTo('POST /support/tickets').map((request) => request.body)).toEqual([
      {
        name: 'Mwila Banda',
        email: 'mwila@example.com',
        orderNumber: 'ZE-1042',
        issueType: 'delivery-issue',
        message: 'My order is an hour late.',
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Submit Another Ticket' }));
    expect(fields.name()).toHaveValue('');
    expect(fields.name()).toHaveFocus();
    expect(fields.email()).toHaveValue('');
    expect(fields.orderNumber()).toHaveValue('');
    expect(fields.issueType()).toHaveValue('order-issue');
    expect(fields.message()).toHaveValue('');
  });

  it('sends no order number when none was given', async () => {
    const api = fakeApi({ 'POST /support/tickets': receipt });
    const { fields, submit, user } = renderForm();
    await user.type(fields.name(), 'Mwila Banda');
    await user.type(fields.email(), 'mwila@example.com');
    await user.type(fields.message(), 'How do I change my address?');
    await submit();
    await screen.findByRole('heading', { name: 'Thank You!' });
    expect(api.sentTo('POST /support/tickets')[0]?.body).toEqual({
      name: 'Mwila Banda',
      email: 'mwila@example.com',
      issueType: 'order-issue',
      message: 'How do I change my address?',
    });
  });

  it('says once, above the button, when the ticket could not be sent and keeps what was typed', async () => {
    fakeApi({ 'POST /support/tickets': 'network-error' });
    const { fields, fill, submit, store } = renderForm();
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit your ticket. Please try again.');
    expect(store.get(toastAtom)).toBeNull();
    expect(fields.name()).toHaveValue('Mwila Banda');
    expect(fields.issueType()).toHaveValue('delivery-issue');
    expect(fields.message()).toHaveValue('My order is an hour late.');
    expect(screen.getByRole('button', { name: 'Submit Ticket' })).toBeEnabled();
  });

  it("fills a signed-in customer's name and e-mail, and fills them again for another ticket", async () => {
    fakeApi({ 'POST /support/tickets': receipt });
    const { fields, submit, user } = renderForm({ signedIn: true });
    expect(fields.name()).toHaveValue('Mwila Banda');
    expect(fields.email()).toHaveValue('mwila@example.com');
    await user.type(fields.message(), 'My order is an hour late.');
    await submit();
    await user.click(await screen.findByRole('button', { name: 'Submit Another Ticket' }));
    expect(fields.name()).toHaveValue('Mwila Banda');
    expect(fields.email()).toHaveValue('mwila@example.com');
    expect(fields.message()).toHaveValue('');
    setTestSession(createStore(), null);
  });
});
