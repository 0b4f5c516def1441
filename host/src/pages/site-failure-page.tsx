import { PageHeading, PageMain } from '@storefront/ui';

/** If the site's own frame fails (a remote's page or section fails inside it): never the router's page for developers. */
export default function SiteFailurePage() {
  return (
    <PageMain role="alert">
      <PageHeading>We&apos;ll be right back</PageHeading>
      <p>Something went wrong on our side. Please reload the page in a moment.</p>
      <a href="/">Back to home</a>
    </PageMain>
  );
}
