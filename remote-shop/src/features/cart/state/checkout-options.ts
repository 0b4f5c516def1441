import { cartAddressAtom, cartOrderTypeAtom, cartTipAtom } from '@storefront/contract';
import { atom } from 'jotai';
import type { PaymentChoice } from '../logic/checkout-rules';
import type { MobileMoneyEntry, MobileMoneyProblem } from '../logic/mobile-money';

/**
 * The choices made in the cart. They live in the one store so the drawer and the cart page show
 * the same ones. The order type, the tip and the address are the contract's, kept in the cart's
 * cookie with its lines (the server prices the cart with them; the menu's Delivery/Pickup toggle
 * sets the order type too); the notes and the way to pay are the page's only.
 */
export const orderTypeAtom = cartOrderTypeAtom;
export const tipIdAtom = cartTipAtom;
export const addressUuidAtom = cartAddressAtom;
export const instructionsAtom = atom('');
/** For the rider of a delivery: the gate, the landmark, whom to call. */
export const deliveryInstructionsAtom = atom('');
export const paymentMethodAtom = atom<PaymentChoice>('mobile_money');
/** The number and network typed for the prompt; null until the customer changes them (the profile's phone is shown). */
export const mobileMoneyAtom = atom<MobileMoneyEntry | null>(null);
/** Why the prompt cannot be sent to what was typed, shown under its field until it is changed. */
export const mobileMoneyProblemAtom = atom<MobileMoneyProblem | null>(null);

/** Which in-page overlay is open: the cart's login, registration and add-address pop-ups. */
export type CartOverlay = 'login' | 'register' | 'address';
export const cartOverlayAtom = atom<CartOverlay | null>(null);

/** Bumped when an address is added, so every address picker loads the list again. */
export const addressesVersionAtom = atom(0);
