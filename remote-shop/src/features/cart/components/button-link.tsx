import styled from '@emotion/styled';
import { theme } from '@storefront/ui';
import { Link } from 'react-router-dom';

/** A link that looks like an outlined button: "Add more items", the food page's "Checkout". */
export const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 18px;
  border: 1px solid ${theme.color.brand};
  border-radius: 10px;
  color: ${theme.color.brand};
  font-weight: 600;
  text-decoration: none;
`;
