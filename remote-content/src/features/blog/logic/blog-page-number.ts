/** The page number in `?page=`; anything but a whole number from 1 up means the first page. */
export function pageFromSearch(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}
