import { dialCodeOf, normalisePhoneNumber } from '@storefront/api-client/phones';
import { looksLikePhone } from './phone-number';

describe('a phone typed at sign-in (normalisePhoneNumber)', () => {
  it('reads every usual spelling of a Zambian number as its stored E.164 form', () => {
    for (const typed of ['0971234567', '971234567', '260971234567', '+260971234567', '+260 97 123 4567', '097-123-4567']) {
      expect(normalisePhoneNumber(typed)).toBe('+260971234567');
    }
  });

  it('reads a foreign number given with its country code', () => {
    expect(normalisePhoneNumber('+447911123456')).toBe('+447911123456');
    expect(normalisePhoneNumber('447911123456')).toBe('+447911123456');
  });

  it('is null for what is no valid number', () => {
    expect(normalisePhoneNumber('12345678')).toBeNull();
  });
});

describe('looksLikePhone', () => {
  it('takes digits with separators, not e-mails or short codes', () => {
    expect(looksLikePhone('+260 97 123 4567')).toBe(true);
    expect(looksLikePhone('971234567')).toBe(true);
    expect(looksLikePhone('12345')).toBe(false);
    expect(looksLikePhone('mwila@example.zm')).toBe(false);
  });
});

describe('dialCodeOf', () => {
  it('gives the dial code of an E.164 number', () => {
    expect(dialCodeOf('+260971234567')).toBe('+260');
    expect(dialCodeOf('+14165550123')).toBe('+1');
    expect(dialCodeOf('nonsense')).toBeNull();
  });
});
