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
 * the reads the widget starts from. For the slots of the host's layout (the footer's content),
 * the layout route's loader does it on the server beside the page's (within the page's budget),
 * so the widget arrives filled in and hydrates as it was sent: it gets the answer as `initial`, on
 * the server and in the browser. Without `initial` (a page the browser rendered, a read that was
 * late, a slot shown inside a page) the widget reads for itself.
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
