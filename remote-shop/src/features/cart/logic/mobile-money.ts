import { localMobileNumber, mobileNetworkOf, mobileNetworks, zambianMobileNumber, type MobileNetwork, type PaymentInitiationPayload } from '@storefront/api-client';

export const MOBILE_MONEY_PLACED = 'Order placed! Approve the payment on your phone.';
/** The api's words for the same problems, so the page says what the server would. */
export const ENTER_MOBILE_NUMBER = 'Enter the mobile money number to send the prompt to.';
export const CHOOSE_NETWORK = 'Choose the network of this number.';

/** The number that gets the prompt as the customer typed it, and its network ('' while none is known). */
export interface MobileMoneyEntry {
  phone: string;
  network: MobileNetwork | '';
}

export interface MobileMoneyProblem {
  field: 'phone' | 'network';
  message: string;
}

export const isMobileNetwork = (value: unknown): value is MobileNetwork => (mobileNetworks as readonly unknown[]).includes(value);

/** The network a number typed any way was issued by, once it is a whole number; null before, or for a number no network is known for. */
export const networkOfNumber = (phone: string): MobileNetwork | null => mobileNetworkOf(phone);

/** The entry a number starts (the profile's phone, or none), written as the customer writes it ('097 123 4567'). */
export const entryOfNumber = (phone: string): MobileMoneyEntry => ({ phone: localMobileNumber(phone) ?? phone, network: networkOfNumber(phone) ?? '' });

/** A number typed: the network follows it once the number tells it, and stays as chosen while it does not. */
export const withNumber = (entry: MobileMoneyEntry, phone: string): MobileMoneyEntry => ({ phone, network: networkOfNumber(phone) ?? entry.network });

/**
 * The number and network of a form sent before the app is in (or without scripts), where the
 * network could not follow the number as it was typed: a network left as the page guessed it from
 * the number it showed (`guessed`) follows the number sent; one chosen by hand stays.
 */
export function sentMobileMoney(phone: string, network: string, guessed: string): MobileMoneyEntry {
  const chosen = isMobileNetwork(network) ? network : '';
  const told = networkOfNumber(phone);
  return { phone, network: told && chosen === guessed ? told : chosen };
}

/** What stops a prompt from being sent: no Zambian mobile number, or one whose network is not known nor chosen. */
export function mobileMoneyProblem({ phone, network }: MobileMoneyEntry): MobileMoneyProblem | null {
  const number = zambianMobileNumber(phone);
  if (number === null) return { field: 'phone', message: ENTER_MOBILE_NUMBER };
  if (!network && mobileNetworkOf(number) === null) return { field: 'network', message: CHOOSE_NETWORK };
  return null;
}

/** The payment request of a mobile money checkout: the payer, the number in its international form and its network. */
export function mobileMoneyPayment(payer: PaymentInitiationPayload, { phone, network }: MobileMoneyEntry): PaymentInitiationPayload {
  return { ...payer, method: 'mobile_money', phone: zambianMobileNumber(phone) ?? phone.trim(), ...(network ? { network } : {}) };
}
