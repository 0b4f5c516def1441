/** A store badge drawn inline, shown when the badge image from the content service does not load. */
export function storeBadgeArt(label: string): string {
  return (
    'data:image/svg+xml,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 54"><rect width="180" height="54" rx="10" fill="#111827"/>' +
        `<text x="90" y="34" font-family="system-ui, sans-serif" font-size="17" font-weight="600" text-anchor="middle" fill="#fff">${label}</text></svg>`,
    )
  );
}
