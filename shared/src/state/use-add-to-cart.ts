import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { Product } from '../schemas/catalog';
import { addToCartAtom, showToastAtom } from './store';

/** Adding a meal anywhere: into the cart (which opens the drawer) with the spec's message. */
export function useAddToCart(): (meal: Product) => void {
  const add = useSetAtom(addToCartAtom);
  const toast = useSetAtom(showToastAtom);
  return useCallback(
    (meal: Product) => {
      add(meal);
      toast(`Added ${meal.name} to cart`, 'success');
    },
    [add, toast],
  );
}
