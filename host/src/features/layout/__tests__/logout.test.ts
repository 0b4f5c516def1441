import { SESSION_STORAGE_KEY, sessionAtom, storefrontStore } from '@storefront/contract';
import { logout } from '../logout';

it('removes the stored session and reloads', () => {
  storefrontStore.set(sessionAtom, { token: 't', user: { first_name: 'A', last_name: 'B', email: 'a@b.co' } });
  expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  const reload = jest.fn();
  logout(reload);
  expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  expect(storefrontStore.get(sessionAtom)).toBeNull();
  expect(reload).toHaveBeenCalledTimes(1);
});
