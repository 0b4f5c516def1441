import { contactDetailsFrom, type ContactDetails } from '@storefront/api-client/schemas';
import type { Db } from '../db/connect-database';
import { escapeHtml } from '../http/html-page';
import type { JsonObject, JsonValue } from '../lib/json';
import { readContactInfo } from './contact-queries';
import { isJsonObject } from './content-store';

/**
 * The company's e-mail, phone and address as every answer names them: the stored contact info,
 * each missing field replaced by the contract's default (the same one the pages fall back to).
 */
export async function readContactDetails(db: Db): Promise<ContactDetails> {
  return contactDetailsFrom(await readContactInfo(db));
}

// The search of pages (content-search.ts) spells out the same three placeholders.
const placeholder = /\{\{(company_email|company_phone|company_address)\}\}/g;

/**
 * CMS text (HTML) with `{{company_email}}`, `{{company_phone}}` and `{{company_address}}`
 * replaced by the details, escaped for HTML, so content never repeats the details itself.
 */
export function fillContactPlaceholders(html: string, details: ContactDetails): string {
  return html.replace(placeholder, (_match, field: keyof ContactDetails) => escapeHtml(details[field]));
}

function filled(value: JsonValue, details: ContactDetails): JsonValue {
  if (typeof value === 'string') return fillContactPlaceholders(value, details);
  if (Array.isArray(value)) return value.map((item) => filled(item, details));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item, details)]));
  }
  return value;
}

/** A CMS document with the placeholders of every text in it filled. */
export function withContactPlaceholdersFilled(document: JsonObject, details: ContactDetails): JsonObject {
  return filled(document, details) as JsonObject;
}

/** The policy page with its placeholders filled and its contact e-mail the company's. */
export function policyPageWithContact(page: JsonObject, details: ContactDetails): JsonObject {
  const document = withContactPlaceholdersFilled(page, details);
  const data = isJsonObject(document.page_data) ? document.page_data : {};
  return { ...document, page_data: { ...data, contact_email: details.company_email } };
}
