import { blogPostAnswer } from '../../test-support/fixtures';
import { blogListResponseSchema, blogPostPath, blogPostResponseSchema, blogPostSchema } from '../blog';

const minimalPost = { id: 1, title: 'Hello' };

describe('blog post schema', () => {
  it('reads image, date and excerpt from their alternative names', () => {
    const post = blogPostSchema.parse(blogPostAnswer);
    expect(post).toMatchObject({
      image: 'https://cdn.test/blog.jpg',
      date: '2024-05-20',
      excerpt: 'Where to eat it.',
      is_featured: true,
      views: 120,
      tags: ['nshima', 'lusaka'],
    });
  });

  it('prefers image, created_at and excerpt when they are sent', () => {
    const post = blogPostSchema.parse({
      ...minimalPost,
      image: '/a.jpg',
      featured_image: '/b.jpg',
      created_at: '2024-01-01',
      date: '2024-02-02',
      published_at: '2024-03-03',
      excerpt: 'Short',
      summary: 'Long',
    });
    expect(post).toMatchObject({ image: '/a.jpg', date: '2024-01-01', excerpt: 'Short' });
    expect(blogPostSchema.parse({ ...minimalPost, date: '2024-02-02' }).date).toBe('2024-02-02');
  });

  it('falls back to the first 120 characters of the text for the excerpt', () => {
    const words = 'word '.repeat(40);
    const post = blogPostSchema.parse({ ...minimalPost, content: `<p>${words}</p>` });
    expect(post.excerpt).toBe(words.trim().slice(0, 120));
    expect(post.excerpt).not.toContain('<');
  });

  it('fills the defaults of a minimal post', () => {
    expect(blogPostSchema.parse(minimalPost)).toMatchObject({ image: null, date: null, excerpt: '', is_featured: false, tags: [] });
  });

  it('reads a category given as an object', () => {
    expect(blogPostSchema.parse({ ...minimalPost, category: { name: 'News' } }).category).toBe('News');
  });

  it('parses its own output again', () => {
    const once = blogPostSchema.parse(blogPostAnswer);
    expect(blogPostSchema.parse(once)).toEqual(once);
  });

  it('refuses a post without a title or with tags that are not strings', () => {
    expect(blogPostSchema.safeParse({ id: 1 }).success).toBe(false);
    expect(blogPostSchema.safeParse({ ...minimalPost, tags: [1, 2] }).success).toBe(false);
  });

  it('links a post by slug, else by id', () => {
    expect(blogPostPath({ id: 3, slug: 'a b' })).toBe('/blog/a%20b');
    expect(blogPostPath({ id: 3, slug: null })).toBe('/blog/3');
  });
});

describe('blog answers', () => {
  it('reads posts under data or posts, with the last page', () => {
    const fromData = blogListResponseSchema.parse({ data: [blogPostAnswer], pagination: { last_page: 2 } });
    const fromPosts = blogListResponseSchema.parse({ posts: [blogPostAnswer], pagination: { last_page: '2' } });
    expect(fromData.posts).toHaveLength(1);
    expect(fromPosts.pagination.last_page).toBe(2);
    expect(blogListResponseSchema.parse({ posts: [] }).pagination.last_page).toBe(1);
    expect(blogListResponseSchema.parse(fromData)).toEqual(fromData);
  });

  it('refuses a list without posts', () => {
    expect(blogListResponseSchema.safeParse({ pagination: { last_page: 1 } }).success).toBe(false);
    expect(blogListResponseSchema.safeParse({ posts: [{ title: 'no id' }] }).success).toBe(false);
  });

  it('reads a single post under post', () => {
    expect(blogPostResponseSchema.parse({ post: minimalPost }).post.title).toBe('Hello');
    expect(blogPostResponseSchema.safeParse(minimalPost).success).toBe(false);
  });
});
