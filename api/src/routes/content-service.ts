import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { cacheReadsBriefly } from '../http/cache-control';
import { registerBlogRoutes } from './blog';
import { registerCareerRoutes } from './careers';
import { registerComponentRoutes } from './components';
import { registerContactRoutes } from './contact';
import { registerContentRoutes } from './content';

/**
 * The content service: CMS pages and components, blog, careers
 * and contact. Reads need no authentication and may be cached by browsers for a minute.
 */
export function registerContentServiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.register(async (content) => {
    cacheReadsBriefly(content);
    registerContentRoutes(content, deps);
    registerComponentRoutes(content, deps);
    registerBlogRoutes(content, deps);
    registerCareerRoutes(content, deps);
    registerContactRoutes(content, deps);
  });
}
