/** @jest-environment node */
import '../../test-support/memory-local-storage';
import { CONTENT_URL, stubFetch, useTestRuntime } from '@storefront/testing';
import { blogPostAnswer, careerAnswer, footerAnswer } from '../../test-support/fixtures';
import {
  getActiveCareerPosts,
  getActiveFeatureCards,
  getActiveFooterSections,
  getActiveHighlightCards,
  getActiveTeamFocus,
  getFeaturedFaqs,
  getRecentBlogPosts,
} from '../components';

beforeEach(useTestRuntime);

describe('component reads', () => {
  it.each([
    ['getActiveFeatureCards', getActiveFeatureCards, 'feature-cards/active', { features: [{ title: 'Try The App' }] }],
    ['getFeaturedFaqs', getFeaturedFaqs, 'faqs/featured', { faqs: [{ question: 'Q?', answer: 'A.' }] }],
    ['getRecentBlogPosts', getRecentBlogPosts, 'blog-posts/recent', { posts: [blogPostAnswer] }],
    ['getActiveCareerPosts', getActiveCareerPosts, 'career-posts/active', { careers: [careerAnswer] }],
    ['getActiveHighlightCards', getActiveHighlightCards, 'highlight-cards/active', { highlights: [{ title: 'Fast' }] }],
    ['getActiveTeamFocus', getActiveTeamFocus, 'team-focus/active', { team_focus: [{ title: 'Quality' }] }],
  ] as const)('%s gets {content}/components/%s', async (_name, read, path, body) => {
    const stub = stubFetch({ body });
    await expect(read()).resolves.toHaveLength(1);
    const request = stub.only();
    expect(request.method).toBe('GET');
    expect(request.url.href).toBe(`${CONTENT_URL}/components/${path}`);
    expect(request.headers.get('authorization')).toBeNull();
  });

  it('accepts a list under data', async () => {
    stubFetch({ body: { success: true, data: [{ question: 'Q?', answer: 'A.', is_featured: '1', sort_order: '3' }] } });
    await expect(getFeaturedFaqs()).resolves.toEqual([{ question: 'Q?', answer: 'A.', is_featured: true, sort_order: 3 }]);
  });

  it('rejects an item without its title', async () => {
    stubFetch({ body: { highlights: [{ description: 'no title' }] } });
    await expect(getActiveHighlightCards()).rejects.toMatchObject({ kind: 'parse' });
  });

  it('rejects an answer with no list at all', async () => {
    stubFetch({ body: { success: true } });
    await expect(getActiveFeatureCards()).rejects.toMatchObject({ kind: 'parse' });
  });

  it('getActiveFooterSections reads the sections and the contact', async () => {
    const stub = stubFetch({ body: footerAnswer });
    await expect(getActiveFooterSections()).resolves.toEqual({
      sections: [
        {
          id: 1,
          section_name: 'company',
          title: 'Company',
          section_type: 'links',
          is_active: true,
          sort_order: 2,
          links: [{ text: 'About Us', url: '/about' }],
        },
      ],
      contact: { email: 'hello@storefront.test', phone: '+260977000000' },
    });
    expect(stub.only().url.href).toBe(`${CONTENT_URL}/components/footer-sections/active`);
  });

  it('getActiveFooterSections passes the service error on', async () => {
    stubFetch({ body: { error: 'Footer unavailable' } });
    await expect(getActiveFooterSections()).rejects.toMatchObject({ serverMessage: 'Footer unavailable' });
  });
});
