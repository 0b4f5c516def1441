/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { packageImports, sourceFiles } from '../../../scripts/checks/contract-usage.mjs';
import { hostProvidesSingletons, JOTAI_SINGLETONS, sharedLibraries } from '../webpack-app.mjs';

const repoRoot = path.resolve(__dirname, '../../..');
const contractRequire = createRequire(path.join(repoRoot, 'shared/contract/package.json'));
const jotaiDir = path.dirname(contractRequire.resolve('jotai/package.json'));

/** The jotai entry points `files` import (type imports too). */
const jotaiImports = (files: string[]): string[] =>
  files.flatMap((file) => packageImports(readFileSync(file, 'utf8'), file, 'jotai').map(({ module }) => module));

const isUtils = (entry: string) => entry.split('/').includes('utils');

describe("jotai's share", () => {
  const workspaceSources = ['host/src', 'remote-shop/src', 'remote-account/src', 'remote-content/src', 'remote-careers/src', 'shared']
    .flatMap((dir) => sourceFiles(path.join(repoRoot, dir)));
  const imported = new Set([...jotaiImports(sourceFiles(path.join(jotaiDir, 'esm'))), ...jotaiImports(workspaceSources)]);

  it("shares every store-holding entry point that jotai's modules or the apps import, so a page has one store", () => {
    const storeEntries = [...imported].filter((entry) => !isUtils(entry));
    // jotai's own modules reach its store through vanilla, its internals and react; the apps through 'jotai'.
    expect(storeEntries).toEqual(expect.arrayContaining(['jotai', 'jotai/vanilla', 'jotai/vanilla/internals', 'jotai/react']));
    for (const entry of storeEntries) expect(JOTAI_SINGLETONS).toContain(entry);
  });

  it('leaves the utils to the chunks that use them and shares each entry point as a singleton of the installed version', () => {
    const version = 'installed';
    const shared = sharedLibraries({ react: '^19.0.0', 'react-dom': '^19.0.0', jotai: '^2.15.0', '@emotion/react': '^11.0.0', '@emotion/styled': '^11.0.0', 'react-router-dom': '^7.0.0', '@storefront/contract': 'workspace:*', '@storefront/ui': 'workspace:*', '@storefront/api-client': 'workspace:*' }, () => version);
    const jotaiKeys = Object.keys(shared).filter((key) => key.startsWith('jotai'));
    expect(jotaiKeys.sort()).toEqual([...JOTAI_SINGLETONS].sort());
    expect(jotaiKeys.some(isUtils)).toBe(false);
    for (const key of jotaiKeys) expect(shared[key]).toEqual({ singleton: true, requiredVersion: '^2.15.0', version });
  });
});

describe("a remote's production share", () => {
  const shared = sharedLibraries({ react: '^19.0.0', 'react-dom': '^19.0.0', jotai: '^2.15.0', '@emotion/react': '^11.0.0', '@emotion/styled': '^11.0.0', 'react-router-dom': '^7.0.0', '@storefront/contract': 'workspace:*', '@storefront/ui': 'workspace:*', '@storefront/api-client': 'workspace:*' }, () => '1.0.0');

  it('takes every singleton from the page and keeps its own UI kit and API client, which may be newer than the page\'s', () => {
    const remote = hostProvidesSingletons(shared);
    for (const key of ['react', 'react-dom/', 'jotai', '@emotion/styled', 'react-router-dom', '@storefront/contract']) {
      expect(remote[key]).toEqual({ ...shared[key], import: false });
    }
    for (const key of ['@storefront/ui', '@storefront/api-client/']) expect(remote[key]).toEqual(shared[key]);
  });
});
