import type { MobileNetwork } from './payments';

/** Each network's own name for its wallet, the one customers know. */
export const mobileNetworkNames: Readonly<Record<MobileNetwork, string>> = {
  MTN: 'MTN MoMo',
  AIRTEL: 'Airtel Money',
  ZAMTEL: 'Zamtel Kwacha',
};

/** Zambia's mobile prefixes after +260: each network has a 9x and a 7x range. */
const NETWORK_PREFIXES: Record<string, MobileNetwork> = {
  '96': 'MTN',
  '76': 'MTN',
  '97': 'AIRTEL',
  '77': 'AIRTEL',
  '95': 'ZAMTEL',
  '75': 'ZAMTEL',
};

/**
 * A Zambian mobile number typed any usual way ('097 123 4567', '971234567', '+260 97 1234567',
 * '260971234567') in its E.164 form, or null. Only Zambia's mobile ranges: what mobile money takes.
 * Without the phone metadata (libphonenumber's, in `./phones`), so a page that only asks for a
 * mobile money number does not load it; the api checks the number in full.
 */
export function zambianMobileNumber(typed: string): string | null {
  if (!/^\+?[\d\s().-]+$/.test(typed.trim())) return null;
  const digits = typed.replace(/\D/g, '');
  const national = /^(?:260|0)?([79]\d{8})$/.exec(digits)?.[1];
  return national ? `+260${national}` : null;
}

/** A Zambian mobile number as customers write it ('097 123 4567'), from any usual spelling; null for any other. */
export function localMobileNumber(typed: string): string | null {
  const national = zambianMobileNumber(typed)?.slice(4);
  return national ? `0${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}` : null;
}

/**
 * The network a Zambian mobile number (typed any usual way) was issued by, or null for another
 * country's, a landline or an unknown range. A number kept when moving network answers its first
 * network: the customer can change it.
 */
export function mobileNetworkOf(typed: string): MobileNetwork | null {
  const number = zambianMobileNumber(typed);
  return number ? (NETWORK_PREFIXES[number.slice(4, 6)] ?? null) : null;
}
