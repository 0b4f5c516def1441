import type { InjectOptions } from 'fastify';
import type { RouteSummary, TestApp } from './test-app';

const someUuid = '00000000-0000-4000-8000-000000000000';

/** A request to the route with made-up path parameters, no body and no credentials. */
export function anonymousProbe({ method, url }: RouteSummary): InjectOptions {
  const path = url.replace(/:[A-Za-z]+/g, (param) => (/uuid/i.test(param) ? someUuid : 'x')).replace(/\*/g, 'x');
  return { method: method as InjectOptions['method'], url: path };
}

/**
 * The routes of the app ('GET /api/orders/:uuid') that answer 401 Unauthenticated to a request
 * without a token, found by asking each one: the bearer routes, as the app itself has them.
 */
export async function routesRefusingAnonymous({ app, routes }: TestApp): Promise<string[]> {
  const refusing: string[] = [];
  for (const route of routes) {
    const response = await app.inject(anonymousProbe(route));
    if (response.statusCode >= 500) throw new Error(`${route.method} ${route.url} answered ${response.statusCode} to a probe`);
    if (response.statusCode === 401 && response.json().message === 'Unauthenticated.') refusing.push(`${route.method} ${route.url}`);
  }
  return refusing.sort();
}
