import styled from '@emotion/styled';
import { PageMain, theme } from '@storefront/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const Layout = styled.div`
  display: grid;
  gap: 32px;
  ${theme.desktopQuery} { grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr); align-items: start; }
`;

const Spinner = styled.div`
  width: 40px;
  height: 40px;
  margin: 48px auto;
  border: 4px solid ${theme.color.brandSoft};
  border-top-color: ${theme.color.brand};
  border-radius: 50%;
  animation: spin 0.8s linear infinite;
  @keyframes spin { to { transform: rotate(360deg); } }
  @media (prefers-reduced-motion: reduce) { animation-duration: 3s; }
`;

/** The food page around the meal: the way back, and the cart beside it (under it on a phone). */
export function FoodPageFrame({ children, cart }: { children: ReactNode; cart?: ReactNode }) {
  return (
    <PageMain>
      <p>
        <Link to="/">Back to restaurants</Link>
      </p>
      <Layout>
        <div>{children}</div>
        {cart}
      </Layout>
    </PageMain>
  );
}

/**
 * The food page while its meal loads: the spinner where the meal goes, and no cart yet (shown
 * under the meal on a phone, it would be pushed down when the meal arrives).
 */
export function FoodPageLoading() {
  return (
    <FoodPageFrame>
      <Spinner role="status" aria-label="Loading" />
    </FoodPageFrame>
  );
}
