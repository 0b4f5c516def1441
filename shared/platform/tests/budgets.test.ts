/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { budgetProblems, budgetSummary, chunkKind, type Budgets, type MeasuredChunk } from '../budgets.mjs';

const budgets: Budgets = { entryKb: 32, chunkKb: 15, sharedKb: 260 };
const KiB = 1024;

/** A build as the budget check sees it, sized like remote-shop's today. */
const shopBuild: MeasuredChunk[] = [
  { name: 'main', kind: 'entry', files: ['main.js'], gzipBytes: 19.2 * KiB },
  { name: 'shop', kind: 'entry', files: ['remoteEntry.js'], gzipBytes: 19.4 * KiB },
  { name: '638', kind: 'chunk', files: ['638.47850d3ef61d.js'], gzipBytes: 13 * KiB },
  { name: '__federation_expose_routes', kind: 'chunk', files: ['__federation_expose_routes.500a03739b10.js'], gzipBytes: 325 },
  { name: '262', kind: 'shared', files: ['262.11b0a50fead0.js'], gzipBytes: 63.4 * KiB },
  { name: '432', kind: 'shared', files: ['432.df2f0f443808.js'], gzipBytes: 60.7 * KiB },
  { name: '530', kind: 'shared', files: ['530.4375fc3fa7bd.js'], gzipBytes: 49.1 * KiB },
];

describe('chunkKind', () => {
  it('counts the initial chunks of an entrypoint as the entry', () => {
    expect(chunkKind({ initial: true, originModuleTypes: [null] })).toBe('entry');
  });

  it("counts a chunk made only for Module Federation's shared libraries as shared", () => {
    expect(chunkKind({ initial: false, originModuleTypes: ['provide-module', 'consume-shared-module'] })).toBe('shared');
  });

  it("counts the host's libraries chunks as shared, whatever else opens them", () => {
    expect(chunkKind({ initial: false, originModuleTypes: ['provide-module', 'javascript/auto'], name: 'libraries' })).toBe('shared');
    expect(chunkKind({ initial: false, originModuleTypes: ['provide-module', 'javascript/auto'], name: 'libraries-react-dom' })).toBe('shared');
  });

  it("counts a page's chunk, an exposed module and a chunk shared with a page as the app's own", () => {
    expect(chunkKind({ initial: false, originModuleTypes: ['javascript/auto'] })).toBe('chunk');
    expect(chunkKind({ initial: false, originModuleTypes: ['javascript/dynamic'] })).toBe('chunk');
    expect(chunkKind({ initial: false, originModuleTypes: ['provide-module', 'javascript/auto'] })).toBe('chunk');
    expect(chunkKind({ initial: false, originModuleTypes: [] })).toBe('chunk');
  });
});

describe('budgetProblems', () => {
  it('passes a build within its budgets', () => {
    expect(budgetProblems(shopBuild, budgets, 'remote-shop')).toEqual([]);
    expect(budgetSummary(shopBuild, budgets)).toBe(
      'largest entry 19.4/32 KiB, largest chunk 13/15 KiB, shared libraries 173.2/260 KiB (gzip)',
    );
  });

  it('fails an entry, a route chunk or the shared libraries that outgrow their budget, naming the file and the setting', () => {
    const bloated = shopBuild.map((chunk) =>
      chunk.name === 'shop' || chunk.name === '638' || chunk.name === '262' ? { ...chunk, gzipBytes: chunk.gzipBytes + 100 * KiB } : chunk,
    );
    expect(budgetProblems(bloated, budgets, 'remote-shop')).toEqual([
      'remote-shop: entry shop (remoteEntry.js) is 119.4 KiB gzip, over its budget of 32 KiB (budgets.entryKb in remote-shop/webpack.config.mjs)',
      'remote-shop: chunk 638.47850d3ef61d.js is 113 KiB gzip, over its budget of 15 KiB (budgets.chunkKb in remote-shop/webpack.config.mjs)',
      'remote-shop: the shared-library chunks are 273.2 KiB gzip together, over their budget of 260 KiB (budgets.sharedKb in remote-shop/webpack.config.mjs)',
    ]);
  });

  it('never counts a shared library against the budget of a route chunk', () => {
    const hugeShared: MeasuredChunk = { name: '9', kind: 'shared', files: ['9.0123456789ab.js'], gzipBytes: 80 * KiB };
    expect(budgetProblems([...shopBuild, hugeShared], { ...budgets, sharedKb: 1000 }, 'remote-shop')).toEqual([]);
  });
});

describe('a production build', () => {
  /** Builds the fixture app (fixture-build.mjs) with these budgets. */
  function buildFixture(fixtureBudgets: Budgets): {
    errors: string[];
    files: string[];
    sizes: Record<string, number>;
    shared: string[];
    startup: string[];
    routeChunks: Record<string, string[]> | null;
    shellScripts: string[] | null;
  } {
    const output = execFileSync(process.execPath, [path.join(__dirname, 'fixture-build.mjs'), JSON.stringify(fixtureBudgets)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return JSON.parse(output);
  }

  it('fails when a route chunk or the shared libraries grow past their budgets', () => {
    // The fixture: a ~12 KiB page chunk and a ~24 KiB shared library.
    const { errors } = buildFixture({ entryKb: 1000, chunkKb: 5, sharedKb: 10 });
    expect(errors).toEqual([
      expect.stringMatching(/^fixture: chunk \d+\.[0-9a-f]{12}\.js is 12\.\d KiB gzip, over its budget of 5 KiB/),
      expect.stringMatching(/^fixture: the shared-library chunks are 2\d(\.\d)? KiB gzip together, over their budget of 10 KiB/),
    ]);
  }, 60000);

  it('fails when an entry grows past its budget, and writes .br and .gz beside every script over 1 KiB and the page', () => {
    const { errors, files } = buildFixture({ entryKb: 10, chunkKb: 50, sharedKb: 100 });
    expect(errors).toEqual([
      expect.stringMatching(/^fixture: entry main \(main\.js\) is \d+(\.\d)? KiB gzip, over its budget of 10 KiB/),
      expect.stringMatching(/^fixture: entry fixture \(remoteEntry\.js\) is \d+(\.\d)? KiB gzip, over its budget of 10 KiB/),
    ]);
    for (const file of ['main.js', 'remoteEntry.js', 'index.html']) {
      expect(files).toEqual(expect.arrayContaining([file, `${file}.br`, `${file}.gz`]));
    }
    // The small page chunk (under 1 KiB) stays as it is: the server sends it plain.
    const smallChunks = files.filter((file) => /^\d+\.[0-9a-f]{12}\.js$/.test(file) && !files.includes(`${file}.br`));
    expect(smallChunks.length).toBeGreaterThan(0);
    expect(smallChunks.every((file) => !files.includes(`${file}.gz`))).toBe(true);
  }, 60000);

  it("names for a host's page the scripts it starts with: its async boundary and the shared library it provides, no page", () => {
    const { startup, shared, files } = buildFixture({ entryKb: 1000, chunkKb: 1000, sharedKb: 1000 });
    const boundary = startup.filter((file) => file.startsWith('bootstrap.'));
    expect(boundary).toHaveLength(1);
    const libraries = startup.filter((file) => !boundary.includes(file));
    expect(libraries.length).toBeGreaterThan(0);
    expect(shared).toEqual(expect.arrayContaining(libraries));
    // The pages (one also exposed to other apps) load when they are opened, not with the shell.
    const pages = files.filter((file) => /^\d+\.[0-9a-f]{12}\.js$/.test(file) && !shared.includes(file));
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(startup).not.toContain(page);
  }, 60000);

  it("writes the scripts a host's page starts with for its server, the largest first", () => {
    const { startup, sizes, shellScripts } = buildFixture({ entryKb: 1000, chunkKb: 1000, sharedKb: 1000 });
    expect(shellScripts).toHaveLength(startup.length + 1);
    expect(shellScripts).toEqual(expect.arrayContaining(['/main.js', ...startup.map((file) => `/${file}`)]));
    const listed = (shellScripts ?? []).map((url) => sizes[url.slice(1)] ?? 0);
    expect(listed).toEqual([...listed].sort((a, b) => b - a));
    expect(new Set(listed).size).toBe(listed.length);
  }, 60000);

  it('lists in route-chunks.json the files of each page chunk named for a route, and no other chunk', () => {
    const { routeChunks, files } = buildFixture({ entryKb: 1000, chunkKb: 1000, sharedKb: 1000 });
    const named = files.filter((file) => /^route-named\.[0-9a-f]{12}\.js$/.test(file));
    expect(named).toHaveLength(1);
    expect(routeChunks).toEqual({ 'route-named': named });
  }, 60000);
});
