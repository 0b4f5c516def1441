import styled from '@emotion/styled';
import { answeredInPage, DialogFocusTrap, theme } from '@storefront/ui';
import { Slot } from '@storefront/contract';
import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { contactLink, infoLinks, mainLinks } from '../nav-links';
import { AccountItems } from './account-items';
import { TAB_BAR_HEIGHT_PX } from './bottom-tab-bar';
import { SamePageForm } from './same-page-form';
import { footerBand } from './site-footer';

// The menu ends above the tab bar's band, where messages show, so none lies over its links.
const Screen = styled.div`
  position: fixed;
  inset: 0 0 ${TAB_BAR_HEIGHT_PX}px;
  z-index: 950;
  border-bottom: 1px solid ${theme.color.border};
  overflow-y: auto;
  padding: 0 24px;
  background: ${theme.color.surface};
  font-family: ${theme.font};
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 64px;
  h2 { margin: 0; font-size: 1.25rem; }
  button { display: inline-flex; align-items: center; justify-content: center; min-width: 44px; min-height: 44px; border: 0; background: none; cursor: pointer; }
`;

const MenuList = styled.ul`
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  a, button {
    display: block;
    width: 100%;
    padding: 12px 0;
    border: 0;
    border-bottom: 1px solid ${theme.color.border};
    background: none;
    color: ${theme.color.text};
    font: inherit;
    font-size: 1.125rem;
    text-align: left;
    text-decoration: none;
  }
`;

const SectionTitle = styled.h2`
  margin: 16px 0 4px;
  font-size: 0.875rem;
  color: ${theme.color.muted};
  text-transform: uppercase;
`;

/** Across the menu's whole width. */
const FooterBand = styled.div`
  ${footerBand}
  margin: 24px -24px 0;
  padding: 24px;
`;

/** The small screens' menu, with the footer's columns, so a phone reaches every page a wide screen does. */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const links = [...mainLinks, ...infoLinks, contactLink];
  const titleId = useId();
  const { key } = useLocation();
  const openedAt = useRef(key);
  // The footer's links belong to the content area: any navigation closes the menu.
  useEffect(() => {
    if (key !== openedAt.current) onClose();
  }, [key, onClose]);
  // Rendered on the server too (`?open=menu`): Close is then a form back to the page without it.
  return (
    <DialogFocusTrap onClose={onClose}>
      <Screen role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <TopBar>
          <h2 id={titleId}>Menu</h2>
          <SamePageForm>
            <button type="submit" onClick={answeredInPage(onClose)} aria-label="Close menu">
              <X size={28} />
            </button>
          </SamePageForm>
        </TopBar>
        <nav aria-label="Mobile">
          <MenuList>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={onClose}>
                  {link.label}
                </Link>
              </li>
            ))}
          </MenuList>
          <SectionTitle>Account</SectionTitle>
          <MenuList>
            <AccountItems onNavigate={onClose} />
          </MenuList>
        </nav>
        <FooterBand>
          <Slot name="footer-content" />
        </FooterBand>
      </Screen>
    </DialogFocusTrap>
  );
}
