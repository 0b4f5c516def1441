import type { createBrowserRouter } from 'react-router-dom';
import { documentTitle, pageMetaOf } from './page-meta';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'subscribe' | 'state'>;

function showTitleOf(state: Router['state']): void {
  const matches = state.matches.map((match) => ({ handle: match.route.handle, data: state.loaderData[match.route.id], params: match.params }));
  document.title = documentTitle(pageMetaOf(matches, state.errors));
}

/** Call it once the router's provider has subscribed: the router hands its first update to its first subscriber only. */
export function keepDocumentTitle(router: Router): () => void {
  showTitleOf(router.state);
  return router.subscribe(showTitleOf);
}
