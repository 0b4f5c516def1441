import { ALL_FIELDS_REQUIRED_MESSAGE, INVALID_IDENTIFIER_MESSAGE } from '@storefront/api-client';
import type { ResolverOptions } from 'react-hook-form';
import { loginFormMessage, loginResolver, type LoginFormValues } from './login-validation';

const options: ResolverOptions<LoginFormValues> = { fields: {}, shouldUseNativeValidation: false };

async function check(values: LoginFormValues) {
  return loginResolver(values, undefined, options);
}

describe('the login rules', () => {
  it('accepts an e-mail address or a 10-15 digit phone number', async () => {
    await expect(check({ email: ' mwila@example.com ', password: 'x' })).resolves.toEqual({
      values: { email: 'mwila@example.com', password: 'x' },
      errors: {},
    });
    await expect(check({ email: '0977123456', password: 'x' })).resolves.toMatchObject({ errors: {} });
  });

  it.each([
    [{ email: '', password: 'x' }],
    [{ email: 'mwila@example.com', password: '' }],
    [{ email: '', password: '' }],
    [{ email: 'not-valid', password: '' }],
  ])('requires both fields: %o', async (values) => {
    expect(loginFormMessage((await check(values)).errors)).toBe(ALL_FIELDS_REQUIRED_MESSAGE);
  });

  it.each(['971234567', '0971234567', '+260971234567', '260 97 123 4567', '097-123-4567'])(
    'accepts the Zambian number typed as %j and reads it as 260971234567',
    async (email) => {
      await expect(check({ email, password: 'x' })).resolves.toEqual({ values: { email: '260971234567', password: 'x' }, errors: {} });
    },
  );

  it.each(['mwila', 'mwila@example', '097712', '0977-12', '1234567890123456'])(
    'refuses %s as an identifier',
    async (email) => {
      expect(loginFormMessage((await check({ email, password: 'x' })).errors)).toBe(INVALID_IDENTIFIER_MESSAGE);
    },
  );
});
