/**
 * @jest-environment node
 */
import path from 'node:path';
import { contractImports, measureContract } from '../contract-usage.mjs';

describe('contractImports', () => {
  it('names what a file imports or re-exports from the contract, by entry point, types too', () => {
    const text = [
      "import { theme, type Product } from '@storefront/shared';",
      "import type { Order } from '@storefront/shared/schemas';",
      "import { kwachaText as money } from '@storefront/shared/pricing';",
      "export { Slot } from '@storefront/shared';",
      "import { useState } from 'react';",
      "import '@storefront/shared/rich-text';",
    ].join('\n');
    expect(contractImports(text, 'page.tsx', '@storefront/shared')).toEqual([
      { module: '@storefront/shared', name: 'theme' },
      { module: '@storefront/shared', name: 'Product' },
      { module: '@storefront/shared/schemas', name: 'Order' },
      { module: '@storefront/shared/pricing', name: 'kwachaText' },
      { module: '@storefront/shared', name: 'Slot' },
      { module: '@storefront/shared/rich-text', name: '*' },
    ]);
  });
});

describe('measureContract', () => {
  const report = measureContract(path.resolve(__dirname, '../..'));

  it('counts one export once, whichever entry points name it', () => {
    const declarations = report.exports.map((item) => item.declaration);
    expect(new Set(declarations).size).toBe(declarations.length);
    const totals = report.exports.find((item) => item.declaration.endsWith(' cartTotals'));
    expect(totals?.exportedAs).toEqual(['@storefront/shared cartTotals', '@storefront/shared/pricing cartTotals']);
  });

  it('knows which apps use an export, through whichever entry point', () => {
    // The cart's prices: the shop shows them, the api charges them.
    expect(report.exports.find((item) => item.declaration.endsWith(' cartTotals'))?.apps).toEqual(['api', 'remote-shop']);
    expect(report.exports.find((item) => item.declaration.endsWith(' cartCountAtom'))?.apps).toContain('host');
    expect(report.lines).toBeGreaterThan(0);
  });
});
