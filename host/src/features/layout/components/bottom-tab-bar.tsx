import styled from '@emotion/styled';
import { theme } from '@storefront/ui';
import { ConciergeBell, House, ShoppingCart, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { tabLinks } from '../nav-links';

/** The tab bar's height: the page keeps this much room below it. */
export const TAB_BAR_HEIGHT_PX = 64;

// Each tab is as wide as its label at least, so 'Catering Menu' stays on one line on a 320 px
// phone; the spare width is shared out evenly.
const Bar = styled.nav`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 700;
  display: grid;
  grid-template-columns: repeat(4, minmax(max-content, 1fr));
  height: ${TAB_BAR_HEIGHT_PX}px;
  background: ${theme.color.surface};
  border-top: 1px solid ${theme.color.border};
  font-family: ${theme.font};
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 2px;
    padding: 8px 4px 0;
    color: ${theme.color.muted};
    font-size: 0.8rem;
    white-space: nowrap;
    font-weight: 600;
    text-decoration: none;
  }
  a[aria-current='page'] { color: ${theme.color.brand}; }
  ${theme.desktopQuery} { display: none; }
`;

/** The picture above each tab's label, as delivery apps have; a tab without one shows its label alone. */
const tabIcons: Record<string, LucideIcon> = {
  '/': House,
  '/menu': UtensilsCrossed,
  '/cart': ShoppingCart,
  '/catering': ConciergeBell,
};

export function BottomTabBar() {
  return (
    <Bar aria-label="Tabs">
      {tabLinks.map((link) => {
        const Icon = tabIcons[link.to];
        return (
          <NavLink key={link.to} to={link.to} end>
            {Icon ? <Icon size={22} /> : null}
            {link.label}
          </NavLink>
        );
      })}
    </Bar>
  );
}
