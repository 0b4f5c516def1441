import { Global, css } from '@emotion/react';
import { cartOpenAtom, Slot, theme, ToastBar } from '@storefront/shared';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isChromeHidden } from '../nav-links';
import { BottomTabBar } from './bottom-tab-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const globalStyles = css`
  body {
    margin: 0;
    background: ${theme.color.page};
    color: ${theme.color.text};
    font-family: ${theme.font};
  }
  a { color: ${theme.color.brandDark}; }
  ${theme.mobileQuery} {
    body { padding-bottom: 64px; }
  }
  /* The page's own margins stay inside it: the loading placeholder and the page that replaces it
     start with different margins, and collapsing through would move the whole page (a layout shift). */
  #page { display: flow-root; }
`;

/** Header, footer, tab bar and toast around every page; the cart drawer loads the first time it opens. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const cartOpen = useAtomValue(cartOpenAtom);
  const chrome = !isChromeHidden(pathname);
  return (
    <>
      <Global styles={globalStyles} />
      {chrome ? <SiteHeader /> : null}
      <div id="page">{children}</div>
      {chrome ? <SiteFooter /> : null}
      {chrome ? <BottomTabBar /> : null}
      {cartOpen ? <Slot name="cart-drawer" /> : null}
      <ToastBar />
    </>
  );
}
