import { satisfy } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION } from '@storefront/contract';
import { readManifest, type FederationManifest } from './federation-manifest';

const CONTRACT_PACKAGE = '@storefront/contract';

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
 * The first version of the line `version` belongs to, within which versions only add: 1.7.3 is of
 * 1.0.0's line, and before 1.0 each minor is a line of its own (0.3.2 is of 0.3.0's).
 */
function lineOf(version: string): string {
  const [major = '0', minor = '0'] = version.split('.');
  return major === '0' ? `0.${minor}.0` : `${major}.0.0`;
}

/**
 * Why a remote described by `manifest` cannot run on this host's contract, or null when it can.
 * The contract is one shared singleton and follows semver: a minor version only adds. So a remote
 * runs on the host's copy when that copy is at least the version the remote was built against,
 * in the same major: built against 1.2, it runs on a host with 1.2, 1.3 or 1.9, and is refused by a
 * host with 1.1 (it may call what 1.1 lacks) or 2.0. A refused remote is refused as a whole, before
 * any of its code runs, as is one that does not share the contract at all.
 */
export function contractMismatch(manifest: FederationManifest, hostVersion: string = CONTRACT_VERSION): string | null {
  const contract = manifest.shared.find((entry) => entry.name === CONTRACT_PACKAGE);
  if (!contract) return `it does not share ${CONTRACT_PACKAGE}`;
  if (!satisfy(hostVersion, contract.requiredVersion)) {
    return `it needs ${CONTRACT_PACKAGE} ${contract.requiredVersion}, the host has ${hostVersion}`;
  }
  // A loose range does not make another major safe: the remote's code was written against it.
  if (!satisfy(hostVersion, `^${lineOf(contract.version)}`)) {
    return `it was built with ${CONTRACT_PACKAGE} ${contract.version}, another major than the host's ${hostVersion}`;
  }
  return null;
}

/**
 * Why a remote described by `manifest` cannot run on the federation runtime of this page (at
 * `hostRuntime`), or null when it can. A remote's browser build carries no core of the runtime of
 * its own: it calls the host's. So the host's must be one its runtime was written for, the
 * version it was built with or a later one of the same major, as semver promises (built with
 * 2.9.2, it runs on a host with 2.9.2 or 2.11.0, not 2.9.1 or 3.0.0).
 */
export function runtimeMismatch(manifest: FederationManifest, hostRuntime: string): string | null {
  const built = manifest.metaData.pluginVersion;
  if (built === undefined) return 'its manifest does not say which federation runtime it was built with';
  if (!satisfy(hostRuntime, `^${built}`)) return `it was built with the federation runtime ${built}, the host has ${hostRuntime}`;
  return null;
}

/**
 * A federation runtime plugin that refuses, before any of its code runs, a remote whose manifest
 * names a contract, or a federation runtime, this host cannot work with. The refusal reaches the
 * page as the load's error (IncompatibleRemoteError), and the remote's area says so in place of
 * its content.
 */
export function contractCheckPlugin() {
  return {
    name: 'storefront-contract-check',
    afterLoadManifest({ manifestJson, moduleInfo, origin }: { manifestJson?: unknown; moduleInfo: { name: string }; origin: { version: string } }) {
      if (manifestJson === undefined) return;
      const manifest = readManifest(manifestJson);
      const mismatch = manifest ? (contractMismatch(manifest) ?? runtimeMismatch(manifest, origin.version)) : 'its manifest cannot be read';
      if (!mismatch) return;
      refused.set(moduleInfo.name, mismatch);
      const error = new IncompatibleRemoteError(`The ${moduleInfo.name} remote was refused: ${mismatch}.`);
      // For whoever operates the site: which remote, and why.
      console.error(error.message);
      throw error;
    },
  };
}
