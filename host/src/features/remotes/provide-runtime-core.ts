import {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/runtime-core';

/** Where a remote's browser build (built with `externalRuntime`, tooling/webpack-app.mjs) reads the runtime's core from. */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * What of the federation runtime's core a remote's runtime uses: the names its
 * `@module-federation/runtime` and `webpack-bundler-runtime` import (a test reads them from those
 * packages). Named rather than the whole module so that the host's bundle keeps only these, most
 * of which its own runtime already has.
 */
export const providedRuntimeCore = {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

/**
 * The host's runtime plugin (contract 1.3) that lends its federation runtime's core to the remotes,
 * before any of them loads: each remote's entry then carries no copy of its own (about 9.5 KiB of
 * brotli less per remote on a page's first load).
 */
export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-provide-runtime-core',
    beforeInit(args) {
      Object.assign(globalThis, { [RUNTIME_CORE_GLOBAL]: providedRuntimeCore });
      return args;
    },
  };
}
