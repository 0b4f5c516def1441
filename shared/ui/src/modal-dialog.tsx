import styled from '@emotion/styled';
import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DialogFocusTrap } from './dialog-focus-trap';
import { PHONE_MESSAGE_BAND_PX } from './phone-message-band';
import { theme } from './theme';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  background: rgb(0 0 0 / 0.45);
`;

const placements = {
  center: `
    top: 50%;
    left: 50%;
    transform: translate(-50%, -50%);
    width: min(480px, calc(100vw - 32px));
    max-height: calc(100vh - 32px);
    border-radius: ${theme.radius};
    ${theme.mobileQuery} { max-height: calc(100vh - ${2 * PHONE_MESSAGE_BAND_PX}px); }
  `,
  right: `
    top: 0;
    right: 0;
    bottom: 0;
    width: min(440px, 100vw);
    ${theme.mobileQuery} { bottom: ${PHONE_MESSAGE_BAND_PX}px; }
  `,
};

const Panel = styled.div<{ placement: keyof typeof placements }>`
  position: fixed;
  z-index: 901;
  ${({ placement }) => placements[placement]}
  /* The widths above include the padding: a full-width panel on a phone stays on the screen. */
  box-sizing: border-box;
  overflow-y: auto;
  padding: 16px 20px 24px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-family: ${theme.font};
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.2);
  &:focus { outline: none; }
`;

const TitleBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  h2 { margin: 0; font-size: 1.25rem; }
`;

const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 44px;
  min-height: 44px;
  margin-left: auto;
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
`;

export interface ModalDialogProps {
  /** Shown as the dialog's heading and used as its name. */
  title?: string;
  /** The dialog's name when its content brings its own heading. */
  label?: string;
  onClose: () => void;
  placement?: keyof typeof placements;
  children: ReactNode;
}

/**
 * A modal dialog: focus moves in and stays in, Escape and a click outside close it, and focus goes
 * back to where it was. Rendered into `document.body` so no ancestor's overflow or stacking clips it.
 */
export function ModalDialog({ title, label, onClose, placement = 'center', children }: ModalDialogProps) {
  const titleId = useId();
  return createPortal(
    <>
      <Backdrop data-testid="dialog-backdrop" onClick={onClose} />
      <DialogFocusTrap onClose={onClose}>
        <Panel
          placement={placement}
          role="dialog"
          aria-modal="true"
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : label}
          tabIndex={-1}
        >
          <TitleBar>
            {title ? <h2 id={titleId}>{title}</h2> : null}
            <CloseButton type="button" aria-label="Close" onClick={onClose}>
              <X size={24} />
            </CloseButton>
          </TitleBar>
          {children}
        </Panel>
      </DialogFocusTrap>
    </>,
    document.body,
  );
}
