import { DEFAULT_CONTACT_DETAILS, isHttpUrl, type ContactInfo } from '@storefront/shared';

export interface ContactChannels {
  email: string;
  phone: string;
  address: string;
}

/** The contract's fallback contact details (this storefront's own), shown when the company info cannot be loaded. */
export const DEFAULT_CONTACT_CHANNELS: ContactChannels = {
  email: DEFAULT_CONTACT_DETAILS.company_email,
  phone: DEFAULT_CONTACT_DETAILS.company_phone,
  address: DEFAULT_CONTACT_DETAILS.company_address,
};

/** E-mail, phone and address from the company info, each falling back on its own to the default. */
export function contactChannels(info: ContactInfo | null): ContactChannels {
  return {
    email: info?.company_email?.trim() || DEFAULT_CONTACT_CHANNELS.email,
    phone: info?.company_phone?.trim() || DEFAULT_CONTACT_CHANNELS.phone,
    address: info?.company_address?.trim() || DEFAULT_CONTACT_CHANNELS.address,
  };
}

/** A `tel:` link: the digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

const networkNames: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
};

/** How a network key of the company's social media reads on the page ('linkedin' -> 'LinkedIn'). */
export function networkName(key: string): string {
  const known = networkNames[key.trim().toLowerCase()];
  if (known) return known;
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface FollowLink {
  name: string;
  url: string;
}

/** The Follow Us links: only http(s) addresses, so content can never open a javascript: or data: URL. */
export function followLinks(socialMedia: Record<string, string>): FollowLink[] {
  return Object.entries(socialMedia)
    .filter(([, url]) => isHttpUrl(url.trim()))
    .map(([key, url]) => ({ name: networkName(key), url: url.trim() }));
}
