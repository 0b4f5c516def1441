/** Kwacha as the menu, food and cart pages show it: 'ZK 85.00'. */
export function formatZk(amount: number): string {
  return `ZK ${amount.toFixed(2)}`;
}

/** Kwacha as the dashboard shows it: 'ZMW 85.00'. */
export function formatZmw(amount: number): string {
  return `ZMW ${amount.toFixed(2)}`;
}
