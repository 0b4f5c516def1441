import { findCateringBundle } from '@storefront/api-client';
import { data } from 'react-router-dom';

/**
 * The bundle page's loader. The bundles are the storefront's own (nothing to read); a bundle it
 * does not have still renders the page, which says so and returns to the list, answered with a
 * 404 for the server.
 */
export function readCateringBundle(id: string) {
  return findCateringBundle(id) ? null : data(null, { status: 404 });
}
