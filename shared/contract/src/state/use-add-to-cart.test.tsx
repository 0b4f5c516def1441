import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import type { Product } from '../boundary/meal';
import { answerKitchenSwitchAtom, cartCountAtom, cartLinesAtom, cartOpenAtom, kitchenSwitchAtom, toastAtom } from './store';
import { useAddToCart } from './use-add-to-cart';

const meal: Product = {
  id: 2,
  uuid: 'meal-2',
  name: 'Chikanda',
  description: null,
  price: 60,
  preparation_time: 1,
  image: [],
  category: null,
  vendor: { uuid: 'v', name: 'Vendor' },
};

it("puts the meal in the cart, opens the drawer and says 'Added {name} to cart'", () => {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useAddToCart(), { wrapper });
  act(() => result.current(meal));
  expect(store.get(cartCountAtom)).toBe(1);
  expect(store.get(cartOpenAtom)).toBe(true);
  expect(store.get(toastAtom)).toMatchObject({ message: 'Added Chikanda to cart', tone: 'success' });
});

describe('a meal of another kitchen', () => {
  const otherKitchensMeal: Product = { ...meal, uuid: 'meal-9', name: 'Kapenta', vendor: { uuid: 'v2', name: 'Livingstone Grill' } };

  function withMealInCart() {
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    act(() => result.current(meal));
    act(() => store.set(toastAtom, null));
    act(() => result.current(otherKitchensMeal));
    return store;
  }

  it('is not mixed into the cart: it waits for the customer to choose, with the drawer open', () => {
    const store = withMealInCart();
    expect(store.get(cartLinesAtom).map((line) => line.name)).toEqual(['Chikanda']);
    expect(store.get(kitchenSwitchAtom)?.name).toBe('Kapenta');
    expect(store.get(cartOpenAtom)).toBe(true);
    expect(store.get(toastAtom)).toBeNull();
  });

  it('starts a new cart holding only it when the customer says so', () => {
    const store = withMealInCart();
    act(() => {
      store.set(answerKitchenSwitchAtom, true);
    });
    expect(store.get(cartLinesAtom).map((line) => [line.name, line.quantity])).toEqual([['Kapenta', 1]]);
    expect(store.get(kitchenSwitchAtom)).toBeNull();
  });

  it('leaves the cart as it was when the customer keeps it', () => {
    const store = withMealInCart();
    act(() => {
      store.set(answerKitchenSwitchAtom, false);
    });
    expect(store.get(cartLinesAtom).map((line) => line.name)).toEqual(['Chikanda']);
    expect(store.get(kitchenSwitchAtom)).toBeNull();
    expect(store.get(cartOpenAtom)).toBe(false);
  });
});
