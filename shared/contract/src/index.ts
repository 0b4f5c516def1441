// The contract: what must exist once on a page. The one store with the cart, session and toast,
// the slots and their props, which remote owns which route, the runtime config, the contract's
// version, and the types of what crosses an app boundary. Everything else is a library an app may
// bring its own copy of (@storefront/ui, @storefront/api-client).
import './config/zod-without-eval';
export * from './config/contract-version';
export * from './config/runtime-config';
export * from './routes';
export * from './slots/slot';
export { cartKitchen, type CartLine } from './state/cart-lines';
export {
  addToCartAtom,
  CART_STORAGE_KEY,
  createStorefrontStore,
  answerKitchenSwitchAtom,
  cartCountAtom,
  cartLinesAtom,
  cartOpenAtom,
  cartAddressAtom,
  cartOrderTypeAtom,
  type CartOrderType,
  cartTipAtom,
  type CartTipId,
  clearCartAtom,
  closeToastAtom,
  decrementCartLineAtom,
  endSession,
  incrementCartLineAtom,
  isSignedInAtom,
  kitchenSwitchAtom,
  removeCartLineAtom,
  sessionAtom,
  sessionExpiredAtom,
  SESSION_STORAGE_KEY,
  showToastAtom,
  storefrontStore,
  toastAtom,
  type Toast,
  type ToastTone,
} from './state/store';
export * from './state/use-add-to-cart';
export { AddToCartForm } from './state/add-to-cart-form';
export * from './boundary';
export * from './state/api-access';
export { cartCookie, cartCookieValueOf, cartCookieValueSchema, cartOrderTypes, readCartCookie, type CartChoices, type CartCookieValue } from './state/cart-cookie';
export {
  cartCookieHeader,
  customerCartOf,
  customerStateSchema,
  customerToastOf,
  customerToastSchema,
  seedCustomerState,
  signedOutVisitor,
  takeCustomerState,
  type CustomerCart,
  type CustomerState,
  type CustomerToast,
} from './state/customer-state';
import './state/browser-persistence';
