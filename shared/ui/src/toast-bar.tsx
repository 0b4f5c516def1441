import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { PHONE_MESSAGE_BAND_PX } from './phone-message-band';
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

/** Gone after its time even on a page whose scripts never run (a server-rendered message). */
const leave = keyframes`
  to { visibility: hidden; opacity: 0; }
`;

/**
 * On a phone the message lies over the bottom band where the site's tab bar is: the header, the
 * drawer and every dialog keep their titles at the top (a message there hid the logo, 'Cart' and
 * the dialog's name), and above the tab bar it hid the page's own buttons. A tap on a tab beneath
 * it goes through to the tab (only its close button takes taps), and it leaves after 3 seconds.
 * On wide screens it sits at the bottom, in the middle.
 */
const Bar = styled.div<{ tone: MessageTone }>`
  position: fixed;
  z-index: 1000;
  pointer-events: none;
  animation: ${leave} 0.2s ease-in ${TOAST_DURATION_MS}ms forwards;
  @media (prefers-reduced-motion: reduce) { animation-duration: 0s; }
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
    right: 8px;
    bottom: calc(6px + env(safe-area-inset-bottom, 0px));
    left: 8px;
    min-height: ${PHONE_MESSAGE_BAND_PX - 12}px;
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
  pointer-events: auto;
`;

export interface ToastBarProps {
  toast: ToastMessage | null;
  onClose: () => void;
}

/** The one message bar: shows the latest message, closes on its button or after 3 seconds. */
export function ToastBar({ toast, onClose }: ToastBarProps) {
  useEffect(() => {
    if (!toast) return undefined;
    const timer = setTimeout(onClose, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, onClose]);

  if (!toast) return null;
  return (
    // A new message is a new bar: its time to leave starts again.
    <Bar key={toast.id} tone={toast.tone} role={toast.tone === 'error' ? 'alert' : 'status'}>
      <span>{toast.message}</span>
      <Close type="button" aria-label="Close message" onClick={onClose}>
        <X size={18} />
      </Close>
    </Bar>
  );
}
