import styled from '@emotion/styled';
import { theme } from '@storefront/ui';

/** The badges laid over a post's image: its category on the left, Featured on the right. */
export const BadgeRow = styled.div`
  position: absolute;
  inset: 12px 12px auto 12px;
  display: flex;
  justify-content: space-between;
  gap: 8px;
  pointer-events: none;
`;

export const CategoryBadge = styled.span`
  padding: 4px 10px;
  border-radius: 999px;
  background: ${theme.color.surface};
  color: ${theme.color.brandDark};
  font-size: 0.8rem;
  font-weight: 700;
`;

export const FeaturedBadge = styled.span`
  margin-left: auto;
  padding: 4px 10px;
  border-radius: 999px;
  background: ${theme.color.brand};
  color: #fff;
  font-size: 0.8rem;
  font-weight: 700;
`;

/** Date, read time and views, separated by dots. */
export const MetaLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 12px;
  margin: 0;
  color: ${theme.color.muted};
  font-size: 0.875rem;
  & > * + *::before { content: '•'; margin-right: 12px; }
`;
