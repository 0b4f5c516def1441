// @ts-check
/**
 * `npm run dev`: the api with restart on change, and every app on its webpack dev server with hot
 * reload, on the same ports as `npm start`. Each remote can also run alone: `pnpm --filter
 * @storefront/remote-shop dev` serves its standalone shell on its own port.
 */
import { install, pnpm } from './pnpm.mjs';

// Links the api hands out (images) go through the host's /api proxy, as with `npm start`.
process.env.PUBLIC_URL ??= 'http://localhost:3000/api';

install();
pnpm(['--recursive', '--parallel', '--filter', '!@storefront/e2e', 'run', 'dev']);
