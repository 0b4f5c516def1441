// @ts-check
// A server-rendered page starts its app once it has loaded (host/server/page-document.ts): the page
// reads and its links work without it, and on a phone's slow connection the app's scripts would
// otherwise take the bandwidth its pictures need.
//
// Until the page has hydrated, its forms are the server's HTML: what the customer types there, the
// app's state would not know (a controlled field shows its state's value at its next render), and
// a form sent then would go to the server as a plain GET, the password in the address. So what
// the customer does meanwhile is kept here and done again once the page has hydrated (the host
// marks the document `data-hydrated` in that commit): each field edited is given its value again,
// the way typing would, so the app's state has it; a form sent is sent again; the last button
// tapped is tapped again.
(() => {
  const app = document.currentScript?.getAttribute('data-app');
  if (!app) return;
  keepWhatIsDoneBeforeHydration();
  const start = () => {
    const script = document.createElement('script');
    script.src = app;
    document.head.append(script);
  };
  // Once the page has loaded and its first paint has been shown, and after the frame that follows,
  // so the page's text and pictures are on screen before any script is fetched. A frame is not
  // enough on its own: the paint it draws can reach the screen tens of milliseconds later.
  const afterPaint = () => whenFirstPaintShown(() => requestAnimationFrame(() => setTimeout(start, 0)));
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();

/**
 * Calls `then` once the browser reports the page's first contentful paint (at once where it
 * reports no paints). A tab opened in the background paints, and so starts its app, when shown.
 * @param {() => void} then
 */
function whenFirstPaintShown(then) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    then();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

function keepWhatIsDoneBeforeHydration() {
  const root = document.documentElement;
  /** @type {Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string | boolean>} */
  const edits = new Map();
  /** @type {{ form: HTMLFormElement, submitter: HTMLElement | null } | undefined} */
  let sent;
  /** @type {HTMLButtonElement | undefined} */
  let tapped;

  /** @param {Event} event */
  const onEdit = ({ target }) => {
    if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) edits.set(target, target.checked);
    else if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) edits.set(target, target.value);
  };
  /** @param {SubmitEvent} event */
  const onSubmit = (event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    sent = { form: event.target, submitter: event.submitter };
  };
  /** @param {MouseEvent} event */
  const onTap = ({ target }) => {
    const button = target instanceof Element ? target.closest('button') : null;
    // A submit button sends its form (kept above); a link works without the app.
    if (button?.type === 'button') tapped = button;
  };
  document.addEventListener('input', onEdit, true);
  document.addEventListener('change', onEdit, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('click', onTap, true);

  const doAgain = () => {
    document.removeEventListener('input', onEdit, true);
    document.removeEventListener('change', onEdit, true);
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('click', onTap, true);
    for (const [field, value] of edits) {
      try {
        if (field.isConnected) editAgain(field, value);
      } catch {
        // A field that cannot be given its value again keeps what it shows; the others still are.
      }
    }
    if (sent?.form.isConnected) sent.form.requestSubmit(sent.submitter?.isConnected && sent.submitter.closest('form') === sent.form ? sent.submitter : null);
    else if (tapped?.isConnected) tapped.click();
  };
  if (root.dataset.hydrated) doAgain();
  else {
    const observer = new MutationObserver(() => {
      if (!root.dataset.hydrated) return;
      observer.disconnect();
      doAgain();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  }
}

/**
 * Gives a hydrated field the customer's value again, as an edit React sees. React tells an edit from
 * its own writes by the last value it saw (set through the field's own `value`), so that is first
 * made another value, and the customer's is set beneath it, through the element's prototype, as the
 * browser does when typing.
 * @param {HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement} field
 * @param {string | boolean} value
 */
function editAgain(field, value) {
  if (typeof value === 'boolean') {
    if (!(field instanceof HTMLInputElement) || (field.type === 'radio' && !value)) return;
    field.checked = !value;
    field.click();
    return;
  }
  // A drop-down's choice and a file field's files are told by their `change` event alone; a file
  // field keeps the files the customer chose (its value can only be emptied).
  if (field instanceof HTMLSelectElement || field.type === 'file') {
    if (field instanceof HTMLSelectElement) field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const focused = document.activeElement === field;
  const { selectionStart, selectionEnd } = field;
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (focused && selectionStart !== null && selectionEnd !== null) field.setSelectionRange(selectionStart, selectionEnd);
}
