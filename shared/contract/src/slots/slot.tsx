import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { SavedAddress } from '../boundary/saved-address';
import type { RemoteName } from '../config/runtime-config-schema';

/** Props each slot's widget takes. A slot is how one area shows another area's widget. */
export interface SlotProps {
  'cart-drawer': Record<never, never>;
  /** The menu page passes its search text; the home page shows every meal. */
  'meal-grid': { search?: string };
  'login-form': { onSuccess?: () => void; onSwitchToRegister?: () => void };
  'register-form': { onSuccess?: () => void; onSwitchToLogin?: () => void };
  'address-form': { onSaved?: (address: SavedAddress) => void };
  'footer-content': Record<never, never>;
}
export type SlotName = keyof SlotProps;

/** The remote and exposed module that fill each slot; the owner's tests check it exposes them. */
export const slotOwners: { [N in SlotName]: { remote: RemoteName; module: string } } = {
  'cart-drawer': { remote: 'shop', module: './CartDrawer' },
  'meal-grid': { remote: 'shop', module: './MealGrid' },
  'login-form': { remote: 'account', module: './LoginForm' },
  'register-form': { remote: 'account', module: './RegisterForm' },
  'address-form': { remote: 'account', module: './AddressForm' },
  'footer-content': { remote: 'content', module: './FooterContent' },
};

/**
 * What a slot's owner exposes (its module named in slotOwners): the widget, and may expose `read`,
 * what the widget shows. The host does the read and gives the widget its answer as `initial`: on
 * the server for the slots of its layout (the footer's links), beside the page's loader and within
 * the page's budget, so the widget arrives filled in and hydrates as sent; in the browser as a
 * React Router fetcher's load, which React Router does again when the page asks (`revalidate()`:
 * the cart after a sign-in or a new address). Until the answer is in, `initial` is undefined and
 * the widget shows its loading state. `read` settles: a part that failed is part of its answer
 * (the UI kit's `settle`); a read that throws shows the host's failure, with Retry, in the slot.
 * The host reads in the browser since 2.1; a widget of 2.0 reads for itself while `initial` is
 * undefined.
 */
export interface SlotModule<N extends SlotName, Initial> {
  default: ComponentType<SlotProps[N] & { initial?: Initial }>;
  read?: (props: SlotProps[N]) => Promise<Initial>;
}

export type SlotRenderer = <N extends SlotName>(name: N, props: SlotProps[N]) => ReactNode;

const SlotContext = createContext<SlotRenderer | null>(null);

export function SlotProvider({ render, children }: { render: SlotRenderer; children: ReactNode }) {
  return <SlotContext.Provider value={render}>{children}</SlotContext.Provider>;
}

/** Renders the widget the host registered for `name`; nothing where no host fills slots. */
export function Slot<N extends SlotName>({ name, ...props }: { name: N } & SlotProps[N]) {
  const render = useContext(SlotContext);
  return <>{render ? render(name, props as unknown as SlotProps[N]) : null}</>;
}
