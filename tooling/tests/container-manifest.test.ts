/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

interface Manifest {
  metaData: Record<string, unknown>;
  shared: Array<{ name: string; version: string; singleton?: boolean; requiredVersion: string; assets: { js: { sync: string[] } } }>;
  exposes: Array<{ id: string; name: string; path: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

/** The same remote's manifest as the federation plugin writes it and as ContainerManifestPlugin does (container-manifest-build.mjs). */
const built = JSON.parse(
  execFileSync(process.execPath, [path.join(__dirname, 'container-manifest-build.mjs')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
) as { enhanced: Manifest; webpack: Manifest; files: string[] };

describe("the manifest of a remote built as webpack's own container", () => {
  it("says what the federation plugin's manifest says about the remote, less the federation runtime it needs none of", () => {
    const { pluginVersion, ...enhancedMeta } = built.enhanced.metaData;
    expect(pluginVersion).toEqual(expect.any(String));
    expect(built.webpack.metaData).toEqual(enhancedMeta);
    expect(built.files).toContain('remoteEntry.js');
  });

  it('lists every library it provides with its version and range, deep imports included', () => {
    const described = (manifest: Manifest) => manifest.shared.map(({ name, version, requiredVersion }) => ({ name, version, requiredVersion })).sort((a, b) => a.name.localeCompare(b.name));
    expect(described(built.webpack)).toEqual(described(built.enhanced));
    const singletons = built.webpack.shared.filter((library) => library.singleton).map((library) => library.name);
    // A deep import shares as the package it falls under does.
    expect(singletons.sort()).toEqual(['lib', 'lib/deep.js']);
    for (const library of built.webpack.shared) {
      expect(library.assets.js.sync.length).toBeGreaterThan(0);
      for (const file of library.assets.js.sync) expect(built.files).toContain(file);
    }
  });

  it('names each exposed module and the scripts it starts with and loads later, as files the build wrote', () => {
    const described = (manifest: Manifest) => manifest.exposes.map(({ id, name, path: expose }) => ({ id, name, path: expose }));
    expect(described(built.webpack)).toEqual(described(built.enhanced));
    const routes = built.webpack.exposes.find((expose) => expose.path === './routes');
    expect(routes?.assets.js.sync).toEqual([expect.stringMatching(/^__federation_expose_routes\.\w+\.js$/)]);
    expect(routes?.assets.js.async).toContainEqual(expect.stringMatching(/^route-menu\.\w+\.js$/));
    for (const file of [...(routes?.assets.js.sync ?? []), ...(routes?.assets.js.async ?? [])]) expect(built.files).toContain(file);
  });
});
