import styled from '@emotion/styled';
import { DialogFocusTrap, theme } from '@storefront/shared';
import { X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { contactLink, infoLinks, mainLinks } from '../nav-links';
import { AccountItems } from './account-items';

const Screen = styled.div`
  position: fixed;
  inset: 0;
  z-index: 950;
  overflow-y: auto;
  padding: 16px 24px;
  background: ${theme.color.surface};
  font-family: ${theme.font};
  ul { list-style: none; margin: 0 0 16px; padding: 0; }
  li a, li button {
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
  h2 { margin: 16px 0 4px; font-size: 0.875rem; color: ${theme.color.muted}; text-transform: uppercase; }
`;

/**
 * The full-screen menu of small screens; any choice, Escape or Close closes it. A modal dialog like
 * the others: the focus starts on Close, stays inside, and goes back to the menu button after.
 */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const links = [...mainLinks, ...infoLinks, contactLink];
  return (
    <DialogFocusTrap onClose={onClose}>
      <Screen role="dialog" aria-modal="true" aria-label="Menu">
        <button
          type="button"
          onClick={onClose}
          css={{ float: 'right', border: 0, background: 'none', fontSize: 28, cursor: 'pointer' }}
          aria-label="Close menu"
        >
          <X size={28} />
        </button>
        <nav aria-label="Mobile">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={onClose}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <h2>Account</h2>
          <ul>
            <AccountItems onNavigate={onClose} />
          </ul>
        </nav>
      </Screen>
    </DialogFocusTrap>
  );
}
