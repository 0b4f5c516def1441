import styled from '@emotion/styled';
import { useAtomValue, useSetAtom } from 'jotai';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { closeToastAtom, TOAST_DURATION_MS, toastAtom, type ToastTone } from '../state/store';
import { theme } from './theme';

const tones: Record<ToastTone, string> = {
  success: theme.color.success,
  error: theme.color.danger,
  info: theme.color.text,
};

const Bar = styled.div<{ tone: ToastTone }>`
  position: fixed;
  left: 50%;
  bottom: 88px;
  transform: translateX(-50%);
  z-index: 1000;
  display: flex;
  align-items: center;
  gap: 12px;
  max-width: min(92vw, 480px);
  padding: 12px 16px;
  border-radius: ${theme.radius};
  background: ${(p) => tones[p.tone]};
  color: #fff;
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.2);
  font-family: ${theme.font};
`;

const Close = styled.button`
  display: inline-flex;
  flex: none;
  padding: 2px;
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
