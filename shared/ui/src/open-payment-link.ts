/** Whether a link may be opened at all: only http(s), never javascript: or data: URLs. */
export function isHttpUrl(link: string): boolean {
  try {
    const { protocol } = new URL(link);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Opens a payment page (order or wallet top-up) in a new tab, cut off from this one; where the
 * browser blocks the tab, this tab goes there instead. Returns false, opening nothing, for a link
 * that is not http(s).
 */
export function openPaymentLink(link: string): boolean {
  if (!isHttpUrl(link)) return false;
  const tab = window.open(link, '_blank');
  if (tab) {
    // The payment page has no business with this tab.
    tab.opener = null;
  } else {
    window.location.assign(link);
  }
  return true;
}
