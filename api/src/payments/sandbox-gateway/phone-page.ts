import { formatZk } from '@storefront/api-client/pricing';
import { mobileNetworkNames } from '@storefront/api-client/schemas';
import { escapeHtml } from '../../http/html-page';
import { renderSandboxPage } from '../../http/sandbox-layout';
import { toKwacha } from '../../lib/money';
import type { PromptView } from './sandbox-gateway';

const BRAND = 'Mobile money — sandbox phone';

const styles = `
  .amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0 1rem; }
  form { margin: 0.75rem 0 0; }
  button { width: 100%; padding: 0.8rem; font-size: 1rem; border-radius: 8px; border: 1px solid #2f7d32; cursor: pointer; }
  .approve { background: #2f7d32; color: #fff; font-weight: 600; }
  .decline { background: #fff; color: #2f7d32; }
`;


const endings: Record<Exclude<PromptView['status'], 'pending'>, string> = {
  completed: 'You approved this payment. ZamEats has been told.',
  failed: 'This payment did not go through. ZamEats has been told.',
  expired: 'This prompt expired before it was answered. Nothing was charged.',
};

/**
 * What the customer's phone shows for a prompt: who asks for how much, and the answers a tester
 * can give (approve, decline, or a wallet without enough money); once answered, how it ended.
 */
export function renderPhonePage(prompt: PromptView): string {
  const amount = formatZk(toKwacha(prompt.amountNgwee));
  const title = `${mobileNetworkNames[prompt.network]} on ${prompt.phone}`;
  // Relative to /sandbox/phone/{token}, so the forms post back to this server whatever its address.
  const action = (answer: string) => escapeHtml(`${encodeURIComponent(prompt.token)}/${answer}`);
  const body =
    prompt.status === 'pending'
      ? `<p>${escapeHtml(prompt.statement)} asks you to pay</p>
<p class="amount">${escapeHtml(amount)}</p>
<p class="note">A test phone: no real money moves. The prompt expires at ${escapeHtml(prompt.expiresAt.slice(11, 19))} UTC.</p>
<form method="post" action="${action('approve')}"><button class="approve" type="submit">Approve with PIN</button></form>
<form method="post" action="${action('decline')}"><button class="decline" type="submit">Decline</button></form>
<form method="post" action="${action('insufficient_funds')}"><button class="decline" type="submit">Not enough money in the wallet</button></form>`
      : `<p class="amount">${escapeHtml(amount)}</p><p>${escapeHtml(endings[prompt.status])}</p>`;
  return renderSandboxPage({ brand: BRAND, title, body: `<h1>${escapeHtml(title)}</h1>\n${body}`, styles });
}
