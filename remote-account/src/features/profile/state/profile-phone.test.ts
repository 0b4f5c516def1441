import { isProfilePhoneValid, profileCountry, profileDialCode, profilePhoneForField, sentDialCode } from './profile-phone';

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

describe('sentDialCode', () => {
  it("is the sent country's dial code, else the dial code sent, else +260", () => {
    expect(sentDialCode('GB', '')).toBe('+44');
    expect(sentDialCode('ca', '+260')).toBe('+1');
    expect(sentDialCode('', '+44')).toBe('+44');
    expect(sentDialCode('XX', '')).toBe('+260');
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

describe('profilePhoneForField', () => {
  it('shows a saved number as its country writes it, whatever form it was saved in', () => {
    expect(profilePhoneForField('+260', '260971234567')).toBe('097 1234567');
    expect(profilePhoneForField('+260', '0971234567')).toBe('097 1234567');
    expect(profilePhoneForField('+260', '+260971234567')).toBe('097 1234567');
  });

  it('shows what it cannot read as saved, and nothing for no phone', () => {
    expect(profilePhoneForField('+260', '12')).toBe('12');
    expect(profilePhoneForField(null, null)).toBe('');
  });

  it('keeps a saved Zambian number when its country is saved with it', () => {
    expect(profileCountry('+260', '260971234567')).toBe('ZM');
  });
});

describe('isProfilePhoneValid', () => {
  it.each(['971234567', '0971234567', '+260971234567', '260 97 123 4567', ''])('takes %j with Zambia', (phone) => {
    expect(isProfilePhoneValid(phone, 'ZM')).toBe(true);
  });

  it('refuses a number that is not one of the country', () => {
    expect(isProfilePhoneValid('12345', 'ZM')).toBe(false);
    expect(isProfilePhoneValid('0971234567', 'GB')).toBe(false);
  });
});

