import { findCateringBundle, getProfile } from '@storefront/api-client';
import { pageStore, sessionAtom } from '@storefront/contract';
import { data } from 'react-router-dom';

/** Who is ordering, for a signed-in customer: the form starts from it. */
export interface SignedInContact {
  name: string;
  email: string;
  /** Digits only (the form's rule), empty when the profile has none or could not be read. */
  phone: string;
}

/** What the bundle page reads: the contact its form starts from, null for a visitor. */
export interface CateringBundleReads {
  contact: SignedInContact | null;
}

/**
 * The signed-in customer the page is made for (on the server, the request's): the name and e-mail
 * from the session, the phone from the profile ('+260971234567' becomes '260971234567').
 */
async function readSignedInContact(): Promise<SignedInContact | null> {
  const session = pageStore().get(sessionAtom);
  if (!session) return null;
  const profile = await getProfile().catch(() => null);
  const { first_name, last_name, email } = session.user;
  return { name: `${first_name} ${last_name}`.trim(), email, phone: (profile?.phone ?? '').replace(/\D/g, '') };
}

/**
 * The bundle page's loader: the contact its form starts from, so a signed-in customer's page
 * arrives filled in. The bundles are the storefront's own (nothing to read); a bundle it does not
 * have still renders the page, which says so and returns to the list, answered with a 404 for the
 * server.
 */
export async function readCateringBundle(id: string) {
  if (!findCateringBundle(id)) return data(null, { status: 404 });
  return { contact: await readSignedInContact() } satisfies CateringBundleReads;
}
