import { satisfy } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION } from '@storefront/contract';
import { readManifest, type FederationManifest } from './federation-manifest';

const CONTRACT_PACKAGE = '@storefront/contract';

export class IncompatibleRemoteError extends Error {
  override readonly name = 'IncompatibleRemoteError';
}

/** Remotes refused, with the reason: the runtime may wrap the load's error on its way to the page. */
const refused = new Map<string, string>();

export function refusalOf(remote: string): string | undefined {
  return refused.get(remote);
}

/** Forgets a refusal, so Retry checks the remote's manifest again. */
export function forgetRefusal(remote: string): void {
  refused.delete(remote);
}

/** The first version of `version`'s line: 1.7.3 is of 1.0.0's; before 1.0 each minor is a line (0.3.2 of 0.3.0's). */
function lineOf(version: string): string {
  const [major = '0', minor = '0'] = version.split('.');
  return major === '0' ? `0.${minor}.0` : `${major}.0.0`;
}

/** A minor only adds: built against 1.2, a remote runs on the host's 1.2 to 1.x, not 1.1 (it may call what 1.1 lacks) or 2.0. */
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

/** A remote calls the host's runtime core, so the host's must be the version it was built with or a later one of its major. */
export function runtimeMismatch(manifest: FederationManifest, hostRuntime: string): string | null {
  const built = manifest.metaData.pluginVersion;
  if (built === undefined) return 'its manifest does not say which federation runtime it was built with';
  if (!satisfy(hostRuntime, `^${built}`)) return `it was built with the federation runtime ${built}, the host has ${hostRuntime}`;
  return null;
}

/** Refuses, before any of its code runs, a remote whose contract or federation runtime this host cannot work with. */
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
      console.error(error.message);
      throw error;
    },
  };
}
