import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { listRecentPosts } from '../content/blog-queries';
import { listActiveCareers } from '../content/career-queries';
import { readActiveHero, readFeaturedFaqs, readFooter } from '../content/content-answers';
import { readActiveList } from '../content/content-store';
import { noStore } from '../http/cache-control';
import { withAbsoluteImageUrls, withAbsoluteImageUrlsInObject } from '../http/public-url';

/** How many posts the recent-posts component shows. */
export const RECENT_POSTS = 3;

/** The blocks pages place around their own data: `/components/...`. */
export function registerComponentRoutes(app: FastifyInstance, { db, config }: AppDeps): void {
  const absolute = (value: unknown): unknown => withAbsoluteImageUrls(config.publicUrl, value);

  // Never cached, so a changed hero shows at once. An inactive or missing hero is null: the page shows its default.
  app.get('/components/full-hero-sections/active', async (_request, reply) => {
    noStore(reply);
    return { success: true, full_hero_section: absolute(await readActiveHero(db)) };
  });

  app.get('/components/feature-cards/active', async () => ({
    success: true,
    features: absolute(await readActiveList(db, 'feature-cards')),
  }));

  app.get('/components/faqs/featured', async () => ({ success: true, faqs: absolute(await readFeaturedFaqs(db)) }));

  app.get('/components/blog-posts/recent', async () => ({
    success: true,
    posts: await listRecentPosts(db, config.publicUrl, RECENT_POSTS),
  }));

  app.get('/components/career-posts/active', async () => ({ success: true, careers: await listActiveCareers(db) }));

  app.get('/components/highlight-cards/active', async () => ({
    success: true,
    highlights: absolute(await readActiveList(db, 'highlight-cards')),
  }));

  app.get('/components/footer-sections/active', async () => ({
    ...withAbsoluteImageUrlsInObject(config.publicUrl, await readFooter(db)),
    success: true,
  }));

  app.get('/components/team-focus/active', async () => ({
    success: true,
    team_focus: absolute(await readActiveList(db, 'team-focus')),
  }));
}
