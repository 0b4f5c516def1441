import type { SlotProps } from '@storefront/contract';
import { RegisterForm } from '../features/registration/components/register-form';

const stayOpen = () => undefined;

/**
 * Exposed as `./RegisterForm`: the content of the cart's registration overlay. As the product's
 * in-cart registration does, it leaves the identifier formats to the server on submit. It registers
 * where it is shown, whether or not the overlay asks to hear of it.
 */
export default function RegisterFormWidget({ onSuccess = stayOpen, onSwitchToLogin }: SlotProps['register-form']) {
  return <RegisterForm onSuccess={onSuccess} onSwitchToLogin={onSwitchToLogin} headingLevel={2} checkFormats={false} />;
}
