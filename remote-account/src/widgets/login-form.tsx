import type { SlotProps } from '@storefront/contract';
import { LoginForm } from '../features/sign-in/components/login-form';

const stayOpen = () => undefined;

/**
 * Exposed as `./LoginForm`: the content of the cart's login overlay (the shop owns the dialog). It
 * signs in where it is shown, whether or not the overlay asks to hear of it.
 */
export default function LoginFormWidget({ onSuccess = stayOpen, onSwitchToRegister }: SlotProps['login-form']) {
  return <LoginForm onSuccess={onSuccess} onSwitchToRegister={onSwitchToRegister} headingLevel={2} />;
}
