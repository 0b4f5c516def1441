import { PageHeading, PageMain } from '@storefront/ui';

/**
 * What shows if the site's own frame fails (each remote's page and section fails on its own,
 * inside it): a plain way back, never the router's page for developers.
 */
export default function SiteFailurePage() {
  return (
    <PageMain role="alert">
      <PageHeading>We&apos;ll be right back</PageHeading>
      <p>Something went wrong on our side. Please reload the page in a moment.</p>
      <a href="/">Back to home</a>
    </PageMain>
  );
}
