import { formatPhoneNational, normalisePhoneNumber, normalisePhoneNumberForDialCode, phoneNumberHint } from './phone-number';

describe('normalisePhoneNumber', () => {
  it('reads a Zambian number with or without its trunk zero or country code as one E.164 number', () => {
    for (const typed of ['0971234567', '971234567', '+260971234567', '260 97 123 4567', '+260 (97) 123-4567', ' 097 123 4567 ']) {
      expect(normalisePhoneNumber(typed, 'ZM')).toBe('+260971234567');
    }
  });

  it('takes Zambia when no country is given, and the country in any case', () => {
    expect(normalisePhoneNumber('0961234567')).toBe('+260961234567');
    expect(normalisePhoneNumber('0961234567', 'zm')).toBe('+260961234567');
  });

  it('reads a number with + as international whatever the country picked', () => {
    expect(normalisePhoneNumber('+44 7911 123456', 'ZM')).toBe('+447911123456');
    expect(normalisePhoneNumber('07911 123456', 'GB')).toBe('+447911123456');
  });

  it('refuses what is not a valid number of the country', () => {
    for (const typed of ['', '12345', '097123456', '09712345678', 'abc0971234567', '0971234567x', '+', '0000000000']) {
      expect(normalisePhoneNumber(typed, 'ZM')).toBeNull();
    }
  });
});

describe('normalisePhoneNumberForDialCode', () => {
  it('reads the number beside a dial code as the form sends it', () => {
    for (const typed of ['0971234567', '971234567', '+260971234567', '260971234567']) {
      expect(normalisePhoneNumberForDialCode(typed, '+260')).toBe('+260971234567');
    }
    expect(normalisePhoneNumberForDialCode('(416) 555-0123', '+1')).toBe('+14165550123');
  });

  it('refuses a number that is not valid for the dial code', () => {
    expect(normalisePhoneNumberForDialCode('0971234567', '+44')).toBeNull();
    expect(normalisePhoneNumberForDialCode('12', '+260')).toBeNull();
  });
});

describe('phoneNumberHint', () => {
  it('gives an example mobile number as the country writes it', () => {
    expect(phoneNumberHint('ZM')).toMatch(/^09\d \d{7}$/);
    expect(normalisePhoneNumber(phoneNumberHint('ZM') ?? '', 'ZM')).not.toBeNull();
    expect(phoneNumberHint('??')).toBeNull();
  });
});

describe('formatPhoneNational', () => {
  it('shows an E.164 number the way the country writes it', () => {
    expect(formatPhoneNational('+260971234567')).toBe('097 1234567');
    expect(formatPhoneNational('not a number')).toBe('not a number');
  });
});
