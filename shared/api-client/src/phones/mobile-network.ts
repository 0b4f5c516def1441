import type { MobileNetwork } from '../schemas/payments';

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
 * The network a Zambian number (E.164) was issued by, or null for another country's or an unknown
 * range. A number kept when moving network answers its first network: the customer can change it.
 */
export function mobileNetworkOf(e164: string): MobileNetwork | null {
  const match = /^\+260(\d{2})\d{7}$/.exec(e164);
  return match ? (NETWORK_PREFIXES[match[1] ?? ''] ?? null) : null;
}
