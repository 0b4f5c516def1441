import { pageStore, sessionAtom } from '@storefront/contract';
import { data, redirect, type ActionFunctionArgs } from 'react-router-dom';
import { refuseMalformedOrderId } from './dashboard-reads';
import { PAYMENT_FAILED_MESSAGE, payOrder } from './pay-order';
import { INTENT_FIELD, PAY_ORDER, THEN_FIELD, STAY, type PayOrderAnswer, type OrderActionData } from './pay-now-fields';

/**
 * Starts paying the order with the signed-in customer's name and e-mail. A payment paid at a link
 * sends a plain form there; the app's own form stays and opens it. Without a session there is no
 * payer: the refusal is said, and the page's loader then sends the visitor to sign in.
 */
async function payNow(orderUuid: string, form: FormData): Promise<PayOrderAnswer | Response> {
  const session = pageStore().get(sessionAtom);
  const outcome = session ? await payOrder(orderUuid, session.user) : { ok: false as const, message: PAYMENT_FAILED_MESSAGE };
  if (!outcome.ok) return { intent: PAY_ORDER, ok: false, message: outcome.message };
  if (outcome.paymentLink && form.get(THEN_FIELD) !== STAY) return redirect(outcome.paymentLink);
  return { intent: PAY_ORDER, ok: true, paymentLink: outcome.paymentLink };
}

/**
 * The order page's action, in the browser and on the server alike (a form sent before the app is
 * in, or with scripts off). The page then reads the order again, for its new payment state.
 */
export async function orderAction({ request, params }: Pick<ActionFunctionArgs, 'request' | 'params'>): Promise<OrderActionData | Response> {
  const orderUuid = refuseMalformedOrderId(params.id);
  const form = await request.formData();
  if (form.get(INTENT_FIELD) === PAY_ORDER) return payNow(orderUuid, form);
  throw data('This page takes no such form', { status: 400 });
}
