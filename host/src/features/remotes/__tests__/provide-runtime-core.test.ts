import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { LENT_RUNTIME_VERSION, lendRuntimeCore, providedRuntimeCore, RUNTIME_CORE_GLOBAL } from '../provide-runtime-core';

const CORE = '@module-federation/runtime-core';
const hostModules = path.resolve(__dirname, '../../../../node_modules');

/** The ES module file a package's `exports` names for `subpath` (`.`, `./helpers`), for an import. */
function exportedFile(packageDir: string, subpath: string): string {
  const { exports } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, { import: string | { default: string } }>;
  };
  const target = exports[subpath]?.import;
  if (!target) throw new Error(`${packageDir} exports no ${subpath}`);
  return path.join(packageDir, typeof target === 'string' ? target : target.default);
}

/** The folder of `name`, a package installed beside the one `file` belongs to (pnpm's layout). */
function packageBeside(file: string, name: string): string {
  const modules = file.slice(0, file.lastIndexOf(`${path.sep}node_modules${path.sep}`) + '/node_modules'.length);
  return realpathSync(path.join(modules, name));
}

/**
 * The names a remote's federation runtime imports from the runtime's core: the bundler runtime
 * and the runtime it builds on, read from their files by following their imports, as webpack
 * bundles them into every remoteEntry.js.
 */
function coreNamesImported(): { named: Set<string>; wholeModule: string[] } {
  const enhanced = path.join(realpathSync(path.join(hostModules, '@module-federation/enhanced')), 'package.json');
  const start = exportedFile(packageBeside(enhanced, '@module-federation/webpack-bundler-runtime'), '.');
  const named = new Set<string>();
  const wholeModule: string[] = [];
  const seen = new Set<string>();
  const queue = [start];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, what = '', from = ''] of source.matchAll(/^(?:import|export)\s+(.+?)\s+from\s+"([^"]+)"/gms)) {
      if (from === CORE) {
        if (what.includes('*')) wholeModule.push(path.basename(file));
        // `{ a, b as c }`: the names before any `as`.
        const names = what.replace(/^[^{]*\{|\}.*$/gs, '').split(',');
        for (const name of names.map((entry) => entry.trim().split(/\s+as\s+/)[0] ?? '')) if (name) named.add(name);
      } else if (from.startsWith('.')) {
        queue.push(path.resolve(path.dirname(file), from));
      } else if (from.startsWith('@module-federation/runtime')) {
        const [scope, name, ...rest] = from.split('/');
        queue.push(exportedFile(packageBeside(file, `${scope}/${name}`), rest.length ? `./${rest.join('/')}` : '.'));
      }
    }
  }
  return { named, wholeModule };
}

describe('the runtime core the host lends its remotes', () => {
  it("holds every name a remote's runtime imports from the core, which it no longer carries", () => {
    const { named, wholeModule } = coreNamesImported();
    expect(named.size).toBeGreaterThan(5);
    expect(wholeModule).toEqual([]);
    expect(Object.keys(providedRuntimeCore).sort()).toEqual([...named].sort());
    for (const value of Object.values(providedRuntimeCore)) expect(value).toBeDefined();
  });

  it('is lent on the global the remotes read', () => {
    lendRuntimeCore();
    expect((globalThis as Record<string, unknown>)[RUNTIME_CORE_GLOBAL]).toBe(providedRuntimeCore);
  });

  it('says its version as the installed core does, for the check of what a remote was built with', () => {
    const installed = JSON.parse(readFileSync(path.join(__dirname, '../../../../node_modules/@module-federation/runtime-core/package.json'), 'utf8')) as { version: string };
    expect(LENT_RUNTIME_VERSION).toBe(installed.version);
  });
});
