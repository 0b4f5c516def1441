import { profileCountry, profileDialCode } from './profile-phone';

describe('profileDialCode', () => {
  it('keeps a dial code and falls back to +260', () => {
    expect(profileDialCode('+44')).toBe('+44');
    expect(profileDialCode(' +1 ')).toBe('+1');
    expect(profileDialCode(null)).toBe('+260');
    expect(profileDialCode(undefined)).toBe('+260');
    expect(profileDialCode('')).toBe('+260');
    expect(profileDialCode('260')).toBe('+260');
  });
});

describe('profileCountry', () => {
  it('is the country of the number when it is recognised', () => {
    expect(profileCountry('+260', '0977123456')).toBe('ZM');
    expect(profileCountry('+1', '4165551234')).toBe('CA');
    expect(profileCountry('+1', '2015550123')).toBe('US');
  });

  it("is the dial code's main country when the number says nothing", () => {
    expect(profileCountry('+1', '')).toBe('US');
    expect(profileCountry('+44', '12')).toBe('GB');
    expect(profileCountry('+7', null)).toBe('RU');
  });

  it('is Zambia without a dial code, or with an unknown one', () => {
    expect(profileCountry(null, null)).toBe('ZM');
    expect(profileCountry(undefined, '0977123456')).toBe('ZM');
    expect(profileCountry('+999', '')).toBe('ZM');
  });
});
