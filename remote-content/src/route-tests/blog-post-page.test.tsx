import { openPage } from './open-page';
import { contentClient } from '@storefront/api-client';
import { fakeApi } from '@storefront/testing';
import { screen, within } from '@testing-library/react';

const htmlPost = {
  id: 7,
  slug: 'nshima-guide',
  title: 'A Guide to Nshima & Relish',
  image: 'http://api.test/images/blog/nshima.svg',
  category: { name: 'Food Culture' },
  created_at: '2024-09-02T08:00:00Z',
  read_time: 5,
  excerpt: 'How to eat nshima.',
  content:
    '<h2>Relishes</h2><p>Try <a href="javascript:alert(1)">ifisashi</a> first.</p>' +
    '<script>window.blogScriptRan = true</script><img src="x" alt="plate" onerror="window.blogImageRan = true">',
  author: 'Chileshe Mwansa',
  is_featured: true,
  views: 1840,
  tags: ['nshima', 'zambian food'],
};

function servePost(post: unknown) {
  return fakeApi({ 'GET /blog/nshima-guide': { body: { post } } });
}

declare global {
  interface Window {
    blogScriptRan?: boolean;
    blogImageRan?: boolean;
  }
}

beforeEach(() => contentClient.clear());

describe('BlogPostView', () => {
  it('shows a post found by its slug', async () => {
    const api = servePost(htmlPost);
    await openPage('/blog/:id', '/blog/nshima-guide');
    expect(await screen.findByRole('heading', { level: 1, name: 'A Guide to Nshima & Relish' })).toBeInTheDocument();
    expect(api.sentTo('GET /blog/nshima-guide')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('img', { name: 'A Guide to Nshima & Relish' })).toHaveAttribute('src', htmlPost.image);
    expect(screen.getByText('Food Culture')).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getByText('September 2, 2024')).toBeInTheDocument();
    expect(screen.getByText('5 min read')).toBeInTheDocument();
    expect(screen.getByText('1,840 views')).toBeInTheDocument();
    expect(screen.getByText('By Chileshe Mwansa')).toBeInTheDocument();
    expect(await screen.findByText('How to eat nshima.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Relishes' })).toBeInTheDocument();
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(within(tags).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['#nshima', '#zambian food']);
  });

  it('sanitises HTML content: no script, no event handlers, no javascript: links', async () => {
    servePost(htmlPost);
    const { container } = await openPage('/blog/:id', '/blog/nshima-guide');
    await screen.findByRole('heading', { level: 1 });
    expect(await screen.findByText('ifisashi')).not.toHaveAttribute('href');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('ifisashi')).not.toHaveAttribute('href');
    expect(screen.getByRole('img', { name: 'plate' })).not.toHaveAttribute('onerror');
    expect(window.blogScriptRan).toBeUndefined();
    expect(window.blogImageRan).toBeUndefined();
  });

  it('shows plain-text content as paragraphs split at blank lines', async () => {
    servePost({ ...htmlPost, content: 'First paragraph,\nstill the first.\n\nSecond paragraph.\n\n\nThird paragraph.' });
    await openPage('/blog/:id', '/blog/nshima-guide');
    await screen.findByRole('heading', { level: 1 });
    for (const text of ['First paragraph, still the first.', 'Second paragraph.', 'Third paragraph.']) {
      expect(screen.getByText(text, { normalizer: (value) => value.replace(/\s+/g, ' ') }).tagName).toBe('P');
    }
  });

  it('falls back to the first 120 characters of the text for the excerpt', async () => {
    const words = 'Nshima is a stiff porridge of maize meal and for most Zambians a meal without it is only a snack, so learn to eat it properly here.';
    servePost({ ...htmlPost, excerpt: null, summary: null, content: `<p>${words}</p>`, author: null });
    await openPage('/blog/:id', '/blog/nshima-guide');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(words.slice(0, 120))).toBeInTheDocument();
    expect(screen.getByText('By ZamEats')).toBeInTheDocument();
  });

  it('links to share pages for the encoded post address, opened in a new window once the app is in', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    servePost(htmlPost);
    const { user } = await openPage('/blog/:id', '/blog/nshima-guide');
    await screen.findByRole('heading', { level: 1 });
    const postUrl = `${window.location.origin}/blog/nshima-guide`;

    const links = ['Share on Facebook', 'Share on X (Twitter)', 'Share on LinkedIn'].map((name) => screen.getByRole('link', { name }));
    for (const link of links) {
      // Before the app is in (or with scripts off) the link itself opens the share page, in a new tab.
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await user.click(link);
    }

    expect(open).toHaveBeenCalledTimes(3);
    const opened = open.mock.calls.map(([href, target, features]) => ({ url: new URL(String(href)), target, features }));
    for (const call of opened) {
      expect(call.target).toBe('_blank');
      expect(call.features).toContain('noopener');
    }
    expect(opened[0]?.url.origin).toBe('https://www.facebook.com');
    expect(opened[0]?.url.searchParams.get('u')).toBe(postUrl);
    expect(opened[1]?.url.searchParams.get('url')).toBe(postUrl);
    expect(opened[1]?.url.searchParams.get('text')).toBe('A Guide to Nshima & Relish');
    expect(String(open.mock.calls[1]?.[0])).toContain('text=A+Guide+to+Nshima+%26+Relish');
    expect(opened[2]?.url.searchParams.get('url')).toBe(postUrl);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(open.mock.calls.map(([href]) => href));
    open.mockRestore();
  });

  it("says 'Post not found' with a Return to Blog link for a missing post", async () => {
    fakeApi({ 'GET /blog/gone': { status: 404, body: { message: 'Not found' } } });
    await openPage('/blog/:id', '/blog/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByText("The blog post you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Blog' })).toHaveAttribute('href', '/blog');
  });

  it("says 'Post not found' for an { error } answer", async () => {
    fakeApi({ 'GET /blog/gone': { body: { error: 'Post not found' } } });
    await openPage('/blog/:id', '/blog/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
  });

  it("says 'Failed to load blog post.' when loading fails, and tries again", async () => {
    let calls = 0;
    fakeApi({
      'GET /blog/nshima-guide': () => {
        calls += 1;
        return calls === 1 ? 'network-error' : { body: { post: htmlPost } };
      },
    });
    const { user } = await openPage('/blog/:id', '/blog/nshima-guide');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load blog post.');
    const tryAgain = within(alert).getByRole('button', { name: 'Try Again' });
    expect(tryAgain).toHaveAttribute('type', 'submit');
    expect(tryAgain.closest('form')).toHaveAttribute('method', 'get');
    const sent = jest.fn((event: Event) => event.preventDefault());
    tryAgain.closest('form')?.addEventListener('submit', sent);
    await user.click(tryAgain);
    expect(await screen.findByRole('heading', { level: 1, name: 'A Guide to Nshima & Relish' })).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });
});
