import type { SlotProps } from '@storefront/contract';
import { LoginForm } from '../features/sign-in/components/login-form';

/** Exposed as `./LoginForm`: the content of the cart's login overlay (the shop owns the dialog). */
export default function LoginFormWidget({ onSuccess, onSwitchToRegister }: SlotProps['login-form']) {
  return <LoginForm onSuccess={onSuccess} onSwitchToRegister={onSwitchToRegister} headingLevel={2} />;
}
