import {
  SESSION_COOKIE_NAME,
  SESSION_LIFETIME_SECONDS,
  expiredSessionCookieAttributes,
  sessionCookieAttributes,
} from './session-cookie';

describe('the session cookie', () => {
  it('is named session and lasts thirty days', () => {
    expect(SESSION_COOKIE_NAME).toBe('session');
    expect(SESSION_LIFETIME_SECONDS).toBe(30 * 24 * 60 * 60);
  });

  it('is HttpOnly, SameSite=Lax, on the whole site, and Secure only over https', () => {
    expect(sessionCookieAttributes(true)).toEqual({ httpOnly: true, sameSite: 'lax', path: '/', secure: true, maxAge: SESSION_LIFETIME_SECONDS });
    expect(sessionCookieAttributes(false)).toMatchObject({ secure: false });
  });

  it('is cleared by the same cookie already expired', () => {
    expect(expiredSessionCookieAttributes(true)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: true,
      maxAge: 0,
      expires: new Date(0),
    });
  });
});
