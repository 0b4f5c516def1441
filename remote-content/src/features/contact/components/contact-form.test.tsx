import { toastAtom } from '@storefront/contract';
import { fakeApi, renderWithProviders } from '@storefront/testing';
import { screen, waitFor } from '@testing-library/react';
import { ContactForm } from './contact-form';

function renderForm(props: Parameters<typeof ContactForm>[0] = {}) {
  const rendered = renderWithProviders(<ContactForm {...props} />);
  const fields = {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    subject: screen.getByLabelText('Subject'),
    message: screen.getByLabelText('Message'),
  };
  const fill = async (values: Partial<Record<keyof typeof fields, string>>) => {
    for (const [field, value] of Object.entries(values)) {
      if (value) await rendered.user.type(fields[field as keyof typeof fields], value);
    }
  };
  const send = () => rendered.user.click(screen.getByRole('button', { name: 'Send Message' }));
  return { ...rendered, fields, fill, send };
}

const filled = { name: 'Mwila Banda', email: 'mwila@example.com', subject: 'Catering', message: 'Do you cater weddings?' };

describe('ContactForm', () => {
  it('is sent as a POST, so nothing typed shows in the address when it is sent before the app is in', () => {
    fakeApi({});
    renderForm();
    expect(screen.getByRole('form', { name: 'Contact form' })).toHaveAttribute('method', 'post');
  });

  it('requires every field and sends nothing', async () => {
    const api = fakeApi({ 'POST /contact/submit': { body: { success: true } } });
    const { send, fields } = renderForm();
    await send();
    for (const field of [fields.name, fields.subject, fields.message]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining('This field is required'));
    }
    expect(fields.email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(fields.name).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('wants a valid e-mail address and keeps what was typed', async () => {
    const api = fakeApi({ 'POST /contact/submit': { body: { success: true } } });
    const { fill, send, fields } = renderForm();
    await fill({ ...filled, email: 'mwila@example' });
    await send();
    expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    expect(fields.email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(fields.email).toHaveFocus();
    expect(fields.message).toHaveValue(filled.message);
    expect(api.requests).toHaveLength(0);
  });

  it('counts the message characters and takes no more than 2000', async () => {
    fakeApi({});
    const { user, fields } = renderForm();
    expect(screen.getByText('0/2000')).toBeInTheDocument();
    await user.type(fields.message, 'Hello');
    expect(screen.getByText('5/2000')).toBeInTheDocument();
    expect(fields.message).toHaveAccessibleDescription('5/2000');
    await user.clear(fields.message);
    await user.click(fields.message);
    await user.paste('a'.repeat(2001));
    expect(fields.message).toHaveValue('a'.repeat(2000));
    expect(screen.getByText('2000/2000')).toBeInTheDocument();
  });

  it('sends the message, disables Send while sending, thanks the sender once and clears the form', async () => {
    let answer: () => void = () => undefined;
    const api = fakeApi({
      'POST /contact/submit': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { success: true, message: 'Stored' } });
        }),
    });
    const { fill, send, fields, store } = renderForm();
    await fill(filled);
    await send();
    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    answer();

    expect(await screen.findByRole('status')).toHaveTextContent("Thank you for your message! We'll get back to you soon.");
    // The note says it; no toast says it again in other words.
    expect(store.get(toastAtom)).toBeNull();
    expect(api.sentTo('POST /contact/submit').map((request) => request.body)).toEqual([filled]);
    for (const field of Object.values(fields)) expect(field).toHaveValue('');
    expect(screen.getByText('0/2000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("shows the server's reason in an error toast only, keeping what was typed", async () => {
    fakeApi({ 'POST /contact/submit': { status: 422, body: { success: false, message: 'The email field must be a valid email address.' } } });
    const { fill, send, fields, store } = renderForm();
    await fill(filled);
    await send();
    await waitFor(() =>
      expect(store.get(toastAtom)).toMatchObject({ message: 'The email field must be a valid email address.', tone: 'error' }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('The email field must be a valid email address.')).not.toBeInTheDocument();
    expect(fields.name).toHaveValue(filled.name);
    expect(fields.email).toHaveValue(filled.email);
    expect(fields.subject).toHaveValue(filled.subject);
    expect(fields.message).toHaveValue(filled.message);
  });

  it("says 'Failed to send message. Please try again.' when the server gives no reason", async () => {
    fakeApi({ 'POST /contact/submit': 'network-error' });
    const { fill, send, fields, store } = renderForm();
    await fill(filled);
    await send();
    await waitFor(() => expect(store.get(toastAtom)).toMatchObject({ message: 'Failed to send message. Please try again.', tone: 'error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fields.message).toHaveValue(filled.message);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('says the failure text for an answer of success false without a message', async () => {
    fakeApi({ 'POST /contact/submit': { body: { success: false } } });
    const { fill, send, store } = renderForm();
    await fill(filled);
    await send();
    await waitFor(() => expect(store.get(toastAtom)).toMatchObject({ message: 'Failed to send message. Please try again.', tone: 'error' }));
  });

  it('takes away the thank-you note when the next message is sent with a mistake', async () => {
    fakeApi({ 'POST /contact/submit': { body: { success: true } } });
    const { fill, send, fields } = renderForm();
    await fill(filled);
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent("Thank you for your message! We'll get back to you soon.");

    await fill({ ...filled, email: 'mwila@example' });
    await send();
    expect(fields.email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText("Thank you for your message! We'll get back to you soon.")).not.toBeInTheDocument();
  });

  it('thanks the customer when a second try goes through', async () => {
    let attempt = 0;
    fakeApi({
      'POST /contact/submit': () => {
        attempt += 1;
        return Promise.resolve(attempt === 1 ? { status: 500, body: { success: false, message: 'Down for a moment' } } : { body: { success: true } });
      },
    });
    const { fill, send, fields, user, store } = renderForm();
    await fill(filled);
    await send();
    await waitFor(() => expect(store.get(toastAtom)).toMatchObject({ message: 'Down for a moment', tone: 'error' }));

    // A mistake this time: the field's error shows.
    await user.clear(fields.subject);
    await send();
    expect(fields.subject).toHaveAccessibleDescription('This field is required');

    await fill({ subject: 'Catering' });
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent("Thank you for your message! We'll get back to you soon.");
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts with the subject it is given', () => {
    fakeApi({});
    const { fields } = renderForm({ initialSubject: 'Merchant registration' });
    expect(fields.subject).toHaveValue('Merchant registration');
  });
});
