import styled from '@emotion/styled';
import { theme, type RemoteName } from '@storefront/shared';
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
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
 */
export function RemoteBoundary({
  remote,
  children,
  what,
  fallbackAs = 'div',
  loading = null,
}: {
  remote: RemoteName;
  children: ReactNode;
  /** What the customer misses when it fails: 'this page' or 'this section'. */
  what: string;
  /** A page's fallback stands in for the page, so it is the main landmark. */
  fallbackAs?: 'main' | 'div';
  loading?: ReactNode;
}) {
  return (
    <ErrorBoundary
      onReset={() => forgetRemote(remote)}
      fallbackRender={({ resetErrorBoundary }) => (
        <Fallback as={fallbackAs}>
          <p role="alert">Sorry, we couldn&apos;t load {what} right now.</p>
          <button type="button" onClick={resetErrorBoundary}>
            Retry
          </button>
        </Fallback>
      )}
    >
      <Suspense fallback={loading}>{children}</Suspense>
    </ErrorBoundary>
  );
}
