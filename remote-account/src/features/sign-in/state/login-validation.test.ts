import { ALL_FIELDS_REQUIRED_MESSAGE, INVALID_IDENTIFIER_MESSAGE } from '@storefront/api-client';
import { checkLoginForm } from './login-validation';

describe('the login rules', () => {
  it('accepts an e-mail address or a 10-15 digit phone number', () => {
    expect(checkLoginForm({ email: ' mwila@example.com ', password: 'x' })).toEqual({
      ok: true,
      values: { email: 'mwila@example.com', password: 'x' },
    });
    expect(checkLoginForm({ email: '0977123456', password: 'x' })).toMatchObject({ ok: true });
  });

  it.each([
    [{ email: '', password: 'x' }, ['email']],
    [{ email: 'mwila@example.com', password: '' }, ['password']],
    [{ email: '', password: '' }, ['email', 'password']],
    [{ email: 'not-valid', password: '' }, ['email', 'password']],
  ])('requires both fields: %o', (values, fields) => {
    expect(checkLoginForm(values)).toEqual({ ok: false, message: ALL_FIELDS_REQUIRED_MESSAGE, fields });
  });

  it.each(['971234567', '0971234567', '+260971234567', '260 97 123 4567', '097-123-4567'])(
    'accepts the Zambian number typed as %j and reads it as 260971234567',
    (email) => {
      expect(checkLoginForm({ email, password: 'x' })).toEqual({ ok: true, values: { email: '260971234567', password: 'x' } });
    },
  );

  it.each(['mwila', 'mwila@example', '097712', '0977-12', '1234567890123456'])('refuses %s as an identifier', (email) => {
    expect(checkLoginForm({ email, password: 'x' })).toEqual({ ok: false, message: INVALID_IDENTIFIER_MESSAGE, fields: ['email'] });
  });
});
