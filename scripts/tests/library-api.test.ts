/**
 * @jest-environment node
 */
import path from 'node:path';
import { currentApi, recordedApi, versionProblems, VERSIONED_PACKAGES, type Api } from '../checks/library-api.mjs';

const repoRoot = path.resolve(__dirname, '../..');

describe.each(VERSIONED_PACKAGES)('%s', (packageDir) => {
  const recorded = recordedApi(repoRoot, packageDir);
  const current = currentApi(repoRoot, packageDir);

  it('changes its API only as its version allows', () => {
    expect(versionProblems(recorded, current)).toEqual([]);
  });

  it('has its API recorded in api.json (npm run api:record)', () => {
    expect(current).toEqual(recorded);
  });
});

describe('versionProblems', () => {
  const api = (version: string, names: string[]): Api => ({ version, exports: { '@storefront/ui': names } });

  it('lets a minor version add and a major version remove', () => {
    expect(versionProblems(api('1.1.0', ['Button']), api('1.2.0', ['Button', 'Field']))).toEqual([]);
    expect(versionProblems(api('1.2.0', ['Button', 'nextActiveIndex']), api('2.0.0', ['Button']))).toEqual([]);
    expect(versionProblems(api('1.1.0', ['Button']), api('1.1.1', ['Button']))).toEqual([]);
  });

  it('refuses a removal within a major version', () => {
    expect(versionProblems(api('1.1.0', ['Button', 'nextActiveIndex']), api('1.2.0', ['Button']))).toEqual([
      '@storefront/ui no longer exports nextActiveIndex: a remote built against 1.1.0 uses it; remove it in the next major version',
    ]);
  });

  it('refuses an addition that does not raise the version', () => {
    expect(versionProblems(api('1.1.0', ['Button']), api('1.1.0', ['Button', 'Field']))).toEqual([
      'it exports more than 1.1.0 did without raising its version: an addition is a new minor version',
    ]);
  });

  it('counts a new entry point as an addition', () => {
    const before: Api = { version: '1.0.0', exports: { '@storefront/ui': ['Button'] } };
    const after: Api = { version: '1.0.0', exports: { '@storefront/ui': ['Button'], '@storefront/ui/combobox': ['Combobox'] } };
    expect(versionProblems(before, after)).toHaveLength(1);
  });
});
