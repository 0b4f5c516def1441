import { PageMain } from '@storefront/ui';
import { useParams } from 'react-router-dom';
import { BlogPostView } from '../features/blog/components/blog-post-view';

/** /blog/{id}: the parameter is a post's slug or id. */
export default function BlogPostPage() {
  const { id = '' } = useParams();
  return (
    <PageMain>
      <BlogPostView idOrSlug={id} />
    </PageMain>
  );
}
