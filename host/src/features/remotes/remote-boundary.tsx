import styled from '@emotion/styled';
import { theme } from '@storefront/ui';
import { type RemoteName } from '@storefront/contract';
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { refusalOf } from './contract-compatibility';
import { forgetRemote } from './load-remote-module';

const Fallback = styled.div`
  margin: 24px auto;
  max-width: 560px;
  padding: 20px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  text-align: center;
  font-family: ${theme.font};
  button {
    margin-top: 8px;
    padding: 8px 20px;
    border: 0;
    border-radius: 8px;
    background: ${theme.color.brand};
    color: #fff;
    font-weight: 600;
    cursor: pointer;
  }
`;

/**
 * Everything a remote renders sits inside one of these: while it loads a quiet placeholder shows,
 * and when it fails (down, slow, throwing) only its own area shows a message with Retry; the
 * header, the cart and every other area go on working.
 *
 * The Suspense boundary is the outer one, so a boundary that stays mounted while its content
 * changes (the routes, `RemoteRoute`) is one React has already revealed: a navigation (a
 * transition in react-router) then keeps the current page on screen until the next one is ready,
 * instead of flashing the placeholder, which React would hold for at least 300 ms. `resetKeys`
 * clear a failure when the content changes (another page); Retry also forgets the failed load.
 */
export function RemoteBoundary({
  remote,
  children,
  what,
  fallbackAs = 'div',
  loading = null,
  resetKeys,
}: {
  remote: RemoteName;
  children: ReactNode;
  /** What the customer misses when it fails: 'this page' or 'this section'. */
  what: string;
  /** A page's fallback stands in for the page, so it is the main landmark. */
  fallbackAs?: 'main' | 'div';
  loading?: ReactNode;
  resetKeys?: unknown[];
}) {
  return (
    <Suspense fallback={loading}>
      <ErrorBoundary
        resetKeys={resetKeys}
        onReset={(details) => {
          if (details.reason === 'imperative-api') forgetRemote(remote);
        }}
        fallbackRender={({ resetErrorBoundary }) => (
          <Fallback as={fallbackAs}>
            <p role="alert">
              {refusalOf(remote)
                ? `Sorry, ${what} isn't available right now: it is being updated.`
                : `Sorry, we couldn't load ${what} right now.`}
            </p>
            <button type="button" onClick={resetErrorBoundary}>
              Retry
            </button>
          </Fallback>
        )}
      >
        {children}
      </ErrorBoundary>
    </Suspense>
  );
}
