import { DEFAULT_PRICING_RATES, getAppSettings, ratesFromSettings, type PricingRates, type Tip } from '@storefront/api-client';

export const PRICING_SETTINGS_ERROR = 'Error loading pricing settings, using defaults';

export type PricingSettingsState =
  | { status: 'loading'; rates: null; tips: Tip[] }
  | { status: 'ready'; rates: PricingRates; tips: Tip[] }
  /** The call failed or answered something unusable: the default rates (20.00 per km, 7.5% tax, 50.00 handling), no tips. */
  | { status: 'defaults'; rates: PricingRates; tips: Tip[] };

/** The settings once read: the call's, or the defaults. */
export type PricingSettings = Exclude<PricingSettingsState, { status: 'loading' }>;

/** The settings call's answer as priced rates, with the default rates when it is unusable. */
export async function loadPricingSettings(): Promise<PricingSettings> {
  try {
    const answer = await getAppSettings();
    const rates = ratesFromSettings(answer.settings);
    if (rates) return { status: 'ready', rates, tips: answer.tips };
  } catch {
    // A failed or malformed answer falls through to the defaults below, so the cart can still price.
  }
  return { status: 'defaults', rates: DEFAULT_PRICING_RATES, tips: [] };
}
