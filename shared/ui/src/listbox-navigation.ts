/**
 * The option a listbox key moves to: arrows step and wrap, Home and End jump, -1 means none is
 * active. Returns `undefined` for a key the listbox does not handle.
 *
 * The kit's own combobox (`@storefront/ui/combobox`) no longer needs it, but remotes built against
 * 1.0 call it, and a minor version only adds: it goes with the next major.
 */
export function nextActiveIndex(current: number, key: string, count: number): number | undefined {
  if (count === 0) return key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End' ? -1 : undefined;
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
