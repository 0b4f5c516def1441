/**
 * The version of this contract, as in its package.json (a test keeps the two equal). Every app's
 * build records the contract range it was built against in its federation manifest; the host
 * compares that range with this version before it runs a remote's code.
 *
 * What each minor added: 1.1 the pages' handles (`PageHandle`, `openPage`), 1.2 the slots' reads
 * (`SlotModule.read`), 1.3 the federation runtime's core, which the host lends to the remotes on
 * the page (`_FEDERATION_RUNTIME_CORE`) so that a remote's production build carries none of its own,
 * 1.4 remotes built as webpack's own containers, which need no federation runtime (their manifest
 * names none), so a host of 1.4 runs them without lending one, 1.5 the cart's order type
 * (`cartOrderTypeAtom`), which the menu's Delivery/Pickup toggle sets, 1.6 the customer's state on
 * the server: the cart's cookie, the request's store (`pageStore`) and the customer a page was
 * rendered for (`CustomerState`), 1.7 the cart's tip and address in its cookie (`cartTipAtom`,
 * `cartAddressAtom`) and the form that adds a meal without scripts (`AddToCartForm`).
 */
export const CONTRACT_VERSION = '2.0.0';
