import { createOrder, initiatePayment, newIdempotencyKey } from '@storefront/api-client';
import {
  clearCartAtom,
  cartLinesAtom,
  cartOpenAtom,
  isSignedInAtom,
  orderPagePath,
  sessionAtom,
  showToastAtom,
} from '@storefront/contract';
import { openPaymentLink } from '@storefront/ui';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  checkoutProblem,
  ORDER_COMPLETED,
  ORDER_PLACED_REDIRECTING,
  orderPayload,
  PAYMENT_FAILED,
  payerOf,
  refusalMessage,
  SIGN_IN_TO_ORDER,
} from '../logic/checkout-rules';
import { MOBILE_MONEY_PLACED, mobileMoneyPayment, mobileMoneyProblem, type MobileMoneyEntry } from '../logic/mobile-money';
import { PAID_FROM_WALLET } from '../logic/wallet-payment';
import {
  deliveryInstructionsAtom,
  instructionsAtom,
  mobileMoneyAtom,
  mobileMoneyProblemAtom,
  orderTypeAtom,
  paymentMethodAtom,
  tipIdAtom,
} from '../state/checkout-options';

export interface CheckoutInput {
  /** The total the customer was shown; the server checks it against its own. */
  totalPrice: number;
  /** The delivery address in use (deliveryAddress). */
  addressUuid: string | null;
  /** Why delivery cannot go to that address (off the map, or beyond the kitchen's reach), when it cannot. */
  addressProblem: string | null;
  /** The number and network a mobile money payment prompts (useMobileMoneyEntry). */
  mobileMoney: MobileMoneyEntry;
}

/**
 * Checkout: create the order, start its payment (or pay it from the wallet with the order), then
 * show the order's own page; a mobile money payment is started before, so the page shows its
 * prompt as it opens. The ref, not the state, guards against a double click: two clicks in one
 * frame both see `submitting` still false.
 */
export function useCheckout({ totalPrice, addressUuid, addressProblem, mobileMoney }: CheckoutInput): { checkout: () => Promise<void>; submitting: boolean } {
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
    const paymentMethod = store.get(paymentMethodAtom);
    const choices = {
      orderType: store.get(orderTypeAtom),
      addressUuid,
      instructions: store.get(instructionsAtom),
      deliveryInstructions: store.get(deliveryInstructionsAtom),
      tipId: store.get(tipIdAtom),
      totalPrice,
      paymentMethod,
    };
    const problem = checkoutProblem({ signedIn, lineCount: lines.length, addressProblem, ...choices });
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
    // A number no prompt can go to places no order: the customer corrects it under its field.
    const numberProblem = paymentMethod === 'mobile_money' ? mobileMoneyProblem(mobileMoney) : null;
    store.set(mobileMoneyProblemAtom, numberProblem);
    if (numberProblem) return;

    inFlight.current = true;
    setSubmitting(true);
    try {
      let orderUuid: string;
      try {
        orderUuid = (await createOrder(orderPayload(lines, choices))).uuid;
      } catch (error) {
        console.error('Checkout: the order was not created', error);
        toast(refusalMessage(error), 'error');
        return;
      }
      // The order exists from here on: the cart is emptied even if its payment fails to start, so a
      // second try cannot place it twice; the order's page pays it later ("Pay another way").
      const placed = () => {
        clearCart();
        store.set(tipIdAtom, null);
        store.set(instructionsAtom, '');
        store.set(deliveryInstructionsAtom, '');
        store.set(paymentMethodAtom, 'mobile_money');
        store.set(mobileMoneyAtom, null);
        store.set(cartOpenAtom, false);
        navigate(orderPagePath(orderUuid));
      };
      if (paymentMethod === 'mobile_money') {
        try {
          const payment = await initiatePayment(orderUuid, mobileMoneyPayment(payerOf(session), mobileMoney), newIdempotencyKey());
          placed();
          toast(payment.type === 'mobile_money' ? MOBILE_MONEY_PLACED : ORDER_COMPLETED, 'success');
        } catch (error) {
          console.error(`Checkout: order ${orderUuid} was created but its prompt was not sent`, error);
          placed();
          toast(refusalMessage(error, PAYMENT_FAILED), 'error');
        }
        return;
      }
      placed();
      if (paymentMethod === 'wallet') {
        toast(PAID_FROM_WALLET, 'success');
        return;
      }
      try {
        const payment = await initiatePayment(orderUuid, payerOf(session));
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
  }, [store, signedIn, totalPrice, addressUuid, addressProblem, mobileMoney, toast, clearCart, navigate]);

  return { checkout, submitting };
}
