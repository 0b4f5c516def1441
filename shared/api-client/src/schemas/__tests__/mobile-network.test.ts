import { mobileNetworkOf, zambianMobileNumber } from '../mobile-network';

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
