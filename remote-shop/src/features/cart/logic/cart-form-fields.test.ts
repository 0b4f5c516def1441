import { isCartIntent, pageToReturnTo } from './cart-form-fields';

describe("a cart form's fields", () => {
  it('goes back to a page of this site only', () => {
    expect(pageToReturnTo('/menu?category=Drinks')).toBe('/menu?category=Drinks');
    expect(pageToReturnTo('/food/m-1')).toBe('/food/m-1');
    expect(pageToReturnTo('https://elsewhere.example/')).toBe('/cart');
    expect(pageToReturnTo('//elsewhere.example/')).toBe('/cart');
    expect(pageToReturnTo('/\\elsewhere.example')).toBe('/cart');
    expect(pageToReturnTo(null)).toBe('/cart');
  });

  it('knows the intents the cart answers', () => {
    expect(isCartIntent('add')).toBe(true);
    expect(isCartIntent('checkout')).toBe(true);
    expect(isCartIntent('delete-everything')).toBe(false);
  });
});
