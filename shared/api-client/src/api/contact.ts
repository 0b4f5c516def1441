import {
  contactInfoResponseSchema,
  contactSubmitResponseSchema,
  type ContactInfo,
  type ContactMessage,
  type ContactSubmitResponse,
} from '../schemas/contact';
import { parsedContent } from './content-answer';
import { contentHttp, parsed } from './http';

/** `success: false` is an answer; an HTTP failure's message is in the ApiError's serverMessage. */
export async function submitContact(message: ContactMessage): Promise<ContactSubmitResponse> {
  return parsed(contactSubmitResponseSchema, () => contentHttp().post('contact/submit', { json: message }));
}

export async function getContactInfo(): Promise<ContactInfo> {
  const body = await parsedContent(contactInfoResponseSchema, () => contentHttp().get('contact/info'));
  return body.data;
}
