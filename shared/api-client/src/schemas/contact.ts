import { z } from 'zod/mini';
import { isRecord } from './primitives';

export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

export const contactMessageSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'This field is required')),
  email: z.email('Please enter a valid email address'),
  subject: z.string().check(z.trim(), z.minLength(1, 'This field is required')),
  message: z
    .string()
    .check(z.trim(), z.minLength(1, 'This field is required'))
    .check(z.maxLength(CONTACT_MESSAGE_MAX_LENGTH, `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`)),
});

/** On failure the server's reason is in `message` (an HTTP error's body carries it too). */
export const contactSubmitResponseSchema = z.object({
  success: z.boolean(),
  message: z.nullish(z.string()),
});

function decodeSocialLinks(value: string | Record<string, unknown> | null | undefined): Record<string, string> {
  let decoded: unknown = value;
  if (typeof value === 'string') {
    try {
      decoded = JSON.parse(value) as unknown;
    } catch {
      // Undecodable links hide the Follow Us list; they must not hide the e-mail and phone.
      return {};
    }
  }
  if (!isRecord(decoded)) return {};
  return Object.fromEntries(
    Object.entries(decoded).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
}

/** Network name to URL; sent as an object or as a JSON string. Pages must still allow only http(s) links. */
export const socialLinksSchema = z.pipe(
  z.nullish(z.union([z.string(), z.record(z.string(), z.unknown())])),
  z.transform(decodeSocialLinks),
);

export const contactInfoSchema = z.object({
  company_email: z.nullish(z.string()),
  company_phone: z.nullish(z.string()),
  company_address: z.nullish(z.string()),
  company_social_media: socialLinksSchema,
});

/** `GET /contact/info` answers `{ success, data }`. */
export const contactInfoResponseSchema = z.object({
  success: z.optional(z.boolean()),
  data: contactInfoSchema,
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactSubmitResponse = z.infer<typeof contactSubmitResponseSchema>;
export type ContactInfo = z.infer<typeof contactInfoSchema>;

/** The company's e-mail, phone and address as the contact info gives them, each one present. */
export type ContactDetails = {
  readonly [K in 'company_email' | 'company_phone' | 'company_address']-?: NonNullable<ContactInfo[K]>;
};

/**
 * The company's contact details: the reference backend seeds its contact info from these, and
 * every app shows them where the company info cannot be loaded or leaves a field blank, so a page
 * shows the same details either way. The product asks for fallback values without naming them, so
 * these are this storefront's choice; every app and the backend take them from here.
 */
export const DEFAULT_CONTACT_DETAILS: ContactDetails = {
  company_email: 'hello@zameats.co.zm',
  company_phone: '+260 211 255 300',
  company_address: 'Plot 1234, Cairo Road, Lusaka, Zambia',
};

/** The company info's e-mail, phone and address, each blank or missing one replaced by its default. */
export function contactDetailsFrom(
  info: Partial<Pick<ContactInfo, keyof ContactDetails>> | null | undefined,
): ContactDetails {
  return {
    company_email: info?.company_email?.trim() || DEFAULT_CONTACT_DETAILS.company_email,
    company_phone: info?.company_phone?.trim() || DEFAULT_CONTACT_DETAILS.company_phone,
    company_address: info?.company_address?.trim() || DEFAULT_CONTACT_DETAILS.company_address,
  };
}
