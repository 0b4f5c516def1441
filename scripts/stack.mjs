// @ts-check
/**
 * The services of the storefront and the environment each one reads. `npm start`, the end-to-end
 * tests and docker-compose.yml all compose the product from this one description (a test checks
 * that docker-compose.yml names the same services, ports and variables).
 */

/**
 * @typedef {{
 *   name: string,
 *   dir: string,
 *   port: number,
 *   command: string[],
 *   healthPath: string,
 *   env: Record<string, string>,
 * }} Service
 */

/** The api's requests per minute per client address and group of public forms, for `npm start`. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 30;
/**
 * For stacks that tests drive: the end-to-end suite and the benchmark sign many customers up from
 * one address, which the default would refuse after 30 a minute.
 */
export const TEST_RATE_LIMIT_PER_MINUTE = 10000;

/**
 * `faultInjection` gives the api its fault switch (PUT /api/sandbox/faults), for tests of a
 * failing backend; `npm start` never sets it. `runtimeConfigFile` is the host's RUNTIME_CONFIG_FILE,
 * for tests that release a remote while the host runs. `pageCacheMs` is the host's PAGE_CACHE_MS,
 * for tests that wait until a page rendered before a change they made is no longer served.
 * `manifestCheckMs` is the host's MANIFEST_CHECK_MS, for tests that release a remote at the same
 * address and need the seconds before the host's server notices it. `mobileMoneyPromptSeconds`
 * is the api's MOBILE_MONEY_PROMPT_SECONDS, for tests that wait for a prompt to expire.
 * @param {{
 *   host?: string,
 *   publicHost?: string,
 *   portOffset?: number,
 *   dataDir?: string,
 *   statusStepMs?: number,
 *   rateLimitPerMinute?: number,
 *   faultInjection?: boolean,
 *   runtimeConfigFile?: string,
 *   pageCacheMs?: number,
 *   manifestCheckMs?: number,
 *   mobileMoneyPromptSeconds?: number,
 * }} [options]
 * @returns {Service[]}
 */
export function stack(options = {}) {
  const bind = options.host ?? '127.0.0.1';
  const publicHost = options.publicHost ?? 'localhost';
  const offset = options.portOffset ?? 0;
  const port = (/** @type {number} */ base) => base + offset;
  const remote = (/** @type {string} */ name, /** @type {number} */ base) => ({
    name,
    dir: `remote-${name}`,
    port: port(base),
    command: ['node', '../shared/platform/serve-remote.mjs', 'dist'],
    healthPath: '/health',
    env: { HOST: bind, PORT: String(port(base)) },
  });
  const manifest = (/** @type {number} */ base) => `http://${publicHost}:${port(base)}/mf-manifest.json`;
  return [
    {
      name: 'api',
      dir: 'api',
      port: port(4000),
      command: ['node', 'dist-server/main.cjs'],
      healthPath: '/api/health',
      env: {
        HOST: bind,
        PORT: String(port(4000)),
        DATABASE_FILE: `${options.dataDir ?? 'data'}/storefront.sqlite`,
        PUBLIC_URL: `http://${publicHost}:${port(3000)}/api`,
        ORDER_STATUS_STEP_MS: String(options.statusStepMs ?? 60000),
        MOBILE_MONEY_PROMPT_SECONDS: String(options.mobileMoneyPromptSeconds ?? 120),
        RATE_LIMIT_PER_MINUTE: String(options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE),
        FAULT_INJECTION: options.faultInjection ? 'on' : 'off',
        TRUSTED_PROXIES: '127.0.0.1,::1',
        // No mail server on a developer's machine: reset codes are printed to the api's console and
        // kept in the sandbox mailbox, which only this machine opens, on the api's own port.
        SANDBOX_MAILER: 'on',
      },
    },
    remote('shop', 3001),
    remote('account', 3002),
    remote('content', 3003),
    remote('careers', 3004),
    {
      name: 'host',
      dir: 'host',
      port: port(3000),
      command: ['node', 'dist-server/main.cjs'],
      healthPath: '/config.json',
      env: {
        HOST: bind,
        PORT: String(port(3000)),
        API_PROXY_TARGET: `http://127.0.0.1:${port(4000)}`,
        // The site's address as visitors open it: what its pages, sitemap and robots.txt name.
        PUBLIC_ORIGIN: `http://${publicHost}:${port(3000)}`,
        PUBLIC_API_URL: '/api',
        PUBLIC_CONTENT_URL: '/api',
        SHOP_MANIFEST_URL: manifest(3001),
        ACCOUNT_MANIFEST_URL: manifest(3002),
        CONTENT_MANIFEST_URL: manifest(3003),
        CAREERS_MANIFEST_URL: manifest(3004),
        MAPS_API_KEY: '',
        ...(options.runtimeConfigFile ? { RUNTIME_CONFIG_FILE: options.runtimeConfigFile } : {}),
        ...(options.pageCacheMs === undefined ? {} : { PAGE_CACHE_MS: String(options.pageCacheMs) }),
        ...(options.manifestCheckMs === undefined ? {} : { MANIFEST_CHECK_MS: String(options.manifestCheckMs) }),
      },
    },
  ];
}
