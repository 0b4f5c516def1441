import styled from '@emotion/styled';
import { FieldError, RequiredMark, theme } from '@storefront/ui';
import { useId, type Ref } from 'react';
import { fileSizeText } from '../logic/application-form';
import { Hint } from './application-styles';

/** What the file picker offers; any other file chosen anyway gets 'Please upload a PDF, DOC, or DOCX file'. */
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const Box = styled.div<{ invalid: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 20px;
  border: 2px dashed ${(props) => (props.invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${theme.radius};
  background: ${theme.color.page};
  label { font-weight: 600; }
  input { font: inherit; }
`;

const Chosen = styled.p`
  margin: 0;
  color: ${theme.color.success};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export interface ResumeUploadProps {
  file: File | null;
  error: string | null;
  onChoose: (file: File | null) => void;
  inputRef: Ref<HTMLInputElement>;
}

/** The upload box: a labelled file input, the allowed types and size, the chosen file and its error under the box. */
export function ResumeUpload({ file, error, onChoose, inputRef }: ResumeUploadProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <Box invalid={!!error}>
        <label htmlFor={id}>
          Upload your resume
          <RequiredMark />
        </label>
        <input
          ref={inputRef}
          id={id}
          name="resume"
          type="file"
          accept={RESUME_ACCEPT}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        />
        <Hint id={hintId}>PDF, DOC or DOCX, less than 5MB</Hint>
        {file && !error ? (
          <Chosen>
            Selected: {file.name} ({fileSizeText(file.size)})
          </Chosen>
        ) : null}
      </Box>
      {error ? (
        <FieldError id={errorId} role="alert" css={{ marginTop: 6 }}>
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}
