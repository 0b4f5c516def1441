import styled from '@emotion/styled';
import { theme } from '@storefront/shared';
import { NavLink } from 'react-router-dom';
import { tabLinks } from '../nav-links';

const Bar = styled.nav`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 700;
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  height: 64px;
  background: ${theme.color.surface};
  border-top: 1px solid ${theme.color.border};
  font-family: ${theme.font};
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    color: ${theme.color.muted};
    font-size: 0.8rem;
    font-weight: 600;
    text-decoration: none;
  }
  a[aria-current='page'] { color: ${theme.color.brand}; }
  ${theme.desktopQuery} { display: none; }
`;

/** The tab bar of small screens, in place of the footer. */
export function BottomTabBar() {
  return (
    <Bar aria-label="Tabs">
      {tabLinks.map((link) => (
        <NavLink key={link.to} to={link.to} end>
          {link.label}
        </NavLink>
      ))}
    </Bar>
  );
}
