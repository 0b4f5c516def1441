import styled from '@emotion/styled';
import { PageMain, theme } from '@storefront/ui';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

/** One column on a phone, whose content may not widen it; the menu beside the page on wide screens. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  padding-top: 16px;
  ${theme.desktopQuery} { grid-template-columns: 220px minmax(0, 1fr); gap: 24px; padding-top: 24px; align-items: start; }
`;

/**
 * On a phone the menu's items wrap onto a second row, so every one, the current page's included,
 * shows whole (a row to swipe cut the last one off at the screen's edge); a column on wide screens.
 */
const Menu = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li { flex: none; }
  ${theme.desktopQuery} { ul { flex-direction: column; flex-wrap: nowrap; } }
  a {
    display: block;
    padding: 10px 14px;
    border-radius: 10px;
    color: ${theme.color.text};
    text-decoration: none;
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
  }
  a[aria-current='page'] { border-color: ${theme.color.brand}; background: ${theme.color.brandSoft}; color: ${theme.color.brandDark}; font-weight: 600; }
`;

/** The side menu of the user area: Dashboard, Add New Address, Profile, Cart. */
export const userAreaLinks = [
  { to: '/user/dashboard', label: 'Dashboard' },
  { to: '/user/address', label: 'Add New Address' },
  { to: '/user/profile', label: 'Profile' },
  { to: '/cart', label: 'Cart' },
] as const;

export function UserAreaLayout({ children }: { children: ReactNode }) {
  return (
    <PageMain>
      <Columns>
        <Menu aria-label="Account">
          <ul>
            {userAreaLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </Menu>
        <div>{children}</div>
      </Columns>
    </PageMain>
  );
}

/** A page of the user area while its reads come, when the browser opens it (the server sends it whole). */
export function UserAreaLoading({ message }: { message: string }) {
  return (
    <UserAreaLayout>
      <p role="status">{message}</p>
    </UserAreaLayout>
  );
}
