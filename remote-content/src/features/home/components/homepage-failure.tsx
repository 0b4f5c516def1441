import styled from '@emotion/styled';
import { contentLoadErrorMessages } from '@storefront/api-client';
import { answeredInPage, PrimaryButton, theme } from '@storefront/ui';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HOME_MESSAGES } from '../logic/home-messages';

const Panel = styled.section`
  margin: 16px 0;
  padding: 20px 24px;
  border: 1px solid #fecaca;
  border-radius: ${theme.radius};
  background: #fef2f2;
  h2 { margin: 0 0 6px; font-size: 1.25rem; color: ${theme.color.danger}; }
  p { margin: 0 0 14px; }
`;

/** 'Oops! Something went wrong' when the homepage content fails, with Try Again to load it anew. */
export function HomepageFailure({ onRetry }: { onRetry: () => void }) {
  const headingId = useId();
  const [search] = useSearchParams();
  return (
    <Panel aria-labelledby={headingId}>
      <div role="alert">
        <h2 id={headingId}>{HOME_MESSAGES.pageFailureTitle}</h2>
        <p>{contentLoadErrorMessages.homepage}</p>
      </div>
      {/* Before the app is in (or with scripts off) the browser asks the server for the page again,
          with the address's own query; once the app is in, `onRetry` reads the content in the page. */}
      <form method="get">
        {[...search.entries()].map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <PrimaryButton type="submit" onClick={answeredInPage(onRetry)}>
          {HOME_MESSAGES.tryAgain}
        </PrimaryButton>
      </form>
    </Panel>
  );
}
