import { contentLinkTarget, type LoadState } from '@storefront/ui';
import { type FooterContact, type FooterContent, type FooterSection } from '@storefront/api-client';
import { DEFAULT_FOOTER_SECTIONS, FOOTER_FALLBACK_MESSAGE } from './default-footer';

export interface FooterLinkView {
  text: string;
  /** A site path or an http(s) address (`ContentLink` shows it). */
  url: string;
}

export interface FooterColumn {
  key: string;
  title: string;
  links: FooterLinkView[];
}

export interface ContactView {
  email: { text: string; href: string } | null;
  phone: { text: string; href: string } | null;
}

export type FooterView =
  | { status: 'loading' }
  | { status: 'shown'; columns: FooterColumn[]; contact: ContactView | null; notice: string | null };

/**
 * Sections the host's footer frame already shows itself (its 'Our Locations' list), so the
 * widget leaves them out rather than showing them twice.
 */
const FRAME_SECTION_TYPES = new Set(['locations']);

/** The active link sections in their sort order, each with only the links that are safe to open. */
export function footerColumns(sections: readonly FooterSection[]): FooterColumn[] {
  return sections
    .filter((section) => section.is_active && !FRAME_SECTION_TYPES.has(section.section_type ?? ''))
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((section, index) => ({
      key: String(section.id ?? `${index}-${section.title}`),
      title: section.title,
      links: section.links.flatMap((link) => {
        const url = link.url.trim();
        return contentLinkTarget(url) && link.text.trim() ? [{ text: link.text, url }] : [];
      }),
    }))
    .filter((column) => column.links.length > 0);
}

const EMAIL = /^[^\s@<>()"',;:\\]+@[^\s@<>()"',;:\\]+\.[^\s@<>()"',;:\\]+$/;

/** The contact's e-mail and phone as mailto: and tel: links, each only when it is well formed. */
export function contactView(contact: FooterContact | null): ContactView | null {
  if (!contact) return null;
  const email = contact.email?.trim();
  const phone = contact.phone?.trim();
  const dialable = phone?.replace(/[\s().-]/g, '');
  const view: ContactView = {
    email: email && EMAIL.test(email) ? { text: email, href: `mailto:${email}` } : null,
    phone: phone && dialable && /^\+?\d{6,15}$/.test(dialable) ? { text: phone, href: `tel:${dialable}` } : null,
  };
  return view.email || view.phone ? view : null;
}

export function footerView(state: LoadState<FooterContent>): FooterView {
  if (state.status === 'loading') return { status: 'loading' };
  if (state.status === 'error') {
    return { status: 'shown', columns: footerColumns(DEFAULT_FOOTER_SECTIONS), contact: null, notice: FOOTER_FALLBACK_MESSAGE };
  }
  const columns = footerColumns(state.data.sections);
  return {
    status: 'shown',
    columns: columns.length > 0 ? columns : footerColumns(DEFAULT_FOOTER_SECTIONS),
    contact: contactView(state.data.contact),
    notice: null,
  };
}
