import { isHttpUrl, openPaymentLink } from './open-payment-link';

afterEach(() => jest.restoreAllMocks());

describe('openPaymentLink', () => {
  it('opens an http(s) link in a new tab without a way back to this one', () => {
    const tab = { opener: window } as unknown as Window;
    const open = jest.spyOn(window, 'open').mockReturnValue(tab);
    expect(openPaymentLink('https://pay.test/checkout/1')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://pay.test/checkout/1', '_blank');
    expect(tab.opener).toBeNull();
  });

  it('refuses anything but http(s)', () => {
    const open = jest.spyOn(window, 'open');
    expect(openPaymentLink('javascript:alert(1)')).toBe(false);
    expect(openPaymentLink('data:text/html,hi')).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(isHttpUrl('not a url')).toBe(false);
  });
});
