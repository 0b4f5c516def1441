import { PageHeading, PageMain } from '@storefront/ui';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <PageMain>
      <PageHeading>Page not found</PageHeading>
      <p>The page you are looking for doesn&apos;t exist or has moved.</p>
      <Link to="/">Back to home</Link>
    </PageMain>
  );
}
