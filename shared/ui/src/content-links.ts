import { isHttpUrl } from './open-payment-link';

// What a link, image or colour from the content service may be, decided in one place so that no
// page of any app uses such a value unchecked. Content HTML goes through `RichText` instead.

/** Where a content link leads: a page of this site (through the router) or an http(s) address. */
export type ContentLinkTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/** Control characters, whitespace the browser strips from URLs, and backslashes make `//host` out of a path. */
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/** A path of this site; `//host` is another site without a scheme, so it is not one. */
function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * Where a link from the content service may lead; null for anything else (javascript:, data:,
 * mailto:, protocol-relative `//host`, relative paths), which is then not linked at all.
 */
export function contentLinkTarget(url: string | null | undefined): ContentLinkTarget | null {
  const trimmed = url?.trim();
  if (!trimmed || UNSAFE_CHARACTERS.test(trimmed)) return null;
  if (isSitePath(trimmed)) return { kind: 'internal', to: trimmed };
  if (isHttpUrl(trimmed)) return { kind: 'external', href: trimmed };
  return null;
}

/** An image source from the content service (a site path or http(s)), or undefined, so the image shows its fallback. */
export function safeImageSrc(src: string | null | undefined): string | undefined {
  const trimmed = src?.trim();
  if (!trimmed || UNSAFE_CHARACTERS.test(trimmed)) return undefined;
  return isSitePath(trimmed) || isHttpUrl(trimmed) ? trimmed : undefined;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION_COLOR = /^(?:rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/+-]+\)$/i;
const NAMED_COLOR = /^[a-z]{3,20}$/i;

/**
 * A colour from the content service for a style, or undefined when it is anything but a colour:
 * a `background` given `url(...)` would make the browser fetch whatever the content names.
 */
export function safeColor(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  return HEX_COLOR.test(trimmed) || FUNCTION_COLOR.test(trimmed) || NAMED_COLOR.test(trimmed) ? trimmed : undefined;
}
