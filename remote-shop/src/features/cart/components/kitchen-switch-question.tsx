import styled from '@emotion/styled';
import { cartKitchen, cartLinesAtom, type Product } from '@storefront/contract';
import { FormActions, PrimaryButton, theme } from '@storefront/ui';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { CartForm } from './cart-form';
import { KitchenSwitchText, START_NEW_CART_TITLE } from './kitchen-switch-dialog';

const Question = styled.section`
  margin-bottom: 20px;
  padding: 16px;
  border: 1px solid ${theme.color.brand};
  border-radius: ${theme.radius};
  h2 { margin: 0 0 8px; font-size: 1.125rem; }
`;

/**
 * The kitchen question, asked by the cart page when a meal of another kitchen was sent to the cart
 * without scripts (with them, the drawer's dialog asks it): a new cart with the meal, or back to
 * the page the customer came from with their cart as it is.
 */
export function KitchenSwitchQuestion({ meal, from }: { meal: Product; from: string }) {
  const kitchen = cartKitchen(useAtomValue(cartLinesAtom));
  return (
    <Question aria-labelledby="kitchen-switch-title">
      <h2 id="kitchen-switch-title">{START_NEW_CART_TITLE}</h2>
      <KitchenSwitchText kitchen={kitchen?.name} meal={meal} />
      <FormActions>
        <Link to={from}>Keep my cart</Link>
        <CartForm intent="add" fields={{ id: meal.uuid, replace: 'true' }} returnTo={from}>
          <PrimaryButton type="submit">Start new cart</PrimaryButton>
        </CartForm>
      </FormActions>
    </Question>
  );
}
