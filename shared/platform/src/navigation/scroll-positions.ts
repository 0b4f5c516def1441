/** Where each entry of the session's history was scrolled to, by the router's location key. */
export type ScrollPositions = Map<string, number>;

const STORAGE_KEY = 'scroll-positions';
/** Enough entries for a long session's Back button; the oldest are dropped. */
const MAX_ENTRIES = 100;

export function readScrollPositions(storage: Pick<Storage, 'getItem'>): ScrollPositions {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return new Map();
    return new Map(
      parsed.filter((entry): entry is [string, number] => Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1])),
    );
  } catch {
    return new Map();
  }
}

export function saveScrollPositions(storage: Pick<Storage, 'setItem'>, positions: ScrollPositions): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_ENTRIES)));
  } catch {
    // A full or blocked storage only costs the position after a reload.
  }
}

/** Re-inserted as the newest, so the oldest entries are the ones dropped. */
export function remember(positions: ScrollPositions, key: string, y: number): void {
  positions.delete(key);
  positions.set(key, Math.max(0, Math.round(y)));
}
