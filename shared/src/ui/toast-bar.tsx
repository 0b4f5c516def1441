import styled from '@emotion/styled';
import { useAtomValue, useSetAtom } from 'jotai';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { closeToastAtom, TOAST_DURATION_MS, toastAtom, type ToastTone } from '../state/store';
import { theme } from './theme';

/** The width the phone header's cart and menu buttons take at its right end, with their margins. */
const PHONE_HEADER_BUTTONS_PX = 124;

const tones: Record<ToastTone, string> = {
  success: theme.color.success,
  error: theme.color.danger,
  info: theme.color.text,
};

/**
 * On a phone the message lies over the header's band, left of its cart and menu buttons, where
 * dialogs and the drawer have their titles and no buttons: at the bottom it hid the very buttons a
 * customer taps next (Add to Cart, Checkout). On wide screens it sits at the bottom, in the middle.
 */
const Bar = styled.div<{ tone: ToastTone }>`
  position: fixed;
  z-index: 1000;
  display: flex;
  align-items: center;
  gap: 8px;
  box-sizing: border-box;
  padding: 4px 4px 4px 12px;
  border-radius: ${theme.radius};
  background: ${(p) => tones[p.tone]};
  color: #fff;
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.2);
  font-family: ${theme.font};
  line-height: 1.3;
  ${theme.mobileQuery} {
    top: 6px;
    left: 8px;
    right: ${PHONE_HEADER_BUTTONS_PX}px;
    min-height: 52px;
    font-size: 0.875rem;
  }
  ${theme.desktopQuery} {
    bottom: 24px;
    left: 50%;
    transform: translateX(-50%);
    max-width: 480px;
  }
`;

const Close = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  min-height: 40px;
  margin-left: auto;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

/** The one message bar: shows the latest toast, closes on its button or after 3 seconds. */
export function ToastBar() {
  const toast = useAtomValue(toastAtom);
  const close = useSetAtom(closeToastAtom);

  useEffect(() => {
    if (!toast) return undefined;
    const timer = setTimeout(close, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, close]);

  if (!toast) return null;
  return (
    <Bar tone={toast.tone} role={toast.tone === 'error' ? 'alert' : 'status'}>
      <span>{toast.message}</span>
      <Close type="button" aria-label="Close message" onClick={close}>
        <X size={18} />
      </Close>
    </Bar>
  );
}
