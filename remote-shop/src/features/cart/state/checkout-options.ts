import type { PaymentMethod } from '@storefront/api-client';
import { cartOrderTypeAtom } from '@storefront/contract';
import { atom } from 'jotai';

/**
 * The choices made in the cart. They live in the one store so the drawer and the cart page show
 * the same ones; they are not persisted: a new visit starts from delivery, no tip, no address.
 * The order type is the contract's, as the menu's Delivery/Pickup toggle sets it too.
 */
export const orderTypeAtom = cartOrderTypeAtom;
export const tipIdAtom = atom<string | number | null>(null);
export const addressUuidAtom = atom<string | null>(null);
export const instructionsAtom = atom('');
/** For the rider of a delivery: the gate, the landmark, whom to call. */
export const deliveryInstructionsAtom = atom('');
export const paymentMethodAtom = atom<PaymentMethod>('link');

/** Which in-page overlay is open: the cart's login, registration and add-address pop-ups. */
export type CartOverlay = 'login' | 'register' | 'address';
export const cartOverlayAtom = atom<CartOverlay | null>(null);

/** Bumped when an address is added, so every address picker loads the list again. */
export const addressesVersionAtom = atom(0);
