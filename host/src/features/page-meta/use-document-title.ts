import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { documentTitle, pageMetaOf } from './page-meta';

/** Keeps the tab's title that of the page on screen, as the customer moves from page to page. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  useEffect(() => {
    document.title = documentTitle(pageMetaOf(matches));
  }, [matches]);
}
