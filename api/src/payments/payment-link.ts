/** The link of a sandbox payment page; absolute, as the storefront opens it in a new tab. */
export function paymentLink(publicUrl: string, reference: string): string {
  return `${publicUrl}/sandbox/pay/${encodeURIComponent(reference)}`;
}
