import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import type { Product } from '../schemas/catalog';
import { cartCountAtom, cartOpenAtom, toastAtom } from './store';
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
