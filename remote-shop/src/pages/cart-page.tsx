import { useActionData, useLoaderData } from 'react-router-dom';
import type { CartActionData } from '../features/cart/api/cart-action';
import type { CartReads } from '../features/cart/api/cart-reads';
import { CartContents } from '../features/cart/components/cart-contents';
import { CartPageFrame } from '../features/cart/components/cart-page-frame';
import { KitchenSwitchQuestion } from '../features/cart/components/kitchen-switch-question';

/**
 * /cart, with what its loader read (readCart) beside the lines the store holds, and what its
 * action answered to a form sent without scripts that it did not send elsewhere.
 */
export default function CartPage() {
  const reads = useLoaderData() as CartReads;
  const answer = useActionData() as CartActionData | undefined;
  return (
    <CartPageFrame>
      {answer && 'kitchenSwitch' in answer ? <KitchenSwitchQuestion {...answer.kitchenSwitch} /> : null}
      <CartContents addMoreLabel="Add More Items" reads={reads} checkoutRefusal={answer && 'checkoutError' in answer ? answer : undefined} />
    </CartPageFrame>
  );
}
