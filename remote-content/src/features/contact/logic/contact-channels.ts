import { contactDetailsFrom, type ContactInfo } from '@storefront/api-client';
import { isHttpUrl } from '@storefront/ui';

export interface ContactChannels {
  email: string;
  phone: string;
  address: string;
}

/** E-mail, phone and address from the company info, each falling back on its own to the contract's default. */
export function contactChannels(info: ContactInfo | null): ContactChannels {
  const details = contactDetailsFrom(info);
  return { email: details.company_email, phone: details.company_phone, address: details.company_address };
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
