import styled from '@emotion/styled';
import { cartLinesAtom, cartOpenAtom, theme } from '@storefront/shared';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CartLineItem } from './cart-line-item';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  background: rgb(0 0 0 / 0.4);
`;

const Panel = styled.aside`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 901;
  width: min(420px, 100vw);
  overflow-y: auto;
  padding: 16px 20px;
  background: ${theme.color.surface};
  font-family: ${theme.font};
  box-shadow: -8px 0 24px rgb(0 0 0 / 0.15);
  h2 { margin: 0; }
  ul { list-style: none; margin: 0; padding: 0; }
`;

/** The cart panel opened from the header's cart icon; closes on a click outside and on Escape. */
export function CartDrawer() {
  const [open, setOpen] = useAtom(cartOpenAtom);
  const lines = useAtomValue(cartLinesAtom);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Backdrop data-testid="cart-backdrop" onClick={close} />
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby="cart-drawer-title" tabIndex={-1}>
        <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <h2 id="cart-drawer-title">Cart</h2>
          <button type="button" aria-label="Close cart" onClick={close} css={{ border: 0, background: 'none', fontSize: 24, cursor: 'pointer' }}>
            ×
          </button>
        </div>
        {lines.length === 0 ? (
          <p>Your cart is empty.</p>
        ) : (
          <ul>
            {lines.map((line) => (
              <CartLineItem key={line.id} line={line} />
            ))}
          </ul>
        )}
        <Link to="/menu" onClick={close}>
          Add More
        </Link>
      </Panel>
    </>
  );
}
