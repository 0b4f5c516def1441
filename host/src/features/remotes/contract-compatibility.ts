import { satisfy } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION } from '@storefront/shared';

const CONTRACT_PACKAGE = '@storefront/shared';

interface SharedEntry {
  name?: unknown;
  version?: unknown;
  requiredVersion?: unknown;
}

/**
 * The contract's entry in the `shared` list of a federation manifest (mf-manifest.json). Read by
 * hand rather than with zod: the host's own bundle does not carry zod (the contract's copy is
 * inside the contract's shared chunk).
 */
function contractEntry(manifest: unknown): SharedEntry | null | 'unreadable' {
  const shared = typeof manifest === 'object' && manifest !== null ? (manifest as { shared?: unknown }).shared : undefined;
  if (!Array.isArray(shared)) return 'unreadable';
  const entries = shared.filter((entry): entry is SharedEntry => typeof entry === 'object' && entry !== null);
  return entries.find((entry) => entry.name === CONTRACT_PACKAGE) ?? null;
}

/** Thrown in place of loading a remote whose contract cannot work with the host's. */
export class IncompatibleRemoteError extends Error {
  override readonly name = 'IncompatibleRemoteError';
}

/**
 * Remotes refused, with the reason. Kept here rather than read from the load's error, which the
 * federation runtime may wrap on its way to the page.
 */
const refused = new Map<string, string>();

/** Why this remote was refused (see contractMismatch), if it was. */
export function refusalOf(remote: string): string | undefined {
  return refused.get(remote);
}

/** Forgets a refusal, so Retry checks the remote's manifest again. */
export function forgetRefusal(remote: string): void {
  refused.delete(remote);
}

/**
 * Why a remote described by `manifest` cannot run on this host's contract, or null when it can.
 * The contract is one shared singleton: a remote built against another major (or, before 1.0,
 * another minor) version would call functions the host's copy does not have, or read state in
 * another shape, and break at random places. So it has to be refused as a whole, before any of its
 * code runs. A remote that does not share the contract at all is refused as well.
 */
export function contractMismatch(manifest: unknown, hostVersion: string = CONTRACT_VERSION): string | null {
  const contract = contractEntry(manifest);
  if (contract === 'unreadable') return 'its manifest does not list its shared libraries';
  if (typeof contract?.version !== 'string' || typeof contract.requiredVersion !== 'string') {
    return `it does not share ${CONTRACT_PACKAGE}`;
  }
  if (!satisfy(hostVersion, contract.requiredVersion)) {
    return `it needs ${CONTRACT_PACKAGE} ${contract.requiredVersion}, the host has ${hostVersion}`;
  }
  if (!satisfy(contract.version, `^${hostVersion}`)) {
    return `it was built with ${CONTRACT_PACKAGE} ${contract.version}, the host needs ^${hostVersion}`;
  }
  return null;
}

/**
 * A federation runtime plugin that refuses, before any of its code runs, a remote whose manifest
 * names a contract this host cannot work with. The refusal reaches the page as the load's error
 * (IncompatibleRemoteError), and the remote's area says so in place of its content.
 */
export function contractCheckPlugin() {
  return {
    name: 'storefront-contract-check',
    afterLoadManifest({ manifestJson, moduleInfo }: { manifestJson?: unknown; moduleInfo: { name: string } }) {
      if (manifestJson === undefined) return;
      const mismatch = contractMismatch(manifestJson);
      if (!mismatch) return;
      refused.set(moduleInfo.name, mismatch);
      const error = new IncompatibleRemoteError(`The ${moduleInfo.name} remote was refused: ${mismatch}.`);
      // For whoever operates the site: which remote, and why.
      console.error(error.message);
      throw error;
    },
  };
}
