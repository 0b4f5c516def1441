import styled from '@emotion/styled';
import { answeredInPage, BRAND_NAME, OPEN_IN_PAGE_FIELD, theme } from '@storefront/ui';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { contactLink, infoLinks, mainLinks } from '../nav-links';
import { AccountMenu } from './account-menu';
import { CartButton } from './cart-button';
import { DropdownMenu, MenuButton } from './dropdown-menu';
import { MobileMenu } from './mobile-menu';
import { SamePageForm, withoutOpenField } from './same-page-form';

/** `?open=menu`: what Open menu asks for before the app is in. */
const OPEN_MENU = 'menu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 700;
  display: flex;
  align-items: center;
  gap: 16px;
  height: 64px;
  padding: 0 16px;
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
  font-family: ${theme.font};
`;

export const Brand = styled(Link)`
  margin-right: auto;
  color: ${theme.color.brand};
  font-size: 1.25rem;
  font-weight: 800;
  text-decoration: none;
`;

const DesktopNav = styled.nav`
  display: flex;
  align-items: center;
  gap: 4px;
  a {
    padding: 8px 10px;
    color: ${theme.color.text};
    text-decoration: none;
    font-weight: 500;
  }
  a[aria-current='page'] { color: ${theme.color.brand}; }
  ${theme.mobileQuery} { display: none; }
`;

const OnlyDesktop = styled.div`
  ${theme.mobileQuery} { display: none; }
`;

const OnlyMobile = styled.div`
  ${theme.desktopQuery} { display: none; }
`;

/** Open when tapped in the page, or asked for with the page (`?open=menu`); closing then takes the field off the address. */
function useMobileMenu() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [openedHere, setOpenedHere] = useState(false);
  const asked = search.get(OPEN_IN_PAGE_FIELD) === OPEN_MENU;
  const open = () => setOpenedHere(true);
  const close = () => {
    setOpenedHere(false);
    if (!asked) return;
    void navigate({ pathname, search: withoutOpenField(search).toString() }, { replace: true, preventScrollReset: true });
  };
  return { isOpen: openedHere || asked, open, close };
}

export function SiteHeader() {
  const menu = useMobileMenu();
  return (
    <>
      <Bar>
        <Brand to="/">{BRAND_NAME}</Brand>
        <DesktopNav aria-label="Main">
          {mainLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end>
              {link.label}
            </NavLink>
          ))}
          <DropdownMenu label="Info" page={infoLinks[0]?.to ?? '/about'}>
            {infoLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </DropdownMenu>
          <NavLink to={contactLink.to}>{contactLink.label}</NavLink>
        </DesktopNav>
        <CartButton />
        <OnlyDesktop>
          <AccountMenu />
        </OnlyDesktop>
        <OnlyMobile>
          <SamePageForm>
            <MenuButton type="submit" name={OPEN_IN_PAGE_FIELD} value={OPEN_MENU} aria-label="Open menu" aria-expanded={menu.isOpen} onClick={answeredInPage(menu.open)}>
              <Menu size={24} />
            </MenuButton>
          </SamePageForm>
        </OnlyMobile>
      </Bar>
      {/* Beside the header, not in it: inside the sticky header it would share the header's layer, under the tab bar. */}
      {menu.isOpen ? <MobileMenu onClose={menu.close} /> : null}
    </>
  );
}
