import styled from '@emotion/styled';
import { FormSubtitle, theme } from '@storefront/ui';

/** The subtitle names the account, and an e-mail address has no spaces to wrap at on a phone. */
export const Subtitle = styled(FormSubtitle)`
  overflow-wrap: anywhere;
`;

/** What the last call said went well ('We sent a new code'); nothing while it is empty. */
export const Notice = styled.p`
  margin: 0;
  color: ${theme.color.success};
  font-weight: 600;
  &:empty { display: none; }
`;
