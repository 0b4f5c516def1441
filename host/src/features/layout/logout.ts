import { logout as endServerSession } from '@storefront/api-client';
import { endCustomerSession } from '@storefront/contract';
import { redirectDocument, type ActionFunctionArgs } from 'react-router-dom';

export const LOGOUT_PATH = '/logout';

/** Only a page of this site; else the home page. */
export function pageLogoutWasChosenOn(from: FormDataEntryValue | null): string {
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\') ? from : '/';
}

/** The api's session ends first, so a token copied before opens nothing; the page loads again whole, every area signed out. */
export async function logoutAction({ request }: Pick<ActionFunctionArgs, 'request'>): Promise<Response> {
  const from = pageLogoutWasChosenOn((await request.formData()).get('from'));
  try {
    await endServerSession();
  } catch {
    // The customer asked to leave; a token the server still holds expires on its own.
  }
  endCustomerSession();
  return redirectDocument(from);
}
