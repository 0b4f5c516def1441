import { getProfile } from '@storefront/api-client';
import { sessionAtom } from '@storefront/contract';
import { useLoad } from '@storefront/ui';
import { useAtomValue } from 'jotai';

export interface SignedInContact {
  name: string;
  email: string;
  /** Empty until the profile has been read, or when it has no phone. */
  phone: string;
}

/**
 * Who is ordering, for a signed-in customer: the name and e-mail come with the session at once,
 * the phone with the profile. Null without a session, so a visitor's form stays empty.
 */
export function useSignedInContact(): SignedInContact | null {
  const session = useAtomValue(sessionAtom);
  const profile = useLoad(async () => (session ? getProfile() : null), session?.user.email ?? '');
  if (!session) return null;
  const { first_name, last_name, email } = session.user;
  return {
    name: `${first_name} ${last_name}`.trim(),
    email,
    // The profile keeps '+260971234567'; the form's rule takes digits only, so the '+' stays out.
    phone: profile.status === 'success' ? (profile.data?.phone ?? '').replace(/\D/g, '') : '',
  };
}
