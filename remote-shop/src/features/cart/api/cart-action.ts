import { createOrder, getProduct, initiatePayment, newIdempotencyKey } from '@storefront/api-client';
import {
  addedToCartMessage,
  addToCartAtom,
  answerKitchenSwitchAtom,
  cartAddressAtom,
  cartLinesAtom,
  cartOrderTypeAtom,
  cartOrderTypes,
  cartTipAtom,
  clearCartAtom,
  decrementCartLineAtom,
  incrementCartLineAtom,
  orderPagePath,
  pageStore,
  removeCartLineAtom,
  sessionAtom,
  showToastAtom,
  type CartOrderType,
  type Product,
} from '@storefront/contract';
import { isHttpUrl } from '@storefront/ui';
import { data, redirect, type ActionFunctionArgs } from 'react-router-dom';
import {
  checkoutProblem,
  isPaymentChoice,
  ORDER_COMPLETED,
  orderPayload,
  PAYMENT_FAILED,
  payerOf,
  refusalMessage,
  SIGN_IN_TO_ORDER,
  type OrderChoices,
} from '../logic/checkout-rules';
import { isCartIntent, pageToReturnTo } from '../logic/cart-form-fields';
import {
  MOBILE_MONEY_PLACED,
  mobileMoneyPayment,
  mobileMoneyProblem,
  sentMobileMoney,
  type MobileMoneyEntry,
  type MobileMoneyProblem,
} from '../logic/mobile-money';
import { toggleTip } from '../logic/tip-choice';
import { loadPricingSettings } from './pricing-settings';

/** Why the order was not placed, in the words the page shows it with when scripts run. */
export interface CheckoutRefusal {
  checkoutError: string;
  /** The mobile money number and network sent, shown again rather than the profile's. */
  mobileMoney?: MobileMoneyEntry;
  /** The mobile money field the message is about, shown under it. */
  problemField?: MobileMoneyProblem['field'];
}

/** What the cart page shows after a form the action did not send elsewhere. */
export type CartActionData =
  /** A meal of another kitchen than the cart's: the customer is asked before their cart is replaced. */
  | { kitchenSwitch: { meal: Product; from: string } }
  | CheckoutRefusal;

const text = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value : '');

/** The cart's sign-in page, which brings the customer back to their cart. */
const SIGN_IN_AND_BACK = `/auth/login?${new URLSearchParams({ redirectTo: '/cart' }).toString()}`;

async function addMeal(form: FormData, from: string): Promise<Response | CartActionData> {
  const store = pageStore();
  // The catalogue's meal, never one the form describes: its price is the catalogue's.
  const meal = await getProduct(text(form.get('id')));
  const added = () => {
    // Said on the page the customer goes back to, as the toast says it once the app is in.
    store.set(showToastAtom, addedToCartMessage(meal), 'success');
    return redirect(from);
  };
  if (store.set(addToCartAtom, meal)) return added();
  // A meal of another kitchen: the customer's answer to the question comes back with `replace`.
  // The cart page asks it in the page (the drawer's dialog is the app's), and the cart stays as it is until answered.
  const replace = form.get('replace') === 'true';
  store.set(answerKitchenSwitchAtom, replace);
  return replace ? added() : { kitchenSwitch: { meal, from } };
}

async function chooseTip(form: FormData): Promise<void> {
  const store = pageStore();
  const { tips } = await loadPricingSettings();
  const tapped = tips.find((tip) => String(tip.id) === text(form.get('tip')));
  if (tapped) store.set(cartTipAtom, (selected) => toggleTip(selected, tapped.id));
}

const isOrderType = (value: string): value is CartOrderType => (cartOrderTypes as readonly string[]).includes(value);

/**
 * Places the order of the cart as the request's store holds it, with the total the customer was
 * shown (the api refuses it if its own differs), then sends the customer to pay it: the payment
 * page of a link, or the order's page (its mobile money prompt sent, paid from the wallet, or to pay
 * there later).
 */
async function checkout(form: FormData): Promise<Response | CartActionData> {
  const store = pageStore();
  const session = store.get(sessionAtom);
  const lines = store.get(cartLinesAtom);
  const choice = form.get('payment');
  const paymentMethod = isPaymentChoice(choice) ? choice : 'mobile_money';
  // The address chosen is kept, so that a cart the api prices anew for it shows its new total.
  const chosenAddress = text(form.get('address'));
  if (chosenAddress) store.set(cartAddressAtom, chosenAddress);
  const choices: OrderChoices = {
    orderType: store.get(cartOrderTypeAtom),
    addressUuid: store.get(cartAddressAtom),
    instructions: text(form.get('instructions')),
    deliveryInstructions: text(form.get('delivery_instructions')),
    tipId: store.get(cartTipAtom),
    totalPrice: Number(text(form.get('total'))),
    paymentMethod,
  };
  const problem = checkoutProblem({ signedIn: session !== null, lineCount: lines.length, addressProblem: null, ...choices });
  if (problem === SIGN_IN_TO_ORDER || !session) return redirect(SIGN_IN_AND_BACK);
  const mobileMoney = paymentMethod === 'mobile_money' ? sentMobileMoney(text(form.get('phone')), text(form.get('network')), text(form.get('guessed_network'))) : null;
  if (problem) return { checkoutError: problem, ...(mobileMoney ? { mobileMoney } : {}) };
  // A number no prompt can go to places no order.
  const numberProblem = mobileMoney && mobileMoneyProblem(mobileMoney);
  if (numberProblem) return { checkoutError: numberProblem.message, mobileMoney, problemField: numberProblem.field };

  let orderUuid: string;
  try {
    orderUuid = (await createOrder(orderPayload(lines, choices))).uuid;
  } catch (error) {
    return { checkoutError: refusalMessage(error), ...(mobileMoney ? { mobileMoney } : {}) };
  }
  // The order exists from here on: the cart is emptied even if its payment fails to start, so a
  // second try cannot place it twice; the order's page pays it later.
  store.set(clearCartAtom);
  store.set(cartTipAtom, null);
  const orderPage = orderPagePath(orderUuid);
  if (paymentMethod === 'wallet') return redirect(orderPage);
  if (mobileMoney) {
    // The order's page shows the prompt to approve, or "Pay another way"; the message comes with it.
    try {
      const payment = await initiatePayment(orderUuid, mobileMoneyPayment(payerOf(session), mobileMoney), newIdempotencyKey());
      store.set(showToastAtom, payment.type === 'mobile_money' ? MOBILE_MONEY_PLACED : ORDER_COMPLETED, 'success');
    } catch (error) {
      console.error(`Checkout: order ${orderUuid} was created but its prompt was not sent`, error);
      store.set(showToastAtom, refusalMessage(error, PAYMENT_FAILED), 'error');
    }
    return redirect(orderPage);
  }
  try {
    const payment = await initiatePayment(orderUuid, payerOf(session));
    if (payment.type === 'link' && payment.payment_link && isHttpUrl(payment.payment_link)) return redirect(payment.payment_link);
  } catch (error) {
    console.error(`Checkout: order ${orderUuid} was created but its payment did not start`, error);
  }
  return redirect(orderPage);
}

/**
 * The cart's action: every cart form sent before the app is in the page or with scripts off (once
 * the app is in, the same taps change the page's store at once, with no request). It changes the
 * request's cart, which the host writes back in the cart's cookie, and goes back to the page the
 * form was sent from; checkout goes on to pay.
 */
export async function cartAction({ request }: Pick<ActionFunctionArgs, 'request'>): Promise<Response | CartActionData | null> {
  const form = await request.formData();
  const intent = form.get('intent');
  if (!isCartIntent(intent)) throw data('The cart takes no such form', { status: 400 });
  const store = pageStore();
  const from = pageToReturnTo(form.get('from'));
  const id = text(form.get('id'));
  switch (intent) {
    case 'add':
      return addMeal(form, from);
    case 'checkout':
      return checkout(form);
    case 'increment':
      store.set(incrementCartLineAtom, id);
      break;
    case 'decrement':
      store.set(decrementCartLineAtom, id);
      break;
    case 'remove':
      store.set(removeCartLineAtom, id);
      break;
    case 'order-type': {
      const type = text(form.get('type'));
      if (isOrderType(type)) store.set(cartOrderTypeAtom, type);
      break;
    }
    case 'tip':
      await chooseTip(form);
      break;
    case 'address':
      store.set(cartAddressAtom, text(form.get('address')) || null);
      break;
  }
  return redirect(from);
}
