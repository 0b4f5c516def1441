// @ts-check
/**
 * Names a remote's server build in its browser build's manifest as `metaData.ssrRemoteEntry`, so one
 * manifest URL serves the browser and the host's server (ARCHITECTURE.md, "The federation runtime").
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const MANIFEST_FILE = 'mf-manifest.json';
/** Where a remote's server build goes, under its browser build's folder. */
export const REMOTE_SERVER_DIR = 'server';

/**
 * @typedef {{ path: string, name: string, type: string }} RemoteEntryInfo
 * @typedef {{ metaData: { remoteEntry: RemoteEntryInfo, ssrRemoteEntry?: RemoteEntryInfo } & Record<string, unknown> } & Record<string, unknown>} Manifest
 */

/** @param {string} file @returns {Manifest} */
function readManifest(file) {
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const entry = manifest?.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || typeof entry?.type !== 'string') throw new Error(`${file} names no remote entry`);
  return manifest;
}

/**
 * The `.gz` and `.br` beside the manifest, which the remote's server sends in its place, written anew
 * by the rule of compressionPlugins (webpack-app.mjs).
 * @param {string} file
 * @param {string} text
 */
function rewriteCompressed(file, text) {
  const raw = Buffer.from(text);
  const variants = [
    { suffix: '.gz', bytes: gzipSync(raw, { level: zlibConstants.Z_BEST_COMPRESSION }) },
    { suffix: '.br', bytes: brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } }) },
  ];
  for (const { suffix, bytes } of variants) {
    const variant = `${file}${suffix}`;
    if (raw.length >= 1024 && bytes.length / raw.length < 0.8) writeFileSync(variant, bytes);
    else rmSync(variant, { force: true });
  }
}

/**
 * @param {string} browserDist a remote's `dist/`, with its server build in `dist/server/`
 * @returns {RemoteEntryInfo} what was written as `ssrRemoteEntry`
 */
export function addSsrRemoteEntry(browserDist) {
  const browserFile = path.join(browserDist, MANIFEST_FILE);
  if (!existsSync(browserFile)) throw new Error(`${browserFile} is missing: the browser build runs first`);
  const browser = readManifest(browserFile);
  const serverEntry = readManifest(path.join(browserDist, REMOTE_SERVER_DIR, MANIFEST_FILE)).metaData.remoteEntry;
  /** @type {RemoteEntryInfo} */
  const ssrRemoteEntry = {
    path: serverEntry.path ? `${REMOTE_SERVER_DIR}/${serverEntry.path}` : REMOTE_SERVER_DIR,
    name: serverEntry.name,
    type: serverEntry.type,
  };
  browser.metaData.ssrRemoteEntry = ssrRemoteEntry;
  // The same layout as the federation plugin's own output, so a diff shows only the addition.
  const text = JSON.stringify(browser, null, 2);
  writeFileSync(browserFile, text);
  rewriteCompressed(browserFile, text);
  return ssrRemoteEntry;
}

/** In a remote's server build: adds it to the browser build's manifest once its files are written. */
export class SsrManifestPlugin {
  /** @param {{ browserDist: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap(SsrManifestPlugin.name, (compilation) => {
      if (compilation.getStats().hasErrors()) return;
      try {
        addSsrRemoteEntry(this.options.browserDist);
      } catch (error) {
        compilation.errors.push(new compiler.webpack.WebpackError(`${SsrManifestPlugin.name}: ${error instanceof Error ? error.message : String(error)}`));
      }
    });
  }
}
