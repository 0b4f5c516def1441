import { sessionAtom, toastAtom } from '@storefront/contract';
import { fakeApi, renderWithProviders, setTestSession } from '@storefront/testing';
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import ForgotPasswordPage from './forgot-password-page';
import OtpPage from './otp-page';

const mailbox = 'http://api.test/sandbox/mailbox';

function renderAt(route: string, store = createStore()) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<h1>Home</h1>} />
      <Route path="/auth/login" element={<h1>Welcome back</h1>} />
      <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/auth/otp" element={<OtpPage />} />
    </Routes>,
    { route, store },
  );
}

describe('the password reset pages', () => {
  it.each([['/auth/forgot-password'], ['/auth/otp']])('send a signed-in customer home from %s', (route) => {
    const store = createStore();
    setTestSession(store);
    renderAt(route, store);
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('go from the forgot-password form to the OTP screen with the identifier, and on to login', async () => {
    const api = fakeApi({
      'POST /password/forgot': { body: { success: true, message: 'If the account exists, a code was sent.', data: { mailbox_url: mailbox } } },
      'POST /password/verify-otp': { body: { success: true, data: { reset_token: 'tok-1' } } },
      'POST /password/reset': { body: { success: true, message: 'Password reset successfully. Please login.' } },
    });
    const store = createStore();
    setTestSession(store, null);
    const { user } = renderAt('/auth/forgot-password', store);
    await user.type(screen.getByLabelText('Phone number or Email'), 'mwila@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Verify OTP' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code sent for mwila@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('If the account exists, a code was sent.');
    const link = screen.getByRole('link', { name: 'Open the sandbox mailbox' });
    expect(link).toHaveAttribute('href', mailbox);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.queryByLabelText('Phone number or Email')).not.toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await user.type(await screen.findByLabelText('New Password'), 'n3w-secret');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(store.get(toastAtom)).toMatchObject({ message: 'Password reset successfully. Please login.' });
    expect(store.get(sessionAtom)).toBeNull();
    expect(api.sentTo('POST /password/verify-otp')[0]?.body).toEqual({ email: 'mwila@example.com', otp: '123456' });
    expect(api.sentTo('POST /password/reset')[0]?.body).toMatchObject({ email: 'mwila@example.com', reset_token: 'tok-1' });
  });

  it('asks for the identifier on /auth/otp opened on its own', () => {
    const store = createStore();
    setTestSession(store, null);
    renderAt('/auth/otp', store);
    expect(screen.getByRole('heading', { level: 1, name: 'Verify OTP' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number or Email')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the sandbox mailbox' })).not.toBeInTheDocument();
  });
});
