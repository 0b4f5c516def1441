import { css } from '@emotion/react';
import { theme } from './theme';

/**
 * The look of every text-like control (input, select, text area): its own module, so a subpath of
 * the kit that draws a control (the combobox) takes these few lines rather than all the form controls.
 */
export const controlStyles = css`
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
