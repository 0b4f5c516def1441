import { isHttpUrl } from '@storefront/shared';

/**
 * Where a footer link from the content service may lead: a page of this site (through the router)
 * or an http(s) address; anything else is dropped.
 *
 * A copy of the home feature's `contentLinkTarget`: features share only the contract, where this
 * belongs (reported to the lead).
 */
export type FooterLinkTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/** Control characters, whitespace the browser strips from URLs, and backslashes make `//host` out of a path. */
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

export function footerLinkTarget(url: string | null | undefined): FooterLinkTarget | null {
  const trimmed = url?.trim();
  if (!trimmed || UNSAFE_CHARACTERS.test(trimmed)) return null;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return { kind: 'internal', to: trimmed };
  if (isHttpUrl(trimmed)) return { kind: 'external', href: trimmed };
  return null;
}
