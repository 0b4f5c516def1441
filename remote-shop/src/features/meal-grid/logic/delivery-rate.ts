/**
 * The banner's delivery fee: the rate per kilometre the cart charges, in the banner's way of
 * writing money ('ZK20.00', no space). The cart counts at least one kilometre.
 */
export function deliveryRateText(perKm: number): string {
  return `ZK${perKm.toFixed(2)} per km`;
}
