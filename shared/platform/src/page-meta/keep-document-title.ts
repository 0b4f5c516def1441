import type { createBrowserRouter } from 'react-router-dom';
import { documentTitle, pageMetaOf } from './page-meta';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'subscribe' | 'state'>;
type RouterState = Router['state'];

function showTitleOf(state: RouterState): void {
  const matches = state.matches.map((match) => ({ handle: match.route.handle, data: state.loaderData[match.route.id], params: match.params }));
  document.title = documentTitle(pageMetaOf(matches, state.errors));
}

/**
 * Keeps the tab's title that of the page on screen, as the customer moves from page to page: from
 * the router's state, whose errors tell a page whose loader found nothing (the not-found page).
 * Call it once the router's provider has subscribed (an effect of a component around it): the
 * router hands its first update to its first subscriber only, which must be the provider.
 */
export function keepDocumentTitle(router: Router): () => void {
  showTitleOf(router.state);
  return router.subscribe(showTitleOf);
}
