import { mobileNetworkOf, mobileNetworks, zambianMobileNumber, type MobileNetwork } from '@storefront/api-client';
import { pageStore, sessionAtom } from '@storefront/contract';
import { data, redirect, type ActionFunctionArgs } from 'react-router-dom';
import { attemptKeyOf } from '../logic/attempt-key';
import { refuseMalformedOrderId } from './dashboard-reads';
import { PAYMENT_FAILED_MESSAGE, payFromWallet, payOrder } from './pay-order';
import {
  INTENT_FIELD,
  PAY_FROM_WALLET,
  PAY_ORDER,
  THEN_FIELD,
  STAY,
  type OrderActionData,
  type PayOrderAnswer,
  type WalletPayAnswer,
} from './pay-now-fields';
import { ATTEMPT_FIELD, CHANGE_NUMBER, NETWORK_FIELD, PHONE_FIELD, RESEND_PROMPT, type PromptAnswer, type PromptIntent } from './prompt-fields';
import { sendPrompt } from './send-prompt';

export const INVALID_NUMBER_MESSAGE = 'Enter a Zambian mobile money number, such as 097 1234567.';
export const UNKNOWN_NETWORK_MESSAGE = 'This number is not on MTN, Airtel or Zamtel.';

const text = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value : '');

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

/** Pays the order from the wallet; the page, read again, then shows it paid with its receipt. */
async function walletPayment(orderUuid: string): Promise<WalletPayAnswer> {
  const session = pageStore().get(sessionAtom);
  const outcome = session ? await payFromWallet(orderUuid, session.user) : { ok: false as const, message: PAYMENT_FAILED_MESSAGE };
  return outcome.ok ? { intent: PAY_FROM_WALLET, ok: true } : { intent: PAY_FROM_WALLET, ok: false, message: outcome.message };
}

function networkOf(sent: FormDataEntryValue | null, phone: string): MobileNetwork | null {
  const named = mobileNetworks.find((network) => network === sent);
  return named ?? mobileNetworkOf(phone);
}

/**
 * A new mobile money prompt for the order (Resend the prompt, Try again, Change number), to the
 * number sent, on the network sent with it or the one the number belongs to, under the form's
 * attempt key (a fresh one for a form sent without scripts). The answer keeps the number, so the
 * page can send the next prompt to it.
 */
async function newPrompt(orderUuid: string, intent: PromptIntent, form: FormData): Promise<PromptAnswer> {
  const typed = text(form.get(PHONE_FIELD)).trim();
  const phone = zambianMobileNumber(typed);
  if (!phone) return { intent, ok: false, phone: typed, message: INVALID_NUMBER_MESSAGE, phoneInvalid: true };
  const network = networkOf(form.get(NETWORK_FIELD), phone);
  if (!network) return { intent, ok: false, phone: typed, message: UNKNOWN_NETWORK_MESSAGE, phoneInvalid: true };
  const session = pageStore().get(sessionAtom);
  if (!session) return { intent, ok: false, phone: typed, message: PAYMENT_FAILED_MESSAGE };
  const outcome = await sendPrompt(orderUuid, session.user, { phone, network }, attemptKeyOf(form.get(ATTEMPT_FIELD)));
  return outcome.ok ? { intent, ok: true, phone, network } : { intent, ok: false, phone: typed, message: outcome.message };
}

/**
 * The order page's action, in the browser and on the server alike (a form sent before the app is
 * in, or with scripts off). The page then reads the order again, for its new payment state.
 */
export async function orderAction({ request, params }: Pick<ActionFunctionArgs, 'request' | 'params'>): Promise<OrderActionData | Response> {
  const orderUuid = refuseMalformedOrderId(params.id);
  const form = await request.formData();
  const intent = form.get(INTENT_FIELD);
  if (intent === PAY_ORDER) return payNow(orderUuid, form);
  if (intent === PAY_FROM_WALLET) return walletPayment(orderUuid);
  if (intent === RESEND_PROMPT || intent === CHANGE_NUMBER) return newPrompt(orderUuid, intent, form);
  throw data('This page takes no such form', { status: 400 });
}
