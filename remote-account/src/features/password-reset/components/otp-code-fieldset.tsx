import styled from '@emotion/styled';
import { type Ref } from 'react';
import { OtpBoxes, type OtpBoxesHandle } from './otp-boxes';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 8px;
  /* A fieldset is as wide as its content by default: this lets the code's boxes shrink instead. */
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend { margin-bottom: 6px; padding: 0; font-weight: 600; font-size: 0.9rem; }
`;

export interface OtpCodeFieldsetProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  /** The id of the message saying what is wrong with the code, while there is one. */
  problemId: string | undefined;
  handle: Ref<OtpBoxesHandle>;
}

/** 'Enter the 6-digit code': the six boxes under one legend, which names them as a group. */
export function OtpCodeFieldset({ digits, onChange, problemId, handle }: OtpCodeFieldsetProps) {
  return (
    <Fieldset>
      <legend>Enter the 6-digit code</legend>
      <OtpBoxes digits={digits} onChange={onChange} invalid={problemId !== undefined} describedBy={problemId} handle={handle} />
    </Fieldset>
  );
}
