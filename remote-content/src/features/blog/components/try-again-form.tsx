import { answeredInPage, PrimaryButton } from '@storefront/ui';
import { useSearchParams } from 'react-router-dom';

/**
 * Try Again as a GET form for this same address: before the app is in (or with scripts off) the
 * browser asks the server for the page again, which reads it anew; once the app is in, `onRetry`
 * reads it in the page.
 */
export function TryAgainForm({ onRetry }: { onRetry: () => void }) {
  const [search] = useSearchParams();
  return (
    <form method="get">
      {[...search.entries()].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <PrimaryButton type="submit" onClick={answeredInPage(onRetry)}>
        Try Again
      </PrimaryButton>
    </form>
  );
}
