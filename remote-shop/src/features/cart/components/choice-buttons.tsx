import styled from '@emotion/styled';
import { theme } from '@storefront/shared';

/** A row of toggle buttons (aria-pressed) for the cart's small choices. */
export const ChoiceButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button {
    min-height: 44px;
    padding: 8px 16px;
    border: 1px solid ${theme.color.border};
    border-radius: 10px;
    background: ${theme.color.surface};
    color: ${theme.color.text};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${theme.color.brand};
    background: ${theme.color.brandSoft};
    color: ${theme.color.brandDark};
    font-weight: 600;
  }
`;

export const SectionTitle = styled.h3`
  margin: 20px 0 8px;
  font-size: 1rem;
`;
