import { formatZk } from '@storefront/api-client/pricing';
import { orderPagePath } from '@storefront/contract/boundary';
import { escapeHtml } from '../http/html-page';
import { renderSandboxPage } from '../http/sandbox-layout';
import { toKwacha } from '../lib/money';
import type { PaymentView } from './payment-store';

const BRAND = 'ZamEats Pay — sandbox';
const CLOSE_TAB = 'You can close this tab and return to ZamEats.';

/** 'Order #AB12CD' (the start of the order's uuid, as support reads it out) or 'Wallet top-up'. */
export function paymentSubject(view: PaymentView): string {
  return view.orderUuid === null ? 'Wallet top-up' : `Order #${view.orderUuid.slice(0, 6).toUpperCase()}`;
}

const styles = `
  .amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0 1rem; }
  form { margin: 0.75rem 0 0; }
  button { width: 100%; padding: 0.8rem; font-size: 1rem; border-radius: 8px; border: 1px solid #2f7d32; cursor: pointer; }
  .pay { background: #2f7d32; color: #fff; font-weight: 600; }
  .cancel { background: #fff; color: #2f7d32; }
  .back { display: inline-block; margin-top: 0.5rem; color: #2f7d32; font-weight: 600; }
`;

function page(title: string, body: string): string {
  return renderSandboxPage({ brand: BRAND, title, body, styles });
}

function paragraphs(...lines: string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
}

/** The checkout of a pending payment: what is paid, how much, and the two buttons. */
export function renderCheckoutPage(view: PaymentView): string {
  const amount = formatZk(toKwacha(view.amountNgwee));
  // Relative to /sandbox/pay/{reference}, so the forms post back to this server whatever its address.
  const action = (verb: 'pay' | 'cancel'): string => escapeHtml(`${encodeURIComponent(view.reference)}/${verb}`);
  return page(
    paymentSubject(view),
    `<h1>${escapeHtml(paymentSubject(view))}</h1>
<p class="amount">${escapeHtml(amount)}</p>
<p class="note">A test payment page: no real money moves.</p>
<form method="post" action="${action('pay')}"><button class="pay" type="submit">${escapeHtml(`Pay ${amount}`)}</button></form>
<form method="post" action="${action('cancel')}"><button class="cancel" type="submit">Cancel payment</button></form>`,
  );
}

/** What an action did to the payment, for the page answering it. */
export type PaymentResult =
  | 'paid-now'
  | 'paid-before'
  | 'cancelled-now'
  | 'cancelled-before'
  | 'order-already-paid'
  | 'order-cancelled';

function resultText(result: PaymentResult, view: PaymentView): { title: string; lines: string[] } {
  const subject = paymentSubject(view);
  const amount = formatZk(toKwacha(view.amountNgwee));
  const payAgain =
    view.orderUuid === null ? 'Start a new top-up from your wallet in ZamEats.' : 'You can pay this order later from your orders in ZamEats.';
  switch (result) {
    case 'paid-now':
      return { title: 'Payment successful', lines: [`${amount} paid for ${subject}.`, CLOSE_TAB] };
    case 'paid-before':
      return { title: 'Payment successful', lines: [`This payment for ${subject} was already made; nothing was charged again.`, CLOSE_TAB] };
    case 'cancelled-now':
      return { title: 'Payment cancelled', lines: [`Nothing was charged for ${subject}.`, payAgain, CLOSE_TAB] };
    case 'cancelled-before':
      return { title: 'Payment cancelled', lines: [`This payment for ${subject} was cancelled, so nothing was charged.`, payAgain, CLOSE_TAB] };
    case 'order-already-paid':
      return { title: 'Already paid', lines: [`${subject} is already paid; nothing was charged.`, CLOSE_TAB] };
    case 'order-cancelled':
      return { title: 'Order cancelled', lines: [`${subject} was cancelled, so it cannot be paid.`, CLOSE_TAB] };
  }
}

/** Where the customer goes back to in the storefront: the order's own page, or the wallet on the dashboard. */
export function returnLink(view: PaymentView, storefrontUrl: string): { href: string; label: string } {
  return view.orderUuid === null
    ? { href: `${storefrontUrl}/user/dashboard`, label: 'Back to your wallet' }
    : { href: `${storefrontUrl}${orderPagePath(view.orderUuid)}`, label: 'Back to your order' };
}

export function renderResultPage(result: PaymentResult, view: PaymentView, storefrontUrl: string): string {
  const { title, lines } = resultText(result, view);
  const back = returnLink(view, storefrontUrl);
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>\n${paragraphs(...lines)}\n<a class="back" href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a>`,
  );
}

export function renderNotFoundPage(): string {
  const title = 'Payment not found';
  return page(title, `<h1>${title}</h1>\n${paragraphs('This payment link is not valid.', 'Start the payment again from ZamEats.')}`);
}
