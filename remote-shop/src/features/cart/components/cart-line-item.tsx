import styled from '@emotion/styled';
import { decrementCartLineAtom, incrementCartLineAtom, removeCartLineAtom, type CartLine } from '@storefront/contract';
import { formatZk } from '@storefront/api-client';
import { answeredInPage, ImageWithFallback, theme, VisuallyHidden } from '@storefront/ui';
import { useSetAtom } from 'jotai';
import { useId } from 'react';
import { CartForm } from './cart-form';
import { Minus, Plus } from 'lucide-react';

const Row = styled.li`
  display: grid;
  grid-template-columns: 56px 1fr auto;
  gap: 12px;
  align-items: center;
  padding: 12px 0;
  border-bottom: 1px solid ${theme.color.border};
  img { width: 56px; height: 56px; border-radius: 8px; object-fit: cover; }
  p { margin: 2px 0; color: ${theme.color.muted}; font-size: 0.8rem; }
`;

const Stepper = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  button {
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    padding: 0;
    border: 1px solid ${theme.color.border};
    border-radius: 8px;
    background: #fff;
    color: ${theme.color.text};
    cursor: pointer;
  }
`;

export function CartLineItem({ line }: { line: CartLine }) {
  const increment = useSetAtom(incrementCartLineAtom);
  const decrement = useSetAtom(decrementCartLineAtom);
  const remove = useSetAtom(removeCartLineAtom);
  const image = line.image[0];
  const form = useId();
  // Once the app is in, a step changes the cart in the page; before, the form goes to the cart's action.
  const inPage = (change: (id: string) => void) => answeredInPage(() => change(line.id));
  return (
    <Row>
      <CartForm id={form} fields={{ id: line.id }} />
      <ImageWithFallback src={image?.url} alt={line.name} width={56} height={56} />
      <div>
        <strong>{line.name}</strong>
        {line.description ? <p>{line.description}</p> : null}
        <Stepper>
          <button form={form} name="intent" value="decrement" aria-label={`Decrease ${line.name}`} onClick={inPage(decrement)}>
            <Minus size={16} />
          </button>
          {/* An output may carry a name, a plain span may not; it also tells of the new quantity after a step. */}
          <output aria-label={`Quantity of ${line.name}`}>{line.quantity}</output>
          <button form={form} name="intent" value="increment" aria-label={`Increase ${line.name}`} onClick={inPage(increment)}>
            <Plus size={16} />
          </button>
        </Stepper>
      </div>
      <div css={{ textAlign: 'right' }}>
        <div>{formatZk(line.price * line.quantity)}</div>
        <button form={form} name="intent" value="remove" onClick={inPage(remove)} css={{ border: 0, background: 'none', color: theme.color.danger, cursor: 'pointer' }}>
          Remove
          {/* Each line's button says which meal it removes, as its neighbours do. */}
          <VisuallyHidden> {line.name}</VisuallyHidden>
        </button>
      </div>
    </Row>
  );
}
