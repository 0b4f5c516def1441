import { mobileNetworkOf } from './mobile-network';

describe('mobileNetworkOf', () => {
  it('tells the network from a Zambian number', () => {
    expect(mobileNetworkOf('+260961234567')).toBe('MTN');
    expect(mobileNetworkOf('+260761234567')).toBe('MTN');
    expect(mobileNetworkOf('+260971234567')).toBe('AIRTEL');
    expect(mobileNetworkOf('+260771234567')).toBe('AIRTEL');
    expect(mobileNetworkOf('+260951234567')).toBe('ZAMTEL');
    expect(mobileNetworkOf('+260751234567')).toBe('ZAMTEL');
  });

  it('knows none for a landline, another country or a number that is not E.164', () => {
    expect(mobileNetworkOf('+260211234567')).toBeNull();
    expect(mobileNetworkOf('+254712345678')).toBeNull();
    expect(mobileNetworkOf('0971234567')).toBeNull();
  });
});
