import { httpUrl, otpPageState } from './otp-page-state';

describe('otpPageState', () => {
  it('reads the identifier, message and mailbox handed over by the forgot-password page', () => {
    expect(
      otpPageState({ email: 'mwila@example.com', message: 'Code sent.', mailboxUrl: 'http://localhost:4000/sandbox/mailbox' }),
    ).toEqual({ email: 'mwila@example.com', message: 'Code sent.', mailboxUrl: 'http://localhost:4000/sandbox/mailbox' });
  });

  it('drops anything else', () => {
    expect(otpPageState(null)).toEqual({});
    expect(otpPageState('mwila@example.com')).toEqual({});
    expect(otpPageState({ email: 42, message: '  ', mailboxUrl: 'javascript:alert(1)' })).toEqual({
      email: undefined,
      message: undefined,
      mailboxUrl: undefined,
    });
  });
});

describe('httpUrl', () => {
  it('keeps http(s) addresses only', () => {
    expect(httpUrl('https://mail.example.com/inbox')).toBe('https://mail.example.com/inbox');
    expect(httpUrl('data:text/html,hi')).toBeUndefined();
    expect(httpUrl('not a url')).toBeUndefined();
    expect(httpUrl(null)).toBeUndefined();
  });
});
