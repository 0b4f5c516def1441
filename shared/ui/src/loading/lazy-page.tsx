import { use, type ComponentType } from 'react';
import { trackedPromise } from './tracked-promise';
import { withRetries } from './with-retries';

export interface LazyPage {
  (): React.JSX.Element;
  /** Starts loading the page's code (once); the page renders without suspending once it is in. */
  preload(): Promise<unknown>;
}

/**
 * A page whose code loads when first needed, like `React.lazy`, that can also be loaded ahead:
 * the host loads the first page before its first render, so that render shows the page itself
 * rather than a placeholder that React would then keep for at least 300 ms. Its chunk is tried
 * three times (withRetries); as with `React.lazy`, a load that failed every attempt stays failed
 * until the document is loaded again.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (loading ??= trackedPromise(withRetries(load)));
  function Page() {
    const { default: Component } = use(preload());
    return <Component />;
  }
  return Object.assign(Page, { preload });
}

/** The route of a remote's page at `path` (a pattern such as '/food/:id'). */
export function pageRoute(path: string, Page: LazyPage): { path: string; element: React.JSX.Element; preload: () => Promise<unknown> } {
  return { path, element: <Page />, preload: Page.preload };
}
