/** The meal page's preparation time, in hours: '1 hour', '1.5 hours'; null when the meal has none. */
export function preparationTimeText(hours: number | string | null | undefined): string | null {
  if (hours === null || hours === undefined || hours === '') return null;
  const value = Number(hours);
  if (!Number.isFinite(value) || value <= 0) return null;
  return `${value} ${value === 1 ? 'hour' : 'hours'}`;
}
