import {
  clearCartAtom,
  cartLinesAtom,
  cartOpenAtom,
  createOrder,
  initiatePayment,
  isSignedInAtom,
  openPaymentLink,
  sessionAtom,
  showToastAtom,
} from '@storefront/shared';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  checkoutProblem,
  ORDER_COMPLETED,
  ORDER_FAILED,
  ORDER_PLACED_REDIRECTING,
  orderPayload,
  PAYMENT_FAILED,
  SIGN_IN_TO_ORDER,
} from '../logic/checkout-rules';
import { addressUuidAtom, instructionsAtom, orderTypeAtom, tipIdAtom } from '../state/checkout-options';

/**
 * Checkout: create the order, then start its payment. The ref, not the state, guards against a
 * double click: two clicks in one frame both see `submitting` still false.
 */
export function useCheckout(totalPrice: number): { checkout: () => Promise<void>; submitting: boolean } {
  const store = useStore();
  const navigate = useNavigate();
  const toast = useSetAtom(showToastAtom);
  const clearCart = useSetAtom(clearCartAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const checkout = useCallback(async () => {
    if (inFlight.current) return;
    const lines = store.get(cartLinesAtom);
    const choices = {
      orderType: store.get(orderTypeAtom),
      addressUuid: store.get(addressUuidAtom),
      instructions: store.get(instructionsAtom),
      tipId: store.get(tipIdAtom),
      totalPrice,
    };
    const problem = checkoutProblem({ signedIn, lineCount: lines.length, ...choices });
    if (problem) {
      toast(problem, 'error');
      if (problem === SIGN_IN_TO_ORDER) {
        store.set(cartOpenAtom, false);
        navigate('/auth/login');
      }
      return;
    }
    const session = store.get(sessionAtom);
    if (!session) return;

    inFlight.current = true;
    setSubmitting(true);
    try {
      let orderUuid: string;
      try {
        orderUuid = (await createOrder(orderPayload(lines, choices))).uuid;
      } catch (error) {
        console.error('Checkout: the order was not created', error);
        toast(ORDER_FAILED, 'error');
        return;
      }
      // The order exists from here on: the cart is emptied even if its payment fails to start, so a
      // second try cannot place it twice; the dashboard's Pay Now pays it later.
      clearCart();
      store.set(tipIdAtom, null);
      store.set(instructionsAtom, '');
      try {
        const payment = await initiatePayment(orderUuid, {
          name: `${session.user.first_name} ${session.user.last_name}`.trim(),
          email: session.user.email,
        });
        if (payment.type === 'link' && payment.payment_link) {
          if (!openPaymentLink(payment.payment_link)) throw new Error(`Refused payment link ${payment.payment_link}`);
          toast(ORDER_PLACED_REDIRECTING, 'success');
        } else {
          toast(ORDER_COMPLETED, 'success');
        }
      } catch (error) {
        console.error(`Checkout: order ${orderUuid} was created but its payment did not start`, error);
        toast(PAYMENT_FAILED, 'error');
      }
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }, [store, signedIn, totalPrice, toast, clearCart, navigate]);

  return { checkout, submitting };
}
