/** @jest-environment node */
import '../../test-support/memory-local-storage';
import { CONTENT_URL, stubFetch, useTestRuntime } from '@storefront/testing';
import { blogPostAnswer } from '../../test-support/fixtures';
import { getBlogPost, getBlogPosts } from '../blog';

beforeEach(useTestRuntime);

describe('getBlogPosts', () => {
  it('gets {content}/blog with page 1 and 12 per page by default', async () => {
    const stub = stubFetch({ body: { data: [blogPostAnswer], pagination: { last_page: 2, current_page: 1 } } });
    const list = await getBlogPosts();
    const { url, method, headers } = stub.only();
    expect(method).toBe('GET');
    expect(`${url.origin}${url.pathname}`).toBe(`${CONTENT_URL}/blog`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '1', per_page: '12' });
    expect(headers.get('authorization')).toBeNull();
    expect(list.pagination.last_page).toBe(2);
    expect(list.posts[0]).toMatchObject({
      image: 'https://cdn.test/blog.jpg',
      date: '2024-05-20',
      excerpt: 'Where to eat it.',
      is_featured: true,
      views: 120,
    });
  });

  it('sends the page asked for and reads posts under `posts`', async () => {
    const stub = stubFetch({ body: { posts: [blogPostAnswer], pagination: { last_page: '3' } } });
    const list = await getBlogPosts({ page: 2, category: 'Food' });
    expect(Object.fromEntries(stub.only().url.searchParams)).toEqual({ page: '2', per_page: '12', category: 'Food' });
    expect(list.pagination.last_page).toBe(3);
    expect(list.posts).toHaveLength(1);
  });

  it('fails with the service error of an { error } answer', async () => {
    stubFetch({ body: { error: 'Blog unavailable' } });
    await expect(getBlogPosts()).rejects.toMatchObject({ kind: 'http', serverMessage: 'Blog unavailable' });
  });

  it('rejects an answer without posts', async () => {
    stubFetch({ body: { pagination: { last_page: 1 } } });
    await expect(getBlogPosts()).rejects.toMatchObject({ kind: 'parse' });
  });
});

describe('getBlogPost', () => {
  it('gets {content}/blog/{slug} and reads post', async () => {
    const stub = stubFetch({ body: { post: blogPostAnswer } });
    await expect(getBlogPost('best-nshima-in-lusaka')).resolves.toMatchObject({ id: 3, title: 'The best nshima in Lusaka' });
    expect(stub.only().url.href).toBe(`${CONTENT_URL}/blog/best-nshima-in-lusaka`);
  });

  it('is null when the service answers { error }', async () => {
    stubFetch({ body: { error: 'Post not found' } });
    await expect(getBlogPost('nope')).resolves.toBeNull();
  });

  it('is null on a 404', async () => {
    stubFetch({ status: 404, body: { message: 'Not found' } });
    await expect(getBlogPost('nope')).resolves.toBeNull();
  });

  it('throws on other failures, so the page can say it failed to load', async () => {
    stubFetch({ status: 500, body: { message: 'boom' } });
    await expect(getBlogPost('x')).rejects.toMatchObject({ kind: 'http', status: 500 });
    stubFetch({ body: { post: { id: 1 } } });
    await expect(getBlogPost('x')).rejects.toMatchObject({ kind: 'parse' });
  });
});
