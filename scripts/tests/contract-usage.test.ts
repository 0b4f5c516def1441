/**
 * @jest-environment node
 */
import path from 'node:path';
import { measureContract, packageImports } from '../checks/contract-usage.mjs';

describe('packageImports', () => {
  it('names what a file imports or re-exports from the contract, by entry point, types too', () => {
    const text = [
      "import { theme, type Product } from '@storefront/contract';",
      "import type { Order } from '@storefront/contract/schemas';",
      "import { kwachaText as money } from '@storefront/contract/pricing';",
      "export { Slot } from '@storefront/contract';",
      "import { useState } from 'react';",
      "import '@storefront/contract/rich-text';",
    ].join('\n');
    expect(packageImports(text, 'page.tsx', '@storefront/contract')).toEqual([
      { module: '@storefront/contract', name: 'theme' },
      { module: '@storefront/contract', name: 'Product' },
      { module: '@storefront/contract/schemas', name: 'Order' },
      { module: '@storefront/contract/pricing', name: 'kwachaText' },
      { module: '@storefront/contract', name: 'Slot' },
      { module: '@storefront/contract/rich-text', name: '*' },
    ]);
  });
});

describe('measureContract', () => {
  const report = measureContract(path.resolve(__dirname, '../..'));

  it('counts one export once, whichever entry points name it', () => {
    const declarations = report.exports.map((item) => item.declaration);
    expect(new Set(declarations).size).toBe(declarations.length);
    const meal = report.exports.find((item) => item.declaration.endsWith(' productSchema'));
    expect(meal?.exportedAs).toEqual(['@storefront/contract productSchema', '@storefront/contract/boundary productSchema']);
  });

  it('knows which apps and libraries use an export, through whichever entry point', () => {
    // The meal in the cart: the backend validates with it, the API client parses the catalogue with it.
    expect(report.exports.find((item) => item.declaration.endsWith(' productSchema'))?.apps).toEqual(['api', 'shared/api-client']);
    expect(report.exports.find((item) => item.declaration.endsWith(' cartCountAtom'))?.apps).toEqual(['host', 'remote-account']);
    expect(report.lines).toBeGreaterThan(0);
  });

  it('keeps the contract well under a thousand lines', () => {
    expect(report.lines).toBeLessThan(1000);
  });
});
