import { cartLabel, isChromeHidden } from '../nav-links';

describe('isChromeHidden', () => {
  it.each(['/auth/login', '/auth/register', '/auth/forgot-password', '/auth/otp', '/auth'])('hides header and footer on %s', (path) => {
    expect(isChromeHidden(path)).toBe(true);
  });

  it.each(['/', '/menu', '/user/dashboard', '/authors'])('keeps them on %s', (path) => {
    expect(isChromeHidden(path)).toBe(false);
  });
});

describe('cartLabel', () => {
  it('names the count with the right plural', () => {
    expect(cartLabel(0)).toBe('Cart, 0 items');
    expect(cartLabel(1)).toBe('Cart, 1 item');
    expect(cartLabel(5)).toBe('Cart, 5 items');
  });
});
