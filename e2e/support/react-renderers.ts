import type { Page } from '@playwright/test';

/**
 * Every copy of react-dom registers itself with the DevTools hook when it loads. Installs a hook
 * before the page's scripts run, and answers a function that lists the versions registered so far:
 * one entry per copy of React on the page.
 */
export async function reactRenderers(page: Page): Promise<() => Promise<Array<string | undefined>>> {
  await page.addInitScript(() => {
    const renderers = new Map<number, { version?: string }>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers,
        supportsFiber: true,
        inject(renderer: { version?: string }) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  return () =>
    page.evaluate(() => {
      const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version?: string }> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__;
      return [...hook.renderers.values()].map((renderer) => renderer.version);
    });
}
