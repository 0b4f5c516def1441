import { PageHeading, PageMain } from '@storefront/shared';

export default function FaqPage() {
  return (
    <PageMain>
      <PageHeading>Frequently Asked Questions</PageHeading>
    </PageMain>
  );
}
