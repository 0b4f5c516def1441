import { CONTRACT_VERSION } from '@storefront/contract';
import { contractCheckPlugin, contractMismatch, IncompatibleRemoteError, refusalOf, runtimeMismatch } from '../contract-compatibility';
import type { FederationManifest } from '../federation-manifest';
import { forgetRemote } from '../load-remote-module';

/** A manifest as Module Federation's plugin writes it, with the contract built at `version`. */
const manifestWith = (version: string, requiredVersion = `^${version}`, pluginVersion: string | null = '2.9.2'): FederationManifest => ({
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    ...(pluginVersion === null ? {} : { pluginVersion }),
  },
  exposes: [],
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.1.0' },
    { name: '@storefront/contract', version, requiredVersion },
  ],
});

describe('contractMismatch', () => {
  it('accepts a remote built against the same contract, or an earlier minor or patch of its major', () => {
    expect(contractMismatch(manifestWith(CONTRACT_VERSION))).toBeNull();
    expect(contractMismatch(manifestWith('1.0.0'), '1.3.0')).toBeNull();
    expect(contractMismatch(manifestWith('1.2.5'), '1.3.0')).toBeNull();
    expect(contractMismatch(manifestWith('0.1.7', '^0.1.0'), '0.1.2')).toBeNull();
  });

  it('refuses a remote that needs a later minor than the host has, or another major', () => {
    expect(contractMismatch(manifestWith('1.4.0'), '1.3.0')).toBe('it needs @storefront/contract ^1.4.0, the host has 1.3.0');
    expect(contractMismatch(manifestWith('2.0.0'), '1.4.0')).toBe('it needs @storefront/contract ^2.0.0, the host has 1.4.0');
    expect(contractMismatch(manifestWith('1.0.0'), '2.0.0')).toBe('it needs @storefront/contract ^1.0.0, the host has 2.0.0');
    expect(contractMismatch(manifestWith('0.2.0'), '0.1.0')).toBe('it needs @storefront/contract ^0.2.0, the host has 0.1.0');
    // A range that would allow the host's version does not help when the remote's copy is another major.
    expect(contractMismatch(manifestWith('2.0.0', '>=1.0.0'), '1.4.0')).toBe(
      "it was built with @storefront/contract 2.0.0, another major than the host's 1.4.0",
    );
  });

  it('refuses a remote that does not share the contract', () => {
    const manifest = manifestWith(CONTRACT_VERSION);
    expect(contractMismatch({ ...manifest, shared: manifest.shared.filter((entry) => entry.name === 'react') })).toBe(
      'it does not share @storefront/contract',
    );
  });
});

describe('runtimeMismatch', () => {
  it("accepts a remote built with the host's federation runtime, or an earlier one of its major", () => {
    expect(runtimeMismatch(manifestWith('1.7.0'), '2.9.2')).toBeNull();
    expect(runtimeMismatch(manifestWith('1.7.0', '^1.7.0', '2.8.4'), '2.9.2')).toBeNull();
  });

  it('refuses a remote built with a later runtime than the host has, or another major, or one that does not say', () => {
    expect(runtimeMismatch(manifestWith('1.7.0', '^1.7.0', '2.9.3'), '2.9.2')).toBe('it was built with the federation runtime 2.9.3, the host has 2.9.2');
    expect(runtimeMismatch(manifestWith('1.7.0', '^1.7.0', '3.0.0'), '2.9.2')).toBe('it was built with the federation runtime 3.0.0, the host has 2.9.2');
    expect(runtimeMismatch(manifestWith('1.7.0', '^1.7.0', '1.5.0'), '2.9.2')).toBe('it was built with the federation runtime 1.5.0, the host has 2.9.2');
    expect(runtimeMismatch(manifestWith('1.7.0', '^1.7.0', null), '2.9.2')).toBe('its manifest does not say which federation runtime it was built with');
  });
});

describe('contractCheckPlugin', () => {
  const origin = { version: '2.9.2' };
  const plugin = contractCheckPlugin();
  afterEach(() => forgetRemote('shop'));

  it('lets a compatible manifest through', () => {
    expect(() => plugin.afterLoadManifest({ manifestJson: manifestWith(CONTRACT_VERSION), moduleInfo: { name: 'shop' }, origin })).not.toThrow();
    expect(refusalOf('shop')).toBeUndefined();
  });

  it('refuses an incompatible one before any of its code runs, says why, and forgets it on Retry', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => plugin.afterLoadManifest({ manifestJson: manifestWith('9.0.0'), moduleInfo: { name: 'shop' }, origin })).toThrow(
      IncompatibleRemoteError,
    );
    expect(refusalOf('shop')).toBe(`it needs @storefront/contract ^9.0.0, the host has ${CONTRACT_VERSION}`);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('The shop remote was refused'));
    forgetRemote('shop');
    expect(refusalOf('shop')).toBeUndefined();
    logged.mockRestore();
  });

  it('refuses a remote whose manifest cannot be read, or is of a runtime newer than the host has', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    for (const manifestJson of ['not a manifest', { metaData: {} }, { ...manifestWith(CONTRACT_VERSION), shared: undefined }]) {
      expect(() => plugin.afterLoadManifest({ manifestJson, moduleInfo: { name: 'shop' }, origin })).toThrow(IncompatibleRemoteError);
      expect(refusalOf('shop')).toBe('its manifest cannot be read');
    }
    expect(() => plugin.afterLoadManifest({ manifestJson: manifestWith(CONTRACT_VERSION, undefined, '2.10.0'), moduleInfo: { name: 'shop' }, origin })).toThrow(
      IncompatibleRemoteError,
    );
    expect(refusalOf('shop')).toBe('it was built with the federation runtime 2.10.0, the host has 2.9.2');
    logged.mockRestore();
  });
});
