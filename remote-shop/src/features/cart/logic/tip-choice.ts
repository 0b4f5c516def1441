type TipId = string | number;

/** One tip at most: tapping the selected tip again clears it. */
export function toggleTip(selected: TipId | null, tapped: TipId): TipId | null {
  return selected !== null && String(selected) === String(tapped) ? null : tapped;
}
