import styled from '@emotion/styled';
import { OTP_LENGTH } from '@storefront/api-client';
import { theme } from '@storefront/ui';
import { useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { eraseFromBox, pasteIntoBox, typeIntoBox, type OtpChange } from '../state/otp-digits';

const Boxes = styled.div`
  display: flex;
  gap: 8px;
  input {
    /* Up to 44 px each, narrower where six of them would not fit (a 320 px phone). */
    flex: 1 1 0;
    min-width: 0;
    max-width: 44px;
    height: 52px;
    box-sizing: border-box;
    padding: 0;
    border: 1px solid ${theme.color.border};
    border-radius: 8px;
    background: ${theme.color.surface};
    color: ${theme.color.text};
    font: inherit;
    font-size: 1.4rem;
    text-align: center;
    &:focus { outline: 2px solid ${theme.color.brand}; outline-offset: 1px; }
    &[aria-invalid='true'] { border-color: ${theme.color.danger}; }
  }
`;

export interface OtpBoxesHandle {
  focusBox: (index: number) => void;
}

export interface OtpBoxesProps {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  invalid?: boolean;
  /** The id of the message describing a problem with the code. */
  describedBy?: string;
  handle?: Ref<OtpBoxesHandle>;
}

/**
 * Six one-digit boxes, each labelled 'Digit N of 6': digits only, the focus moves on as digits are
 * typed and back on Backspace, a pasted code fills the boxes, the arrow keys move between them.
 */
export function OtpBoxes({ digits, onChange, invalid, describedBy, handle }: OtpBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[index]?.focus();
  useImperativeHandle(handle, () => ({ focusBox }), []);

  const apply = (change: OtpChange) => {
    onChange(change.digits);
    focusBox(change.focus);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(eraseFromBox(digits, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(pasteIntoBox(digits, index, event.clipboardData.getData('text')));
  };

  return (
    <Boxes>
      {digits.map((digit, index) => (
        <input
          // The boxes are a fixed row of six: the index is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={digit}
          onFocus={(event) => event.target.select()}
          onChange={(event) => apply(typeIntoBox(digits, index, event.target.value))}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
        />
      ))}
    </Boxes>
  );
}
