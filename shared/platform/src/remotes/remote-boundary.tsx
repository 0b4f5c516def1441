import styled from '@emotion/styled';
import { theme } from '@storefront/ui';
import { type RemoteName } from '@storefront/contract';
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Link } from 'react-router-dom';
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
 * What shows in place of a remote's page or section that failed (down, slow, throwing, or refused
 * for its contract): a message saying which, and Retry.
 */
export function RemoteFailure({ refused, what, as = 'div', onRetry }: { refused: boolean; what: string; as?: 'main' | 'div'; onRetry: () => void }) {
  return (
    <Fallback as={as}>
      <p role="alert">
        {refused ? `Sorry, ${what} isn't available right now: it is being updated.` : `Sorry, we couldn't load ${what} right now.`}
      </p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </Fallback>
  );
}

/**
 * What a page shows when a form was sent to it that only its app sends (the page takes none on the
 * server): sent before the app was in, the browser posted it here. Nothing was done with it; the
 * link opens the page again, which works with or without the app.
 */
export function FormNotSent({ href }: { href: string }) {
  return (
    <Fallback as="main">
      <h1>Your form was not sent</h1>
      <p>The page was still loading when you sent it. Please go back and send it again.</p>
      <Link to={href}>Back to the form</Link>
    </Fallback>
  );
}

/**
 * Everything a remote renders beside the pages (the slots) sits inside one of these: while it
 * loads a quiet placeholder shows, and when it fails only its own area shows a message with Retry;
 * the header, the cart and every other area go on working. (A page's failure is its route's
 * error element, remote-route.tsx.) Retry also forgets the failed load.
 */
export function RemoteBoundary({
  remote,
  children,
  what,
  loading = null,
}: {
  remote: RemoteName;
  children: ReactNode;
  /** What the customer misses when it fails: 'this section', say. */
  what: string;
  loading?: ReactNode;
}) {
  return (
    <Suspense fallback={loading}>
      <ErrorBoundary
        onReset={(details) => {
          if (details.reason === 'imperative-api') forgetRemote(remote);
        }}
        fallbackRender={({ resetErrorBoundary }) => <RemoteFailure refused={refusalOf(remote) !== undefined} what={what} onRetry={resetErrorBoundary} />}
      >
        {children}
      </ErrorBoundary>
    </Suspense>
  );
}
