import type { SlotProps } from '@storefront/contract';
import { RegisterForm } from '../features/registration/components/register-form';

/**
 * Exposed as `./RegisterForm`: the content of the cart's registration overlay. As the product's
 * in-cart registration does, it leaves the identifier formats to the server on submit.
 */
export default function RegisterFormWidget({ onSuccess, onSwitchToLogin }: SlotProps['register-form']) {
  return <RegisterForm onSuccess={onSuccess} onSwitchToLogin={onSwitchToLogin} headingLevel={2} checkFormats={false} />;
}
