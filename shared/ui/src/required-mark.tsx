import styled from '@emotion/styled';
import { theme } from './theme';

const Star = styled.span`
  color: ${theme.color.danger};
`;

/** The star after a required field's label; screen readers skip it, as the control itself says it is required. */
export function RequiredMark() {
  return <Star aria-hidden="true">{' *'}</Star>;
}
