import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * A browser that runs no script: every form is a plain POST the host's server answers. Its own
 * context, since the suite's page waits for the app to be in, which never happens here.
 */
export async function withoutScripts(browser: Browser, baseURL: string | undefined): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}
