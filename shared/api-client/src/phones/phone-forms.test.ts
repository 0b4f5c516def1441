import { accountIdentifier, dialCodeOf, normalisePhoneNumber, phoneForSending, phoneNumberHint } from './phone-number';

describe('normalisePhoneNumber, as the forms use it', () => {
  it.each(['971234567', '0971234567', '+260971234567', '260 97 123 4567', '097-123-4567', ' (097) 123 4567 '])(
    'reads %j with Zambia as +260971234567',
    (typed) => {
      expect(normalisePhoneNumber(typed, 'ZM')).toBe('+260971234567');
    },
  );

  it('reads a number without a country as Zambian', () => {
    expect(normalisePhoneNumber('0961234567')).toBe('+260961234567');
  });

  it('takes the country a leading + names over the one chosen', () => {
    expect(normalisePhoneNumber('+44 7400 123456', 'ZM')).toBe('+447400123456');
  });

  it('reads a number of another country in its own national form', () => {
    expect(normalisePhoneNumber('07400 123456', 'GB')).toBe('+447400123456');
    expect(normalisePhoneNumber('(201) 555-0123', 'us')).toBe('+12015550123');
  });

  it.each([
    ['', 'ZM'],
    ['12345', 'ZM'],
    ['9712345678', 'ZM'],
    ['abc', 'ZM'],
    ['0971234567', 'GB'],
    ['0971234567', 'XX'],
  ])('refuses %j with %s', (typed, country) => {
    expect(normalisePhoneNumber(typed, country)).toBeNull();
  });
});

describe('phoneNumberHint, beside the forms', () => {
  it("shows a mobile number as the country writes it", () => {
    expect(phoneNumberHint('ZM')).toMatch(/^09\d \d{7}$/);
    expect(normalisePhoneNumber(phoneNumberHint('ZM') ?? '', 'ZM')).not.toBeNull();
    expect(phoneNumberHint('GB')).toMatch(/^07\d/);
  });

  it('says nothing for a country it does not know', () => {
    expect(phoneNumberHint('XX')).toBeNull();
  });
});

describe('dialCodeOf', () => {
  it('reads the dial code of an international number', () => {
    expect(dialCodeOf('+260971234567')).toBe('+260');
    expect(dialCodeOf('+447400123456')).toBe('+44');
    expect(dialCodeOf('0971234567')).toBeNull();
  });
});

describe('accountIdentifier', () => {
  it.each(['971234567', '0971234567', '+260971234567', '260 97 123 4567'])('sends the Zambian number typed as %j as 260971234567', (typed) => {
    expect(accountIdentifier(typed)).toBe('260971234567');
  });

  it("keeps an e-mail, and a number of another country typed without its '+', as typed", () => {
    expect(accountIdentifier(' mwila@example.com ')).toBe('mwila@example.com');
    expect(accountIdentifier(' 07400123456 ')).toBe('07400123456');
    expect(accountIdentifier('+44 7400 123456')).toBe('447400123456');
  });
});

describe('phoneForSending', () => {
  it.each(['971234567', '0971234567', '+260971234567', '260 97 123 4567'])('sends %j as 260971234567 with +260', (phone) => {
    expect(phoneForSending(phone, 'ZM', '+260')).toEqual({ code: '+260', phone: '260971234567' });
  });

  it("takes the dial code of a number typed with its '+'", () => {
    expect(phoneForSending('+44 7400 123456', 'ZM', '+260')).toEqual({ code: '+44', phone: '447400123456' });
  });

  it('sends what it cannot read as typed, for the server to judge', () => {
    expect(phoneForSending(' 12 ', 'ZM', '+260')).toEqual({ code: '+260', phone: '12' });
  });

  it("sends the international form without its '+', with the number's dial code", () => {
    expect(phoneForSending('097 123 4567', 'ZM', '+260')).toEqual({ phone: '260971234567', code: '+260' });
    expect(phoneForSending('+44 7400 123456', 'ZM', '+260')).toEqual({ phone: '447400123456', code: '+44' });
  });

  it('keeps an empty field empty', () => {
    expect(phoneForSending(' ', 'ZM', '+260')).toEqual({ phone: '', code: '+260' });
  });
});
