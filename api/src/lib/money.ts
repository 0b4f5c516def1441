/** Kwacha as the API shows them (a number with at most two decimals) to stored ngwee. */
export function toNgwee(kwacha: number): number {
  return Math.round(kwacha * 100);
}

export function toKwacha(ngwee: number): number {
  return ngwee / 100;
}
