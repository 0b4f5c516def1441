import styled from '@emotion/styled';
import { BRAND_NAME, theme } from '@storefront/ui';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { contactLink, infoLinks, mainLinks } from '../nav-links';
import { AccountMenu } from './account-menu';
import { CartButton } from './cart-button';
import { DropdownMenu, MenuButton } from './dropdown-menu';
import { MobileMenu } from './mobile-menu';

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

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
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
        <MenuButton type="button" aria-label="Open menu" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
          <Menu size={24} />
        </MenuButton>
      </OnlyMobile>
      {menuOpen ? <MobileMenu onClose={() => setMenuOpen(false)} /> : null}
    </Bar>
  );
}
