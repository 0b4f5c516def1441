import styled from '@emotion/styled';
import { Skeleton } from '@storefront/ui';

/** The about page's placeholders: lines of text and panels, stacked a little apart. */
export const SkeletonLine = styled(Skeleton)`
  margin-bottom: 8px;
  border-radius: 8px;
`;
