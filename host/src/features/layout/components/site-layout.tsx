import { Global, css } from '@emotion/react';
import { cartOpenAtom, Slot } from '@storefront/contract';
import { theme } from '@storefront/ui';
import { useAtom } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isChromeHidden } from '../nav-links';
import { BottomTabBar, TAB_BAR_HEIGHT_PX } from './bottom-tab-bar';
import { BrandHeader } from './brand-header';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteToast } from './site-toast';

const globalStyles = css`
  body {
    margin: 0;
    /* A long e-mail address or link wraps instead of widening the page. */
    overflow-wrap: break-word;
    background: ${theme.color.page};
    color: ${theme.color.text};
    font-family: ${theme.font};
  }
  a { color: ${theme.color.brandDark}; }
  /* The footer sits at the bottom of a short page, with no band of background beneath it. */
  #root {
    display: flex;
    flex-direction: column;
    box-sizing: border-box;
    min-height: 100vh;
    min-height: 100svh;
  }
  /* The page's own margins stay inside it: the loading placeholder and the page that replaces it
     start with different margins, and collapsing through would move the whole page (a layout shift). */
  #page { display: flow-root; flex: 1 0 auto; }
  /* Room for the phone's tab bar, inside that height so a short page does not scroll. */
  ${theme.mobileQuery} {
    #root { padding-bottom: ${TAB_BAR_HEIGHT_PX}px; }
  }
`;

/** The sign-in pages have the brand only; the cart drawer loads the first time it opens. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [cartOpen, setCartOpen] = useAtom(cartOpenAtom);
  const chrome = !isChromeHidden(pathname);
  // Another page closes the cart drawer, even one opened while the drawer's code was on its way;
  // it is gone from that page's first render, before the closing reaches the store.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  if (cartOpen && openedOn === null) setOpenedOn(pathname);
  if (!cartOpen && openedOn !== null) setOpenedOn(null);
  const drawerShown = cartOpen && (openedOn === null || openedOn === pathname);
  useEffect(() => {
    if (cartOpen && openedOn !== null && openedOn !== pathname) setCartOpen(false);
  }, [cartOpen, openedOn, pathname, setCartOpen]);
  return (
    <>
      <Global styles={globalStyles} />
      {chrome ? <SiteHeader /> : <BrandHeader />}
      <div id="page">{children}</div>
      {chrome ? <SiteFooter /> : null}
      {chrome ? <BottomTabBar /> : null}
      {drawerShown ? <Slot name="cart-drawer" /> : null}
      <SiteToast />
    </>
  );
}
