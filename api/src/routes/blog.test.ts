import { blogListResponseSchema, blogPostResponseSchema } from '@storefront/api-client/schemas';
import { seedBlogPosts } from '../seed/blog-posts';
import { createTestApp, testConfig, type TestApp } from '../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({}, new Date('2030-03-15T10:00:00Z'));
});
afterAll(() => testApp.close());

async function getList(query: Record<string, string> = {}) {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/blog', query });
  expect(response.statusCode).toBe(200);
  return blogListResponseSchema.parse(response.json());
}

async function getPost(idOrSlug: string) {
  return testApp.app.inject({ method: 'GET', url: `/api/blog/${encodeURIComponent(idOrSlug)}` });
}

const nshimaSlug = 'a-beginners-guide-to-nshima-and-its-relishes';

describe('GET /api/blog', () => {
  it('answers 12 published posts a page, newest first, with the pagination', async () => {
    expect(seedBlogPosts).toHaveLength(17);
    const raw = await testApp.app.inject({ method: 'GET', url: '/api/blog', query: { page: '1', per_page: '12' } });
    expect(raw.json()).toMatchObject({ success: true, pagination: { current_page: 1, per_page: 12, total: 17, last_page: 2 } });
    const first = await getList({ page: '1', per_page: '12' });
    expect(first.posts).toHaveLength(12);
    expect(first.pagination).toEqual({ current_page: 1, total: 17, last_page: 2 });
    const dates = first.posts.map((post) => post.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.posts[0]?.title).toBe(seedBlogPosts[16]?.title);

    const second = await getList({ page: '2', per_page: '12' });
    expect(second.posts).toHaveLength(5);
    expect(second.pagination.last_page).toBe(2);
    const seen = new Set([...first.posts, ...second.posts].map((post) => post.id));
    expect(seen.size).toBe(17);
  });

  it('defaults to page 1 of 12 and answers an empty page past the end', async () => {
    const list = await getList();
    expect(list.posts).toHaveLength(12);
    expect(list.pagination.current_page).toBe(1);
    const past = await getList({ page: '9' });
    expect(past.posts).toEqual([]);
    expect(past.pagination.last_page).toBe(2);
  });

  it('answers the fields a card shows, with absolute images and tags as a list', async () => {
    const post = (await getList({ per_page: '50' })).posts.find((entry) => entry.slug === nshimaSlug);
    expect(post).toMatchObject({
      title: 'A Beginner’s Guide to Nshima and Its Relishes',
      image: `${testConfig.publicUrl}/images/blog/${nshimaSlug}.svg`,
      category: 'Food Culture',
      author: 'Chileshe Mwansa',
      is_featured: true,
      // The first post: the blog is dated within the footer's year, whatever the seed day.
      date: '2024-08-07T08:00:00Z',
      tags: ['nshima', 'zambian food', 'relishes'],
    });
    expect(Number(post?.read_time)).toBeGreaterThanOrEqual(1);
    expect(post?.content).toContain('<h2>Relishes to start with</h2>');
  });

  it('filters by category, tag and featured', async () => {
    const recipes = await getList({ category: 'recipes', per_page: '50' });
    expect(recipes.posts.length).toBeGreaterThan(0);
    expect(recipes.posts.every((post) => post.category === 'Recipes')).toBe(true);
    const kapenta = await getList({ tag: 'KAPENTA' });
    expect(kapenta.posts.map((post) => post.title)).toContain('Five Ways to Enjoy Kapenta');
    const featured = await getList({ featured: 'true', per_page: '50' });
    expect(featured.posts.length).toBe(seedBlogPosts.filter((post) => post.featured).length);
  });

  it('leaves out unpublished posts', async () => {
    const other = await createTestApp();
    try {
      await other.db.updateTable('blog_posts').set({ is_published: 0 }).where('slug', '=', nshimaSlug).execute();
      const response = await other.app.inject({ method: 'GET', url: '/api/blog', query: { per_page: '50' } });
      const list = blogListResponseSchema.parse(response.json());
      expect(list.posts).toHaveLength(16);
      expect(list.posts.some((post) => post.slug === nshimaSlug)).toBe(false);
      const detail = await other.app.inject({ method: 'GET', url: `/api/blog/${nshimaSlug}` });
      expect(detail.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it.each([
    [{ page: '0' }, 'page: must be at least 1'],
    [{ page: 'two' }, 'page: Invalid input: expected number, received NaN'],
    [{ per_page: '51' }, 'per_page: must be between 1 and 50'],
    [{ per_page: '1.5' }, 'per_page: must be a whole number'],
  ])('refuses %j with 400', async (query, message) => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/blog', query });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });
});

describe('GET /api/blog/{id}', () => {
  it('answers a post by slug and by numeric id', async () => {
    const bySlug = await getPost(nshimaSlug);
    expect(bySlug.statusCode).toBe(200);
    const { post } = blogPostResponseSchema.parse(bySlug.json());
    expect(post.slug).toBe(nshimaSlug);

    const byId = await getPost(String(post.id));
    expect(byId.statusCode).toBe(200);
    expect(blogPostResponseSchema.parse(byId.json()).post.slug).toBe(nshimaSlug);
  });

  it('counts a view on each read and is never cached', async () => {
    const slug = 'chikanda-the-story-of-african-polony';
    const views = () => testApp.db.selectFrom('blog_posts').select('views').where('slug', '=', slug).executeTakeFirstOrThrow();
    const before = await views();
    const first = await getPost(slug);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(blogPostResponseSchema.parse(first.json()).post.views).toBe(before.views + 1);
    const second = blogPostResponseSchema.parse((await getPost(slug)).json());
    expect(second.post.views).toBe(before.views + 2);
    const after = await views();
    expect(after.views).toBe(before.views + 2);
  });

  it.each(['no-such-post', '999999', "x' OR '1'='1", '%'])('answers 404 Blog post not found. for %s', async (reference) => {
    const response = await getPost(reference);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Blog post not found.', success: false, message: 'Blog post not found.' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
