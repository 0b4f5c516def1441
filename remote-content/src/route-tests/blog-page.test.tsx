import { contentClient } from '@storefront/api-client';
import { fakeApi } from '@storefront/testing';
import { act, screen, within } from '@testing-library/react';
import { openPage } from './open-page';

interface PostAnswer {
  id: number;
  slug?: string | null;
  title: string;
  [field: string]: unknown;
}

function postAnswer(id: number, overrides: Partial<PostAnswer> = {}): PostAnswer {
  return {
    id,
    slug: `post-${id}`,
    title: `Post ${id}`,
    featured_image: `http://api.test/images/blog/post-${id}.svg`,
    category: 'Food Culture',
    published_at: '2024-09-02T08:00:00Z',
    read_time: 4,
    excerpt: `Excerpt of post ${id}.`,
    content: `<p>Content of post ${id}.</p>`,
    author: 'Chileshe Mwansa',
    is_featured: false,
    views: 10,
    tags: [],
    ...overrides,
  };
}

const firstPage = Array.from({ length: 12 }, (_, index) => postAnswer(index + 1));
const secondPage = [postAnswer(13), postAnswer(14, { slug: null, author: null, is_featured: true })];

function serveTwoPages() {
  return fakeApi({
    'GET /blog': ({ search }) => ({
      body: {
        data: search.get('page') === '2' ? secondPage : firstPage,
        pagination: { last_page: 2, current_page: Number(search.get('page')) },
      },
    }),
  });
}

/** Where the page is, as the address bar shows it. */
function locationOf(router: Awaited<ReturnType<typeof openPage>>['router']): string {
  const { pathname, search } = router.state.location;
  return pathname + search;
}

function renderList(route = '/blog') {
  return openPage('/blog', route);
}

beforeEach(() => {
  contentClient.clear();
});

describe('BlogList', () => {
  it('shows six placeholder cards while the posts load', async () => {
    fakeApi({ 'GET /blog': () => new Promise(() => undefined) });
    await renderList();
    const placeholders = screen.getByRole('list', { name: 'Loading blog posts' });
    expect(within(placeholders).getAllByRole('listitem')).toHaveLength(6);
  });

  it('shows a card per post, each linking to its post by slug', async () => {
    const api = serveTwoPages();
    await renderList();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(12);
    const first = screen.getByRole('article', { name: 'Post 1' });
    expect(within(first).getByRole('link', { name: 'Post 1' })).toHaveAttribute('href', '/blog/post-1');
    expect(within(first).getByRole('img', { name: 'Post 1' })).toHaveAttribute('src', 'http://api.test/images/blog/post-1.svg');
    expect(within(first).getByText('Food Culture')).toBeInTheDocument();
    expect(within(first).getByText('September 2, 2024')).toBeInTheDocument();
    expect(within(first).getByText('4 min read')).toBeInTheDocument();
    expect(within(first).getByText('Excerpt of post 1.')).toBeInTheDocument();
    expect(within(first).getByText('By Chileshe Mwansa')).toBeInTheDocument();
    expect(within(first).queryByText('Featured')).not.toBeInTheDocument();
    expect(Object.fromEntries(api.sentTo('GET /blog')[0]?.search ?? [])).toEqual({ page: '1', per_page: '12' });
  });

  it('links each page to ?page=N, which the browser follows before the app is in and React Router after', async () => {
    const api = serveTwoPages();
    const { user, router } = await renderList();
    const pages = await screen.findByRole('navigation', { name: 'Blog pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog');
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blog?page=2');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?page=2');
    expect(within(pages).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(within(pages).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(within(pages).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));

    expect(await screen.findByRole('article', { name: 'Post 13' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(locationOf(router)).toBe('/blog?page=2');
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(within(nav).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(within(nav).getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    expect(api.sentTo('GET /blog').map((request) => request.search.get('page'))).toEqual(['1', '2']);

    await user.click(within(nav).getByRole('link', { name: 'Previous' }));
    expect(await screen.findByRole('article', { name: 'Post 1' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/blog');
  });

  it('opens the page the address names, linking a post without a slug by id and crediting the brand', async () => {
    serveTwoPages();
    await renderList('/blog?page=2');
    const card = await screen.findByRole('article', { name: 'Post 14' });
    expect(within(card).getByRole('link', { name: 'Post 14' })).toHaveAttribute('href', '/blog/14');
    expect(within(card).getByText('By ZamEats')).toBeInTheDocument();
    expect(within(card).getByText('Featured')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it("says 'Failed to load blog posts.' and loads again on Try Again", async () => {
    let calls = 0;
    fakeApi({
      'GET /blog': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { message: 'Down' } } : { body: { data: firstPage, pagination: { last_page: 1 } } };
      },
    });
    const { user } = await renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load blog posts.');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(calls).toBe(2);
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
  });

  it('makes Try Again a GET form for the same page, which the browser sends before the app is in, answered in the page after', async () => {
    let calls = 0;
    fakeApi({
      'GET /blog': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { message: 'Down' } } : { body: { data: firstPage, pagination: { last_page: 2 } } };
      },
    });
    const { user, router } = await renderList('/blog?page=2');
    const tryAgain = within(await screen.findByRole('alert')).getByRole('button', { name: 'Try Again' });
    expect(tryAgain).toHaveAttribute('type', 'submit');
    const form = tryAgain.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(Object.fromEntries(new FormData(form))).toEqual({ page: '2' });
    const sent = jest.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', sent);
    await user.click(tryAgain);
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(sent).not.toHaveBeenCalled();
    expect(locationOf(router)).toBe('/blog?page=2');
  });

  it('asks the server again on Try Again even when the failure was an { error } answer', async () => {
    let calls = 0;
    fakeApi({
      'GET /blog': () => {
        calls += 1;
        return calls === 1 ? { body: { error: 'Blog unavailable' } } : { body: { posts: [postAnswer(1)], pagination: { last_page: 1 } } };
      },
    });
    const { user } = await renderList();
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Post 1' })).toBeInTheDocument();
  });

  it("says 'No blog posts available at the moment.' when there are none", async () => {
    fakeApi({ 'GET /blog': { body: { data: [], pagination: { last_page: 1 } } } });
    await renderList();
    expect(await screen.findByText('No blog posts available at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('follows the browser back to the page before', async () => {
    serveTwoPages();
    const { user, router } = await renderList();
    await user.click(await screen.findByRole('link', { name: 'Page 2' }));
    await screen.findByRole('article', { name: 'Post 13' });
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('article', { name: 'Post 1' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/blog');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });
});
