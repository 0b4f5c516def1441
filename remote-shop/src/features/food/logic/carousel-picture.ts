/**
 * The picture the meal's carousel opens on lives in the address (`?picture=2`, counted from 1), so
 * a page without scripts can ask the server for the next one, and the server renders the picture
 * the browser will.
 */
export const PICTURE_PARAM = 'picture';

/** The index of the picture the address asks for, the first when it asks for none it has. */
export function pictureIndexOf(params: URLSearchParams, count: number): number {
  const asked = Number(params.get(PICTURE_PARAM));
  return Number.isInteger(asked) && asked >= 1 && asked <= count ? asked - 1 : 0;
}

/** The index `delta` pictures away, going round from the last to the first and back. */
export function pictureAfter(index: number, delta: number, count: number): number {
  return (((index + delta) % count) + count) % count;
}
