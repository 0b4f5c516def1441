/** The product's default pricing (delivery per km, tax percent, handling fee), kept as strings. */
export const defaultPricingSettings = {
  delivery_charge_per_km: '20.00',
  tax: '7.50',
  handling_fee: '50.00',
} as const;

/** Tip choices in kwacha. */
export const seedTips: readonly number[] = [10, 20, 50];
