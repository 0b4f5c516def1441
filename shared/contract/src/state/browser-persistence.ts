import { keepCartCookie } from './customer-state';
import { storefrontStore } from './store';

// The page's store keeps the cart's cookie, which the server reads to render the customer's pages
// (a server's stores, one per request, write none: their answer's headers do).
if (typeof document !== 'undefined') {
  keepCartCookie(
    storefrontStore,
    (header) => {
      document.cookie = header;
    },
    window.location.protocol === 'https:',
  );
}
