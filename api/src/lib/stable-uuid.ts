import { createHash } from 'node:crypto';

/** Namespace of this storefront's seed data (itself a random v4 uuid, fixed forever). */
const seedNamespace = '5d2b6f0e-9c41-4a8e-b7f3-2e6c1a9d4b70';

/**
 * A name-based uuid (RFC 9562 version 5, SHA-1): the same name always gives the same uuid, so
 * seeded meals keep their /food/{uuid} links across fresh databases and test runs.
 */
export function stableUuid(name: string, namespace: string = seedNamespace): string {
  const namespaceBytes = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(namespaceBytes).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
