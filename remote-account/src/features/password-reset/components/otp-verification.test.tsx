import { toastAtom } from '@storefront/contract';
import { fakeApi, renderWithProviders } from '@storefront/testing';
import { screen, waitFor } from '@testing-library/react';
import { OtpVerification, type OtpVerificationProps } from './otp-verification';

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const boxValues = () => [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('');

function renderScreen(props: Partial<OtpVerificationProps> = {}) {
  const onReset = jest.fn();
  const rendered = renderWithProviders(<OtpVerification email="mwila@example.com" onReset={onReset} {...props} />);
  const verify = () => rendered.user.click(screen.getByRole('button', { name: 'Verify OTP' }));
  return { ...rendered, onReset, verify };
}

describe('the OTP boxes', () => {
  it('has six labelled boxes in a group', () => {
    renderScreen();
    expect(screen.getByRole('group', { name: 'Enter the 6-digit code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ })).toHaveLength(6);
  });

  it('moves the focus on as digits are typed, and ignores other characters', async () => {
    const { user } = renderScreen();
    await user.click(box(1));
    await user.keyboard('1a2');
    expect(boxValues()).toBe('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('3456');
    expect(boxValues()).toBe('123456');
    expect(box(6)).toHaveFocus();
  });

  it('goes back on Backspace, clearing the digit before', async () => {
    const { user } = renderScreen();
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxValues()).toBe('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}{Backspace}');
    expect(boxValues()).toBe('');
    expect(box(1)).toHaveFocus();
  });

  it('fills every box from a pasted code', async () => {
    const { user } = renderScreen();
    await user.click(box(3));
    await user.paste('Your code: 654 321');
    expect(boxValues()).toBe('654321');
    expect(box(6)).toHaveFocus();
  });
});

describe('OtpVerification', () => {
  it('is sent as a POST, so nothing typed shows in the address when it is sent before the app is in, and so is the new password', async () => {
    fakeApi({ 'POST /password/verify-otp': { body: { success: true, data: { reset_token: 'tok-1' } } } });
    const { user, verify } = renderScreen();
    expect(screen.getByRole('button', { name: 'Verify OTP' }).closest('form')).toHaveAttribute('method', 'post');
    await user.click(box(1));
    await user.paste('123456');
    await verify();
    expect(await screen.findByRole('heading', { name: 'Set New Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set New Password' }).closest('form')).toHaveAttribute('method', 'post');
  });

  it("says 'Please enter a valid 6-digit OTP.' for a short code, sending nothing", async () => {
    const api = fakeApi({});
    const { user, verify } = renderScreen();
    await user.click(box(1));
    await user.keyboard('123');
    await verify();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid 6-digit OTP.');
    expect(box(4)).toHaveFocus();
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });

  it("says a well-formed wrong code is wrong or expired (the server's message), keeping the digits", async () => {
    const wrongCode = 'This code is wrong or has expired. Please check it or request a new one.';
    fakeApi({ 'POST /password/verify-otp': { status: 422, body: { success: false, message: wrongCode } } });
    const { user, verify } = renderScreen();
    await user.click(box(1));
    await user.paste('999999');
    await verify();
    expect(await screen.findByRole('alert')).toHaveTextContent(wrongCode);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Please enter a valid 6-digit OTP.');
    expect(boxValues()).toBe('999999');
  });

  it('links to the sandbox mailbox only when the backend named one', () => {
    fakeApi({});
    const { unmount } = renderScreen({ notice: 'Code sent.', mailboxUrl: 'http://api.test/sandbox/mailbox' });
    expect(screen.getByRole('link', { name: 'Open the sandbox mailbox' })).toHaveAttribute('href', 'http://api.test/sandbox/mailbox');
    unmount();
    renderScreen({ notice: 'Code sent.' });
    expect(screen.queryByRole('link', { name: /mailbox/i })).not.toBeInTheDocument();
  });

  it.each([
    ['Lusaka7', 'Use at least 8 characters for your password.'],
    ['qwerty123', 'This password is too common. Please choose another.'],
  ])('refuses the new password %s with its reason, sending nothing', async (password, message) => {
    const api = fakeApi({ 'POST /password/verify-otp': { body: { success: true, data: { reset_token: 'tok-1' } } } });
    const { user, verify } = renderScreen();
    await user.click(box(1));
    await user.paste('123456');
    await verify();
    const field = await screen.findByLabelText('New Password');
    expect(field).toHaveAccessibleDescription('At least 8 characters, and not a common password.');
    await user.type(field, password);
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue(password);
    expect(api.sentTo('POST /password/reset')).toHaveLength(0);
  });

  it('sets the new password after a right code and reports it', async () => {
    const api = fakeApi({
      'POST /password/verify-otp': { body: { success: true, data: { reset_token: 'tok-1' } } },
      'POST /password/reset': { body: { success: true, message: 'Password reset successfully. Please login.' } },
    });
    const { user, verify, onReset, store } = renderScreen();
    await user.click(box(1));
    await user.paste('123456');
    await verify();
    expect(await screen.findByRole('heading', { name: 'Set New Password' })).toHaveFocus();
    expect(api.sentTo('POST /password/verify-otp')[0]?.body).toEqual({ email: 'mwila@example.com', otp: '123456' });
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a new password.');
    await user.type(screen.getByLabelText('New Password'), 'n3w-secret');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    await waitFor(() => expect(onReset).toHaveBeenCalledTimes(1));
    expect(store.get(toastAtom)).toMatchObject({ message: 'Password reset successfully. Please login.', tone: 'success' });
    expect(api.sentTo('POST /password/reset')[0]?.body).toEqual({
      email: 'mwila@example.com',
      reset_token: 'tok-1',
      password: 'n3w-secret',
    });
  });

  it('shows why the new password was not set', async () => {
    fakeApi({
      'POST /password/verify-otp': { body: { success: true, data: { reset_token: 'tok-1' } } },
      'POST /password/reset': { status: 422, body: { success: false, message: 'The reset token has expired.' } },
    });
    const { user, verify, onReset } = renderScreen();
    await user.click(box(1));
    await user.paste('123456');
    await verify();
    await user.type(await screen.findByLabelText('New Password'), 'n3w-secret');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The reset token has expired.');
    expect(onReset).not.toHaveBeenCalled();
  });

  it("resends the code: 'A new code was sent.', with the new mailbox link, and empties the boxes", async () => {
    const api = fakeApi({
      'POST /password/resend-otp': { body: { success: true, data: { mailbox_url: 'http://api.test/sandbox/mailbox?to=2' } } },
    });
    const { user } = renderScreen({ notice: 'Code sent.', mailboxUrl: 'http://api.test/sandbox/mailbox?to=1' });
    expect(screen.getByRole('status')).toHaveTextContent('Code sent.');
    await user.click(box(1));
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('A new code was sent.'));
    expect(screen.getByRole('link', { name: 'Open the sandbox mailbox' })).toHaveAttribute(
      'href',
      'http://api.test/sandbox/mailbox?to=2',
    );
    expect(boxValues()).toBe('');
    expect(box(1)).toHaveFocus();
    expect(api.sentTo('POST /password/resend-otp')[0]?.body).toEqual({ email: 'mwila@example.com' });
  });

  it('sends Resend OTP as a form, which a tap before the app is in posts (the server then says it was not sent)', () => {
    renderScreen({});
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toHaveAttribute('type', 'submit');
    expect(resend.closest('form')).toHaveAttribute('method', 'post');
  });

  it('asks for the identifier when it was not handed over', async () => {
    const api = fakeApi({ 'POST /password/verify-otp': { body: { success: true, data: { reset_token: 'tok-1' } } } });
    const { user, verify } = renderScreen({ email: undefined });
    const identifier = screen.getByLabelText('Phone number or Email');
    await user.type(identifier, 'mwila@');
    await user.click(box(1));
    await user.paste('123456');
    await verify();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid phone number or email address.');
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
    await user.type(identifier, 'example.com');
    await verify();
    expect(await screen.findByRole('heading', { name: 'Set New Password' })).toBeInTheDocument();
    expect(api.sentTo('POST /password/verify-otp')[0]?.body).toEqual({ email: 'mwila@example.com', otp: '123456' });
  });
});
