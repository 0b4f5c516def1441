import { sessionExpiredAtom } from '@storefront/contract';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** When the server refused the stored token, the customer is sent to sign in again (the message is already shown). */
export function SessionExpiryRedirect() {
  const [expired, setExpired] = useAtom(sessionExpiredAtom);
  const navigate = useNavigate();
  useEffect(() => {
    if (!expired) return;
    setExpired(false);
    navigate('/auth/login');
  }, [expired, setExpired, navigate]);
  return null;
}
