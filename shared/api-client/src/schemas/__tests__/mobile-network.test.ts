import { localMobileNumber, mobileNetworkOf, zambianMobileNumber } from '../mobile-network';

describe('mobileNetworkOf', () => {
  it('tells the network from a Zambian number', () => {
    expect(mobileNetworkOf('+260961234567')).toBe('MTN');
    expect(mobileNetworkOf('+260761234567')).toBe('MTN');
    expect(mobileNetworkOf('+260971234567')).toBe('AIRTEL');
    expect(mobileNetworkOf('+260771234567')).toBe('AIRTEL');
    expect(mobileNetworkOf('+260951234567')).toBe('ZAMTEL');
    expect(mobileNetworkOf('+260751234567')).toBe('ZAMTEL');
  });

  it('knows none for a landline, another country, a number cut short or not a number', () => {
    expect(mobileNetworkOf('+260211234567')).toBeNull();
    expect(mobileNetworkOf('+254712345678')).toBeNull();
    expect(mobileNetworkOf('097123456')).toBeNull();
    expect(mobileNetworkOf('my phone')).toBeNull();
  });
});

describe('zambianMobileNumber', () => {
  it('reads the usual spellings of one number', () => {
    for (const typed of ['097 123 4567', '0971234567', '971234567', '+260 97 123 4567', '260971234567', '(097) 123-4567']) {
      expect(zambianMobileNumber(typed)).toBe('+260971234567');
    }
  });

  it('refuses what is not a Zambian mobile number', () => {
    expect(zambianMobileNumber('0211 234567')).toBeNull();
    expect(zambianMobileNumber('+254712345678')).toBeNull();
    expect(zambianMobileNumber('097 123 456')).toBeNull();
    expect(zambianMobileNumber('097 123 4567 x')).toBeNull();
  });
});

describe('localMobileNumber', () => {
  it('writes a Zambian mobile number as customers write it, from any usual spelling', () => {
    expect(localMobileNumber('+260970053067')).toBe('097 005 3067');
    expect(localMobileNumber('260961234567')).toBe('096 123 4567');
    expect(localMobileNumber('0771234567')).toBe('077 123 4567');
  });

  it('has none for what is not a Zambian mobile number', () => {
    expect(localMobileNumber('+254712345678')).toBeNull();
    expect(localMobileNumber('')).toBeNull();
  });
});
