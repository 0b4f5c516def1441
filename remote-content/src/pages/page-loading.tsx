import { PageMain } from '@storefront/ui';
import { AppPageLoading } from '../features/app-pages/components/app-page-loading';
import { BlogPostLoading } from '../features/blog/components/blog-post-loading';
import { PolicyLoading } from '../features/policy/components/policy-loading';

// What the pages without a layout of their own to fill in show while they are read.

export function AppLoadingPage() {
  return (
    <PageMain>
      <AppPageLoading />
    </PageMain>
  );
}

export function BlogPostLoadingPage() {
  return (
    <PageMain>
      <BlogPostLoading />
    </PageMain>
  );
}

export function PrivacyLoadingPage() {
  return (
    <PageMain>
      <PolicyLoading />
    </PageMain>
  );
}
