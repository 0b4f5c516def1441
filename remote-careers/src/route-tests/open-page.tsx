import { openRoute, routeAt as routeOf } from '@storefront/testing';
import routes from '../routes';

/** Opens the careers remote's page `path` at `url` as the host does (openRoute). */
export const openPage = (path: string, url: string = path, options?: Parameters<typeof openRoute>[3]) => openRoute(routes, path, url, options);

/** The route of the careers remote at `path`. */
export const routeAt = (path: string) => routeOf(routes, path);
