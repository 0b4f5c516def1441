import styled from '@emotion/styled';
import { theme } from '@storefront/shared';

const control = `
  width: 100%;
  box-sizing: border-box;
  padding: 10px 12px;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  &:focus { outline: 2px solid ${theme.color.brand}; outline-offset: 1px; }
  &[aria-invalid='true'] { border-color: ${theme.color.danger}; }
`;

export const Select = styled.select`${control}`;

export const TextArea = styled.textarea`
  ${control}
  resize: vertical;
`;

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** The star after a required field's label; the control itself says it is required. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" css={{ color: theme.color.danger }}>
      {' *'}
    </span>
  );
}

/** The red banner of content spec §5 that lists what is wrong with the step. */
export const ErrorBanner = styled.div`
  padding: 12px 16px;
  border: 1px solid #fecaca;
  border-radius: 8px;
  background: #fef2f2;
  color: ${theme.color.danger};
  font-weight: 600;
  p { margin: 0; }
  p + p { margin-top: 4px; }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-size: 0.9rem;
  font-weight: 600;
`;

export const Hint = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 0.85rem;
`;
