/** Spec §9: bundle prices are written in dollars and shown in kwacha at 20 to the dollar. */
export const KWACHA_PER_DOLLAR = 20;

/** '$25 per person' reads 'ZK 500 per person'; any other price text is shown as written. */
export function cateringPriceText(price: string): string {
  const match = /^\s*\$\s*(\d+(?:\.\d+)?)\s+per person\s*$/i.exec(price);
  if (!match) return price;
  const kwacha = Math.round(Number(match[1]) * KWACHA_PER_DOLLAR * 100) / 100;
  return `ZK ${Number.isInteger(kwacha) ? kwacha : kwacha.toFixed(2)} per person`;
}

/** The rewards line at the foot of the catering page (spec §9: ZK 400 for every ZK 10,000). */
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
