import { ALL_FIELDS_REQUIRED_MESSAGE, INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE } from '@storefront/api-client';
import { PASSWORD_TOO_COMMON_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from '@storefront/api-client/passwords';
import { checkRegistrationForm, type RegistrationFormValues } from './registration-validation';

const valid: RegistrationFormValues = {
  first_name: 'Mwila',
  last_name: 'Banda',
  email: 'mwila@example.com',
  country: 'ZM',
  code: '+260',
  phone: '0977123456',
  password: 'Chipolopolo-2026',
};

async function messageFor(values: Partial<RegistrationFormValues>, checkFormats = true) {
  const result = checkRegistrationForm({ ...valid, ...values }, checkFormats);
  return Promise.resolve(result.ok ? undefined : result.message);
}

describe('the registration rules', () => {
  it('accepts a complete, well-formed form and keeps the values as typed', async () => {
    const values = { ...valid, first_name: ' Mwila ' };
    expect(checkRegistrationForm(values)).toEqual({ ok: true, values });
  });

  it.each([['first_name'], ['last_name'], ['password']] as const)('requires %s', async (field) => {
    await expect(messageFor({ [field]: '' })).resolves.toBe(ALL_FIELDS_REQUIRED_MESSAGE);
  });

  it('treats a name of spaces as missing', async () => {
    await expect(messageFor({ first_name: '   ' })).resolves.toBe(ALL_FIELDS_REQUIRED_MESSAGE);
  });

  it('checks the e-mail and the phone number formats', async () => {
    await expect(messageFor({ email: 'mwila@example' })).resolves.toBe(INVALID_EMAIL_MESSAGE);
    await expect(messageFor({ email: 'mw ila@example.com' })).resolves.toBe(INVALID_EMAIL_MESSAGE);
    await expect(messageFor({ phone: '097712345' })).resolves.toBe(INVALID_PHONE_MESSAGE);
    await expect(messageFor({ phone: '1234567890123456' })).resolves.toBe(INVALID_PHONE_MESSAGE);
    await expect(messageFor({ phone: '1234567890' })).resolves.toBe(INVALID_PHONE_MESSAGE);
    await expect(messageFor({ phone: '' })).resolves.toBe(INVALID_PHONE_MESSAGE);
    await expect(messageFor({ phone: '0977123456', country: 'GB', code: '+44' })).resolves.toBe(INVALID_PHONE_MESSAGE);
  });

  it.each(['971234567', '0971234567', '+260971234567', '260 97 123 4567', '097 123 4567'])(
    'accepts the Zambian number typed as %j',
    async (phone) => {
      await expect(messageFor({ phone })).resolves.toBeUndefined();
    },
  );

  it('accepts a number of the chosen country as that country writes it', async () => {
    await expect(messageFor({ phone: '07400 123456', country: 'GB', code: '+44' })).resolves.toBeUndefined();
  });

  it('wants a password of at least 8 characters that is not among the most common, in the overlay too', async () => {
    for (const checkFormats of [true, false]) {
      await expect(messageFor({ password: 'secret' }, checkFormats)).resolves.toBe(PASSWORD_TOO_SHORT_MESSAGE);
      await expect(messageFor({ password: 'Sunshine' }, checkFormats)).resolves.toBe(PASSWORD_TOO_COMMON_MESSAGE);
      await expect(messageFor({ password: 'kafue r!' }, checkFormats)).resolves.toBeUndefined();
    }
  });

  it('puts a missing field before a wrong format or a weak password, and the e-mail before the phone', async () => {
    await expect(messageFor({ first_name: '', password: 'secret' })).resolves.toBe(ALL_FIELDS_REQUIRED_MESSAGE);
    await expect(messageFor({ email: 'x', password: 'secret' })).resolves.toBe(INVALID_EMAIL_MESSAGE);
    await expect(messageFor({ email: 'x', phone: '1', password: '' })).resolves.toBe(ALL_FIELDS_REQUIRED_MESSAGE);
    await expect(messageFor({ email: 'x', phone: '1' })).resolves.toBe(INVALID_EMAIL_MESSAGE);
  });

  it('leaves the identifier formats to the server when asked not to check them', async () => {
    await expect(messageFor({ email: 'x', phone: '1' }, false)).resolves.toBeUndefined();
    await expect(messageFor({ email: 'x', last_name: '' }, false)).resolves.toBe(ALL_FIELDS_REQUIRED_MESSAGE);
  });

  it('names every field at fault', () => {
    expect(checkRegistrationForm({ ...valid, first_name: '', email: 'x', password: 'secret' })).toEqual({
      ok: false,
      message: ALL_FIELDS_REQUIRED_MESSAGE,
      fields: ['first_name', 'email', 'password'],
    });
  });
});

