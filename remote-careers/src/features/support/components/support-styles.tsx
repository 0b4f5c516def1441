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

export const FieldError = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-size: 0.875rem;
`;

/** A white card holding one block of the support page. */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 24px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  h2 { margin: 0; font-size: 1.3rem; }
  h2:focus { outline: none; }
  p { margin: 0; }
`;

/** The star after a required field's label; the control itself says it is required. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" css={{ color: theme.color.danger }}>
      {' *'}
    </span>
  );
}
