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

/** The version of the core lent (the host's exact dependency; a test keeps the two equal). */
export const LENT_RUNTIME_VERSION = '2.9.2';

/**
 * Lends the federation runtime's core to a remote built against contract 1.3, before its entry
 * runs: such an entry carries no core of its own. Loaded only for such a remote
 * (webpack-federation.ts), so no other page pays for it.
 */
export function lendRuntimeCore(): void {
  Object.assign(globalThis, { [RUNTIME_CORE_GLOBAL]: providedRuntimeCore });
}
