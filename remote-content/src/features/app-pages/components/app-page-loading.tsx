import styled from '@emotion/styled';
import { theme } from '@storefront/ui';

const LoadingMessage = styled.p`
  margin: 48px 0;
  text-align: center;
  color: ${theme.color.muted};
`;

/** An app page while its content is read. */
export function AppPageLoading() {
  return <LoadingMessage role="status">Loading...</LoadingMessage>;
}
