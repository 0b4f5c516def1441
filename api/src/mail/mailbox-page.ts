import { escapeHtml } from '../http/html-page';
import { renderSandboxPage } from '../http/sandbox-layout';
import { MAILBOX_PAGE_SIZE, type StoredMail } from './sandbox-mail';

const BRAND = 'ZamEats Mail — sandbox';
const SANDBOX_NOTE = [
  'This sandbox stands in for e-mail: there is no mail server here, so the mails ZamEats sends',
  '(such as password reset codes) arrive on this page instead of in an inbox.',
  'Anyone who can open this page can read them, so it belongs to test and local runs only.',
].join(' ');

const styles = `
  main { max-width: 44rem; text-align: left; }
  h1, .brand { text-align: center; }
  form { display: flex; gap: 0.5rem; align-items: center; margin: 1rem 0; flex-wrap: wrap; }
  input { flex: 1; min-width: 12rem; padding: 0.5rem; font-size: 1rem; border: 1px solid #b9c6ba; border-radius: 8px; }
  button { padding: 0.5rem 1rem; font-size: 1rem; border-radius: 8px; border: 1px solid #2f7d32; background: #2f7d32; color: #fff; cursor: pointer; }
  a { color: #2f7d32; }
  article { border-top: 1px solid #e3e9e3; padding: 1rem 0 0.5rem; }
  h2 { font-size: 1.1rem; margin: 0 0 0.25rem; }
  .meta { color: #5b6b5d; font-size: 0.85rem; margin: 0 0 0.5rem; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; background: #f4f6f3; padding: 0.75rem; border-radius: 8px; margin: 0; }
`;

/** '2024-05-01T12:34:56.789Z' -> '2024-05-01 12:34:56 UTC'. */
function readableTime(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})/.exec(iso);
  return match ? `${match[1]} ${match[2]} UTC` : iso;
}

function renderTime(iso: string): string {
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(readableTime(iso))}</time>`;
}

function renderMail(mail: StoredMail): string {
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.recipient)} · ${renderTime(mail.created_at)}</p>
<pre>${escapeHtml(mail.body_text)}</pre>
</article>`;
}

/** The sandbox mailbox: the latest mails, newest first, optionally to one recipient. */
export function renderMailboxPage(mails: readonly StoredMail[], recipient: string | null): string {
  const filter = `<form method="get" role="search">
<label for="to">Recipient</label>
<input id="to" name="to" type="email" value="${escapeHtml(recipient ?? '')}" placeholder="customer@example.zm">
<button type="submit">Show</button>
</form>`;
  const scope =
    recipient === null
      ? `The latest ${MAILBOX_PAGE_SIZE} mails, newest first.`
      : `The latest ${MAILBOX_PAGE_SIZE} mails to ${recipient}, newest first.`;
  const empty = recipient === null ? 'No mail has been sent yet.' : `No mail has been sent to ${recipient}.`;
  const list = mails.length === 0 ? `<p>${escapeHtml(empty)}</p>` : mails.map(renderMail).join('\n');
  return renderSandboxPage({
    brand: BRAND,
    title: 'Mailbox',
    styles,
    body: `<h1>Mailbox</h1>
<p class="note">${escapeHtml(SANDBOX_NOTE)}</p>
${filter}
<p class="note">${escapeHtml(scope)}${recipient === null ? '' : ' <a href="mailbox">Show every recipient</a>'}</p>
${list}`,
  });
}
