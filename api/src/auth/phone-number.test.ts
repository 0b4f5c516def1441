import { candidateNationalNumbers, looksLikePhone, nationalNumber, phoneLoginForms, phoneMatches } from './phone-number';

describe('nationalNumber', () => {
  it('drops the trunk zero and a dial code the phone was stored with', () => {
    expect(nationalNumber('+260', '0971234567')).toBe('971234567');
    expect(nationalNumber('+260', '971234567')).toBe('971234567');
    expect(nationalNumber('+260', '260971234567')).toBe('971234567');
    expect(nationalNumber('+260', '+260 97 123 4567')).toBe('971234567');
    expect(nationalNumber(null, '0971234567')).toBe('971234567');
  });
});

describe('phoneMatches', () => {
  const typedForms = ['0971234567', '971234567', '260971234567', '+260971234567', '+260 97-123-4567'];

  it.each(['0971234567', '971234567', '260971234567'])('accepts every usual form for a phone stored as %s', (stored) => {
    for (const typed of typedForms) expect(phoneMatches(typed, '+260', stored)).toBe(true);
  });

  it('refuses other numbers and other country codes', () => {
    expect(phoneMatches('0971234568', '+260', '0971234567')).toBe(false);
    expect(phoneMatches('+44971234567', '+260', '0971234567')).toBe(false);
    expect(phoneMatches('1234567', '+260', '0971234567')).toBe(false);
    expect(phoneMatches('', '+260', '0971234567')).toBe(false);
  });

  it('knows the forms of a phone kept without a dial code', () => {
    expect(phoneLoginForms(null, '0971234567')).toEqual(['0971234567', '971234567']);
  });
});

describe('candidateNationalNumbers', () => {
  it('finds the national number inside every typed form', () => {
    for (const typed of ['0971234567', '971234567', '260971234567', '+260971234567']) {
      expect(candidateNationalNumbers(typed)).toContain('971234567');
    }
  });

  it('does not guess a dial code in front of a trunk zero', () => {
    expect(candidateNationalNumbers('0971234567')).toEqual(['971234567']);
  });
});

describe('looksLikePhone', () => {
  it('tells phones from e-mails and short numbers', () => {
    expect(looksLikePhone('+260 971 234 567')).toBe(true);
    expect(looksLikePhone('0971234567')).toBe(true);
    expect(looksLikePhone('mwila@example.zm')).toBe(false);
    expect(looksLikePhone('12345')).toBe(false);
  });
});
