import styled from '@emotion/styled';
import { theme } from '@storefront/ui';
import type { BadgeTone } from '../state/order-status';

const tones: Record<BadgeTone | 'neutral' | 'danger', { background: string; color: string }> = {
  success: { background: '#dcfce7', color: theme.color.success },
  warning: { background: '#fef9c3', color: theme.color.warning },
  danger: { background: '#fee2e2', color: theme.color.danger },
  neutral: { background: theme.color.brandSoft, color: theme.color.brandDark },
};

/** A small coloured label: green for paid, yellow for anything still open. */
export const Badge = styled.span<{ tone: BadgeTone | 'neutral' | 'danger' }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
  background: ${({ tone }) => tones[tone].background};
  color: ${({ tone }) => tones[tone].color};
`;
