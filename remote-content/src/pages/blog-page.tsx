import { useLoaderData, useLocation, useNavigation, useRevalidator } from 'react-router-dom';
import type { BlogListReads } from '../features/blog/api/blog-reads';
import { BlogList } from '../features/blog/components/blog-list';
import { BlogFrame } from './blog-frame';

/**
 * /blog, with the page of posts its loader read (readBlogList). While another page of posts is
 * read, its placeholders show, as the spec asks of a list that loads.
 */
export default function BlogPage() {
  const { page, list } = useLoaderData() as BlogListReads;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const changingPage = navigation.state === 'loading' && navigation.location.pathname === pathname;
  return (
    <BlogFrame>
      <BlogList page={page} list={changingPage ? { status: 'loading' } : list} onRetry={() => void revalidator.revalidate()} />
    </BlogFrame>
  );
}
