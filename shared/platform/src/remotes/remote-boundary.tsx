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

/** In place of a remote's page or section that failed (down, slow, throwing, or refused for its contract). */
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

/** A form only the page's app sends, posted before the app was in: nothing was done with it. */
export function FormNotSent({ href }: { href: string }) {
  return (
    <Fallback as="main">
      <h1>Your form was not sent</h1>
      <p>The page was still loading when you sent it. Please go back and send it again.</p>
      <Link to={href}>Back to the form</Link>
    </Fallback>
  );
}

/** Around each slot (a page's failure is its route's error element): only the failed area shows Retry, which forgets the failed load. */
export function RemoteBoundary({ remote, children, what }: { remote: RemoteName; children: ReactNode; what: string }) {
  return (
    <Suspense fallback={null}>
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
