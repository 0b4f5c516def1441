import { logout as endServerSession } from '@storefront/api-client';
import { endCustomerSession } from '@storefront/contract';
import { redirectDocument, type ActionFunctionArgs } from 'react-router-dom';

/** Where the header's Logout form is sent: the host's route whose action signs the customer out. */
export const LOGOUT_PATH = '/logout';

/** The page Logout was chosen on, if it is a page of this site; else the home page. */
export function pageLogoutWasChosenOn(from: FormDataEntryValue | null): string {
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\') ? from : '/';
}

/**
 * Logout, the action of the header's Logout form, in the browser and on the server alike (a form
 * sent before the app is in, or with scripts off). It ends the session on the server first, so a
 * token copied before sign-out opens nothing, and the api clears its cookie; then the page's
 * session; then the page it was chosen on loads again, whole, so every area starts signed out.
 * The session ends even when the api cannot be reached: the customer asked to leave.
 */
export async function logoutAction({ request }: Pick<ActionFunctionArgs, 'request'>): Promise<Response> {
  const from = pageLogoutWasChosenOn((await request.formData()).get('from'));
  try {
    await endServerSession();
  } catch {
    // Nothing to tell: the session is gone from this page either way, and a token the server still
    // holds expires on its own.
  }
  endCustomerSession();
  return redirectDocument(from);
}
