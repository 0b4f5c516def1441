import styled from '@emotion/styled';
import { theme } from '@storefront/ui';

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

/** A column of radio choices drawn as cards (the delivery address, the way to pay); the chosen one is marked. */
export const RadioCards = styled.div`
  display: grid;
  gap: 8px;
  label {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    padding: 10px 12px;
    border: 1px solid ${theme.color.border};
    border-radius: 10px;
    cursor: pointer;
  }
  label:has(input:checked) { border-color: ${theme.color.brand}; background: ${theme.color.brandSoft}; }
  label:has(input:disabled) { color: ${theme.color.muted}; cursor: not-allowed; }
  small { display: block; color: ${theme.color.muted}; }
`;

export const SectionTitle = styled.h3`
  margin: 20px 0 8px;
  font-size: 1rem;
`;
