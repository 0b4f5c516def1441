import { blogPostSchema } from '@storefront/api-client';
import { blogListMeta, blogPostMeta } from './blog-meta';

describe('blogPostMeta', () => {
  it('credits the storefront as an Organization when a post has no author, and leaves out a date it cannot read', () => {
    const post = blogPostSchema.parse({ id: 1, title: 'News', created_at: 'soon', content: 'Plain words.' });
    expect(blogPostMeta(post).jsonLd).toMatchObject({ author: { '@type': 'Organization', name: 'ZamEats' }, description: 'Plain words.' });
    expect(blogPostMeta(post).jsonLd).not.toHaveProperty('datePublished');
    expect(blogPostMeta(post).jsonLd).not.toHaveProperty('image');
  });
});

describe('blogListMeta', () => {
  it('names the first page Blog, and each later page by its number', () => {
    expect(blogListMeta(1).title).toBe('Blog');
    expect(blogListMeta(3).title).toBe('Blog, page 3');
  });
});
