import DOMPurify, { type WindowLike } from 'dompurify';
import { isHttpUrl } from './open-payment-link';

const ALLOWED_LINK_SCHEMES = /^(https?:|mailto:|tel:|\/|#)/i;

let purify = DOMPurify;
let hooked = false;

/**
 * DOMPurify works on a DOM: a page's own, and on a server one it is given (jsdom's window), so
 * the server writes the same sanitised HTML as the browser would.
 */
export function sanitizeWithin(window: WindowLike): void {
  purify = DOMPurify(window);
  hooked = false;
}

/** Links may only go to http(s), mail, phone or the site itself; new windows get no opener. */
function installLinkHook(): void {
  if (hooked) return;
  hooked = true;
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && !ALLOWED_LINK_SCHEMES.test(href.trim())) node.removeAttribute('href');
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src');
      if (src !== null && !isHttpUrl(src) && !/^\/(?!\/)/.test(src)) node.removeAttribute('src');
    }
  });
}

/**
 * HTML from the content service with everything that could run or reach out removed: scripts,
 * event attributes, forms, styles, frames, and links that are not http(s), mail or phone.
 */
export function sanitizeHtml(html: string): string {
  installLinkHook();
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}

