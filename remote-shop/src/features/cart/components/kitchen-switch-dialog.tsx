import {
  addedToCartMessage,
  answerKitchenSwitchAtom,
  cartKitchen,
  cartLinesAtom,
  kitchenSwitchAtom,
  showToastAtom,
  type Product,
} from '@storefront/contract';
import { FormActions, ModalDialog, PrimaryButton, SecondaryButton } from '@storefront/ui';
import { useAtomValue, useSetAtom } from 'jotai';

export const START_NEW_CART_TITLE = 'Start a new cart?';

/** Why the question is asked: the cart's kitchen and the meal of another. */
export function KitchenSwitchText({ kitchen, meal }: { kitchen: string | undefined; meal: Product }) {
  return (
    <p>
      Your cart has meals from {kitchen ?? 'another kitchen'}. An order comes from one kitchen, so adding {meal.name} from {meal.vendor.name}{' '}
      starts a new cart and removes what is in yours.
    </p>
  );
}

/**
 * Asked when a meal of another kitchen is added: one order is cooked and sent by one kitchen, so
 * the customer either starts a new cart with that meal or keeps the cart they have.
 */
export function KitchenSwitchDialog() {
  const meal = useAtomValue(kitchenSwitchAtom);
  const kitchen = cartKitchen(useAtomValue(cartLinesAtom));
  const answer = useSetAtom(answerKitchenSwitchAtom);
  const toast = useSetAtom(showToastAtom);
  if (!meal) return null;

  const startNewCart = () => {
    const added = answer(true);
    if (added) toast(addedToCartMessage(added), 'success');
  };
  return (
    <ModalDialog title={START_NEW_CART_TITLE} onClose={() => answer(false)}>
      <KitchenSwitchText kitchen={kitchen?.name} meal={meal} />
      <FormActions>
        <SecondaryButton type="button" onClick={() => answer(false)}>
          Keep my cart
        </SecondaryButton>
        <PrimaryButton type="button" onClick={startNewCart}>
          Start new cart
        </PrimaryButton>
      </FormActions>
    </ModalDialog>
  );
}
