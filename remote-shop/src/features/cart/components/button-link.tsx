import styled from '@emotion/styled';
import { buttonStyles } from '@storefront/ui';
import { Link } from 'react-router-dom';

/** A link that looks like the kit's outlined button: "Add more items", the food page's "Checkout". */
export const ButtonLink = styled(Link)(buttonStyles({ outline: true }), { display: 'inline-flex', alignItems: 'center', boxSizing: 'border-box', minHeight: 44 });
