import type { createBrowserRouter } from 'react-router-dom';
import { documentTitle, pageMetaOf } from './page-meta';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'subscribe'>;

/**
 * Keeps the tab's title that of the page on screen, as the customer moves from page to page: from
 * the router's state, whose errors tell a page whose loader found nothing (the not-found page).
 * The first page's title is the server's (or the shell's until its first page is in).
 */
export function keepDocumentTitle(router: Router): () => void {
  return router.subscribe((state) => {
    const matches = state.matches.map((match) => ({ handle: match.route.handle, data: state.loaderData[match.route.id], params: match.params }));
    document.title = documentTitle(pageMetaOf(matches, state.errors));
  });
}
