import { fakeApi } from '@storefront/testing';
import { contentClient } from '@storefront/api-client';
import { screen } from '@testing-library/react';
import { openPage } from './open-page';

/** Every read of the content service and the API, left unanswered. */
function neverAnswer() {
  const pending = () => new Promise<never>(() => undefined);
  const api = fakeApi({});
  api.fetchMock.mockImplementation(pending);
}

beforeEach(() => contentClient.clear());

describe('each page while its reads are out', () => {
  it.each([
    ['/user-app', 'Loading...'],
    ['/merchant-app', 'Loading...'],
    ['/rider-app', 'Loading...'],
    ['/privacy', 'Loading policies...'],
    ['/contact', 'Loading contact details...'],
  ])('%s says %s', async (path, words) => {
    neverAnswer();
    await openPage(path);
    expect(screen.getByRole('status')).toHaveTextContent(words);
  });

  it('a post says it is loading, under the way back to the blog', async () => {
    neverAnswer();
    await openPage('/blog/:id', '/blog/nshima-guide');
    expect(screen.getByRole('status')).toHaveTextContent('Loading blog post...');
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('the contact page shows its heading and the channels panel already', async () => {
    neverAnswer();
    await openPage('/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Other Ways to Reach Us' })).toBeInTheDocument();
  });
});
