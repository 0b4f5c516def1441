import styled from '@emotion/styled';
import { theme } from '@storefront/ui';
import { useState } from 'react';

const Banner = styled.section`
  display: grid;
  gap: 12px;
  margin-bottom: 24px;
  padding: 20px;
  border-radius: ${theme.radius};
  background: ${theme.color.brandSoft};
  h2 { margin: 0; font-size: 1.25rem; }
  dl { display: flex; flex-wrap: wrap; gap: 8px 24px; margin: 0; }
  dt { color: ${theme.color.muted}; font-size: 0.8rem; }
  dd { margin: 0; font-weight: 600; }
`;

const Toggle = styled.div`
  display: inline-flex;
  width: fit-content;
  border: 1px solid ${theme.color.brand};
  border-radius: 999px;
  overflow: hidden;
  button { min-height: 40px; padding: 8px 18px; border: 0; background: ${theme.color.surface}; color: ${theme.color.brand}; cursor: pointer; }
  button[aria-pressed='true'] { background: ${theme.color.brand}; color: #fff; }
`;

const modes = ['Delivery', 'Pickup'] as const;

/**
 * The menu's banner with the restaurant's fixed details. Its Delivery/Pickup toggle only
 * changes its own look: the order type is chosen in the cart.
 */
export function RestaurantBanner() {
  const [mode, setMode] = useState<(typeof modes)[number]>('Delivery');
  return (
    <Banner aria-labelledby="restaurant-banner-title">
      <h2 id="restaurant-banner-title">Today&apos;s kitchens</h2>
      <dl>
        <div>
          <dt>Delivery time</dt>
          <dd>10-16 mins</dd>
        </div>
        <div>
          <dt>Delivery fee</dt>
          <dd>ZK350.00</dd>
        </div>
        <div>
          <dt>Rating</dt>
          <dd>5.0</dd>
        </div>
        <div>
          <dt>Open</dt>
          <dd>9:00 am - 9:00 pm</dd>
        </div>
      </dl>
      <Toggle role="group" aria-label="Delivery or pickup">
        {modes.map((choice) => (
          <button key={choice} type="button" aria-pressed={mode === choice} onClick={() => setMode(choice)}>
            {choice}
          </button>
        ))}
      </Toggle>
    </Banner>
  );
}
