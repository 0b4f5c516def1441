import styled from '@emotion/styled';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { theme } from './theme';

export type MessageTone = 'success' | 'error' | 'info';

/** A message to show; a new `id` is a new message, shown for its full time again. */
export interface ToastMessage {
  id: number;
  message: string;
  tone: MessageTone;
}

export const TOAST_DURATION_MS = 3000;

const tones: Record<MessageTone, string> = {
  success: theme.color.success,
  error: theme.color.danger,
  info: theme.color.text,
};

/**
 * On a phone the message lies over the header's band, left of its cart and menu buttons, where
 * dialogs and the drawer have their titles and no buttons: at the bottom it hid the very buttons a
 * customer taps next (Add to Cart, Checkout). On wide screens it sits at the bottom, in the middle.
 */
const Bar = styled.div<{ tone: MessageTone; phoneRightInset: number }>`
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
    right: ${(p) => p.phoneRightInset}px;
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

export interface ToastBarProps {
  toast: ToastMessage | null;
  onClose: () => void;
  /**
   * On a phone, how much of the header band's right end the bar leaves free (the page's own
   * buttons, with their margins); the page's layout knows it, the kit does not.
   */
  phoneRightInset?: number;
}

/** The one message bar: shows the latest message, closes on its button or after 3 seconds. */
export function ToastBar({ toast, onClose, phoneRightInset = 8 }: ToastBarProps) {
  useEffect(() => {
    if (!toast) return undefined;
    const timer = setTimeout(onClose, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, onClose]);

  if (!toast) return null;
  return (
    <Bar tone={toast.tone} phoneRightInset={phoneRightInset} role={toast.tone === 'error' ? 'alert' : 'status'}>
      <span>{toast.message}</span>
      <Close type="button" aria-label="Close message" onClick={onClose}>
        <X size={18} />
      </Close>
    </Bar>
  );
}
