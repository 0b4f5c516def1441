import { contentClient } from '@storefront/api-client';
import { fakeApi } from '@storefront/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useHomepageContent } from './use-homepage-content';

beforeEach(() => {
  contentClient.clear();
});

describe('useHomepageContent', () => {
  it('reads the homepage through the content cache, and retry loads it again past the cache', async () => {
    let title = 'First';
    const api = fakeApi({ 'GET /content/homepage': () => ({ body: { appDownload: { title } } }) });

    const first = renderHook(() => useHomepageContent());
    await waitFor(() => expect(first.result.current.status).toBe('success'));
    first.unmount();

    // A second visit within 5 minutes is served from the cache.
    const second = renderHook(() => useHomepageContent());
    await waitFor(() => expect(second.result.current.status).toBe('success'));
    expect(api.sentTo('GET /content/homepage')).toHaveLength(1);

    title = 'Second';
    act(() => second.result.current.retry());
    await waitFor(() => {
      const current = second.result.current;
      expect(current.status === 'success' && current.data.appDownload?.title).toBe('Second');
    });
    expect(api.sentTo('GET /content/homepage')).toHaveLength(2);
  });
});
