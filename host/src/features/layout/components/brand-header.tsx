import styled from '@emotion/styled';
import { BRAND_NAME, theme } from '@storefront/ui';
import { Brand } from './site-header';

const Bar = styled.header`
  display: flex;
  align-items: center;
  height: 64px;
  padding: 0 16px;
  font-family: ${theme.font};
`;

export function BrandHeader() {
  return (
    <Bar>
      <Brand to="/">{BRAND_NAME}</Brand>
    </Bar>
  );
}
