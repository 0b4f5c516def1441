import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import proxyAddr from 'proxy-addr';

/** Whether the hop at `address` may say who the client is (Fastify's `trustProxy` function). */
export type TrustProxy = (address: string, hop: number) => boolean;

/** proxy-addr's names for address ranges; any other word is a host name. */
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** How often the addresses of named proxies are looked up again: a restarted container may get another. */
export const PROXY_NAME_REFRESH_MS = 15_000;

function isAddressEntry(entry: string): boolean {
  return rangeNames.has(entry) || isIP(entry.split('/')[0] ?? '') !== 0;
}

/** '::ffff:172.18.0.5' is 172.18.0.5 reached over IPv6. */
function plainAddress(address: string): string {
  return address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

export interface TrustedProxies {
  trust: TrustProxy;
  /** Looks the named proxies up now; an unknown name trusts nothing until it resolves. */
  refresh: () => Promise<void>;
  names: readonly string[];
}

/**
 * The proxies whose X-Forwarded-For is believed, from addresses or ranges ('127.0.0.1',
 * '10.0.0.0/8', 'loopback') and host names ('host': the storefront's own server on compose's
 * network). A name is trusted at the addresses it resolves to, and only those: trusting the
 * network's whole range would also trust the gateway through which every caller of a published
 * port arrives.
 */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const addresses = entries.filter(isAddressEntry);
  const names = entries.filter((entry) => !isAddressEntry(entry));
  const trustAddress = addresses.length > 0 ? proxyAddr.compile(addresses) : (): boolean => false;
  let resolved = new Set<string>();

  return {
    names,
    trust: (address, hop) => trustAddress(address, hop) || resolved.has(plainAddress(address)),
    refresh: async () => {
      const found = await Promise.all(
        names.map(async (name) => {
          try {
            return (await lookup(name, { all: true })).map((answer) => plainAddress(answer.address));
          } catch {
            // Not (yet) running: a proxy started after the api is found at the next look-up.
            return [];
          }
        }),
      );
      resolved = new Set(found.flat());
    },
  };
}

/** Looks the named proxies up when the app is ready and every PROXY_NAME_REFRESH_MS until it closes. */
export function refreshProxyNames(app: FastifyInstance, proxies: TrustedProxies): void {
  if (proxies.names.length === 0) return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await proxies.refresh();
    timer = setInterval(() => void proxies.refresh(), PROXY_NAME_REFRESH_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
