import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { Product } from '../boundary/meal';
import { addToCartAtom, showToastAtom } from './store';

export function addedToCartMessage(meal: Pick<Product, 'name'>): string {
  return `Added ${meal.name} to cart`;
}

/**
 * Adding a meal anywhere: into the cart (which opens the drawer) with the message 'Added {name} to cart'; a meal of
 * another kitchen waits for the customer's answer instead (the cart drawer asks).
 */
export function useAddToCart(): (meal: Product) => void {
  const add = useSetAtom(addToCartAtom);
  const toast = useSetAtom(showToastAtom);
  return useCallback(
    (meal: Product) => {
      if (add(meal)) toast(addedToCartMessage(meal), 'success');
    },
    [add, toast],
  );
}
