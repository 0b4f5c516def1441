import { fakeApi, renderWithProviders } from '@storefront/testing';
import { screen, waitFor } from '@testing-library/react';
import { ForgotPasswordForm } from './forgot-password-form';

function renderForm() {
  const onSent = jest.fn();
  const rendered = renderWithProviders(<ForgotPasswordForm onSent={onSent} />);
  const field = screen.getByLabelText('Phone number or Email');
  const submit = () => rendered.user.click(screen.getByRole('button', { name: 'Reset Password' }));
  return { ...rendered, onSent, field, submit };
}

describe('ForgotPasswordForm', () => {
  it('is sent as a POST, so nothing typed shows in the address when it is sent before the app is in', () => {
    renderForm();
    expect(screen.getByRole('button', { name: 'Reset Password' }).closest('form')).toHaveAttribute('method', 'post');
  });

  it('has one identifier field and a link back to login', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/auth/login');
  });

  it.each([[''], ['mwila@example'], ['12345']])(
    "says 'Please enter a valid phone number or email address.' for %j, sending nothing",
    async (typed) => {
      const api = fakeApi({});
      const { user, field, submit, onSent } = renderForm();
      if (typed) await user.type(field, typed);
      await submit();
      expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid phone number or email address.');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveValue(typed);
      expect(api.requests).toHaveLength(0);
      expect(onSent).not.toHaveBeenCalled();
    },
  );

  it.each([' 0977123456 ', '977123456', '+260 97 712 3456'])(
    'sends the code for the phone number typed as %j and hands over what the OTP screen needs',
    async (typed) => {
      const api = fakeApi({
        'POST /password/forgot': { body: { success: true, message: 'Check your mailbox.', data: { mailbox_url: 'http://api.test/mailbox' } } },
      });
      const { user, field, submit, onSent } = renderForm();
      await user.type(field, typed);
      await submit();
      await waitFor(() =>
        expect(onSent).toHaveBeenCalledWith({ email: '260977123456', message: 'Check your mailbox.', mailboxUrl: 'http://api.test/mailbox' }),
      );
      expect(api.sentTo('POST /password/forgot')[0]?.body).toEqual({ email: '260977123456' });
    },
  );

  it('shows why the code could not be sent', async () => {
    fakeApi({ 'POST /password/forgot': 'network-error' });
    const { user, field, submit, onSent } = renderForm();
    await user.type(field, 'mwila@example.com');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send the code. Please try again.');
    expect(onSent).not.toHaveBeenCalled();
  });
});
