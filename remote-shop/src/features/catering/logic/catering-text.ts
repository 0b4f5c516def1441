/** Bundle prices are written in dollars and shown in kwacha at 20 to the dollar. */
export const KWACHA_PER_DOLLAR = 20;

/** The kwacha a guest costs from a price text of '$N per person' (to the ngwee); null for any other text. */
export function pricePerPersonKwacha(price: string): number | null {
  const match = /^\s*\$\s*(\d+(?:\.\d+)?)\s+per person\s*$/i.exec(price);
  if (!match) return null;
  return Math.round(Number(match[1]) * KWACHA_PER_DOLLAR * 100) / 100;
}

/** Kwacha without ngwee when there are none: 'ZK 43,200', 'ZK 210.20'. */
function kwachaText(amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return `ZK ${amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/** '$25 per person' reads 'ZK 500 per person'; any other price text is shown as written. */
export function cateringPriceText(price: string): string {
  const kwacha = pricePerPersonKwacha(price);
  return kwacha === null ? price : `${kwachaText(kwacha)} per person`;
}

/**
 * What the order form says under the guest count: the estimated total for that many guests at
 * the bundle's price per person, a hint while the count is outside the bundle's range, and
 * nothing for a bundle whose price is not per person.
 */
export function cateringEstimateText(
  bundle: { price: string; minGuests: number; maxGuests: number },
  guests: number | null | undefined,
): string | null {
  const perPerson = pricePerPersonKwacha(bundle.price);
  if (perPerson === null) return null;
  if (guests === null || guests === undefined || !Number.isInteger(guests) || guests < bundle.minGuests || guests > bundle.maxGuests) {
    return `Enter ${bundle.minGuests} to ${bundle.maxGuests} guests to see the estimated total.`;
  }
  // Counted in ngwee, so the total is exact.
  const total = (Math.round(perPerson * 100) * guests) / 100;
  return `Estimated total: ${kwachaText(total)} (${guests} guests × ${kwachaText(perPerson)})`;
}

/** The rewards line at the foot of the catering page: ZK 400 for every ZK 10,000. */
export const CATERING_REWARDS_TEXT = 'Earn ZK 400 in rewards for every ZK 10,000 you spend on catering.';

export function guestRangeText(minGuests: number, maxGuests: number): string {
  return `${minGuests}-${maxGuests} guests`;
}

export function advanceNoticeText(hours: number | string): string {
  return `Order ${hours} hours in advance`;
}

/** Today in the customer's own calendar, as the date input and the form rules want it (YYYY-MM-DD). */
export function localIsoDate(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
