// @ts-check
/**
 * The builds the release matrix needs besides the workspace's own (`npm test` has built those):
 * the next minor versions of the contract, the UI kit and the API client, each adding one thing, and
 * the apps a team would release against them. Each app is a copy of the workspace's (its sources,
 * its own node_modules linked) with a page that uses what the new version adds, built with
 * `--env libraries=` (an option of the platform's webpack configuration), as an app depending on the newer published
 * version would be; and the next major of the contract, with a shop built against it. Besides, a
 * shop release that adds a page at a new path, on the libraries every host has. Only what the
 * matrix runs is built: one host and four shops.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../pnpm.mjs';
import { stack, TEST_RATE_LIMIT_PER_MINUTE } from '../stack.mjs';

export const MATRIX_DIR = path.join(repoRoot, '.cache', 'release-matrix');
/** @typedef {'contract' | 'ui' | 'api-client'} Library */

/** Each library's version in the workspace, and the next minor and major the matrix builds. */
export const versions = /** @type {Record<Library, { workspace: string, next: string, nextMajor: string }>} */ (
  Object.fromEntries(
    /** @type {Library[]} */ (['contract', 'ui', 'api-client']).map((dir) => {
      const workspace = JSON.parse(readFileSync(path.join(repoRoot, 'shared', dir, 'package.json'), 'utf8')).version;
      const [major, minor] = workspace.split('.');
      return [dir, { workspace, next: `${major}.${Number(minor) + 1}.0`, nextMajor: `${Number(major) + 1}.0.0` }];
    }),
  )
);

/** The page a shop release adds at a path no host was built with. */
export const addedPage = { path: '/kitchens', heading: 'Our kitchens', link: 'See our kitchens' };

/** What each next minor adds: the line a page shows with it. */
export const added = {
  contract: { text: 'The next contract adds this line.' },
  ui: { text: 'The next UI kit drew this line.' },
  apiClient: { text: 'The next API client wrote this line.' },
};

/**
 * @param {string} from
 * @param {string} to
 */
function copyWithoutBuilds(from, to) {
  cpSync(from, to, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist|dist-server)$/.test(source),
  });
  // The copy resolves its dependencies where the original does.
  symlinkSync(path.join(from, 'node_modules'), path.join(to, 'node_modules'), 'dir');
}

/**
 * @param {string} file
 * @param {(text: string) => string} change
 */
function edit(file, change) {
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file} did not change`);
  writeFileSync(file, after);
}

/**
 * A newer version of a workspace library in `libraries/@storefront/<dir>` (the next minor unless
 * `version` says otherwise): its version raised, and one module added to its main entry.
 * @param {string} libraries
 * @param {Library} dir
 * @param {{ file: string, source: string }} addition
 * @param {string} [version]
 */
function nextMinor(libraries, dir, addition, version = versions[dir].next) {
  const target = path.join(libraries, '@storefront', dir);
  mkdirSync(path.dirname(target), { recursive: true });
  copyWithoutBuilds(path.join(repoRoot, 'shared', dir), target);
  edit(path.join(target, 'package.json'), (text) => text.replace(/"version": "[^"]+"/, `"version": "${version}"`));
  writeFileSync(path.join(target, 'src', addition.file), addition.source);
  edit(path.join(target, 'src', 'index.ts'), (text) => `${text}export * from './${addition.file.replace(/\.tsx?$/, '')}';\n`);
  return target;
}

/**
 * A copy of an app under the matrix folder, with `patch` applied to its sources.
 * @param {string} app
 * @param {string} name
 * @param {(dir: string) => void} [patch]
 */
function appCopy(app, name, patch) {
  const dir = path.join(MATRIX_DIR, name);
  copyWithoutBuilds(path.join(repoRoot, app), dir);
  patch?.(dir);
  return dir;
}

/**
 * @param {string} dir
 * @param {string} [libraries] other versions of the workspace's libraries; the workspace's own when missing
 */
function build(dir, libraries) {
  const webpackCli = createRequire(path.join(repoRoot, 'package.json')).resolve('webpack-cli/bin/cli.js');
  const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production', ...(libraries ? ['--env', `libraries=${libraries}`] : [])], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`the release matrix's build of ${path.basename(dir)} failed`);
}

/** The menu page's frame (its heading), to which each shop adds one more line under the heading. */
const menuPage = (/** @type {string} */ dir) => path.join(dir, 'src', 'features', 'meal-grid', 'components', 'menu-frame.tsx');

export function buildVariants() {
  rmSync(MATRIX_DIR, { recursive: true, force: true });
  mkdirSync(MATRIX_DIR, { recursive: true });
  // The apps' configurations reach the workspace's scripts as a sibling folder.
  symlinkSync(path.join(repoRoot, 'scripts'), path.join(MATRIX_DIR, 'scripts'), 'dir');

  /** @param {string} folder @param {string} version */
  const contractRelease = (folder, version) => {
    const contract = nextMinor(
      folder,
      'contract',
      {
        file: 'release-note.ts',
        source: `/** Added in ${version}. */\nexport function contractReleaseNote(): string {\n  return '${added.contract.text}';\n}\n`,
      },
      version,
    );
    edit(path.join(contract, 'src', 'config', 'contract-version.ts'), (text) => text.replace(/CONTRACT_VERSION = '[^']+'/, `CONTRACT_VERSION = '${version}'`));
  };
  const contractNext = path.join(MATRIX_DIR, 'contract-next');
  contractRelease(contractNext, versions.contract.next);
  const contractMajor = path.join(MATRIX_DIR, 'contract-major');
  contractRelease(contractMajor, versions.contract.nextMajor);

  const kitNext = path.join(MATRIX_DIR, 'kit-next');
  nextMinor(kitNext, 'ui', {
    file: 'release-note.tsx',
    // A link, so the test can tell that this copy of the kit runs on the page's router.
    source: `import { Link } from 'react-router-dom';\nimport { theme } from './theme';\n\n/** Added in the next minor. */\nexport function KitReleaseNote() {\n  return <Link to="/cart" style={{ color: theme.color.brandDark }}>${added.ui.text}</Link>;\n}\n`,
  });
  nextMinor(kitNext, 'api-client', {
    file: 'release-note.ts',
    source: `/** Added in the next minor. */\nexport function clientReleaseNote(): string {\n  return '${added.apiClient.text}';\n}\n`,
  });

  // A host released with the next minor contract, its sources unchanged; its server is the workspace's.
  const host = appCopy('host', 'host-next');
  build(host, contractNext);
  cpSync(path.join(repoRoot, 'host', 'dist-server'), path.join(host, 'dist-server'), { recursive: true });

  // The shop released against the next minor contract, using what it adds.
  build(
    appCopy('remote-shop', 'shop-next', (dir) =>
      edit(menuPage(dir), (text) =>
        text
          .replace("import { Link, useSearchParams } from 'react-router-dom';", "$&\nimport { contractReleaseNote } from '@storefront/contract';")
          .replace('<PageHeading>Menu</PageHeading>', '$&\n      <p>{contractReleaseNote()}</p>'),
      ),
    ),
    contractNext,
  );

  // The shop released with the next UI kit and API client, on the contract every host has.
  build(
    appCopy('remote-shop', 'shop-kit', (dir) =>
      edit(menuPage(dir), (text) =>
        text
          .replace("import { PageHeading, PageMain } from '@storefront/ui';", "import { KitReleaseNote, PageHeading, PageMain } from '@storefront/ui';\nimport { clientReleaseNote } from '@storefront/api-client';")
          .replace('<PageHeading>Menu</PageHeading>', '$&\n      <KitReleaseNote />\n      <p>{clientReleaseNote()}</p>'),
      ),
    ),
    kitNext,
  );

  // The shop released against the next major contract, its sources unchanged.
  build(appCopy('remote-shop', 'shop-major'), contractMajor);

  // The shop released with a page at a new path, and a link to it on the menu; nothing else changes.
  build(
    appCopy('remote-shop', 'shop-page', (dir) => {
      writeFileSync(
        path.join(dir, 'src', 'pages', 'kitchens-page.tsx'),
        `import { PageHeading, PageMain } from '@storefront/ui';\n\nexport default function KitchensPage() {\n  return (\n    <PageMain>\n      <PageHeading>${addedPage.heading}</PageHeading>\n      <p>Every kitchen that cooks for you, and where it is.</p>\n    </PageMain>\n  );\n}\n`,
      );
      edit(path.join(dir, 'src', 'routes.tsx'), (text) =>
        text
          .replace(
            'const MenuPage = ',
            `const KitchensPage = lazyPage(() => import(/* webpackChunkName: "route-kitchens" */ './pages/kitchens-page'));\nconst MenuPage = `,
          )
          .replace('const routes: RemoteRoutes = [', `$&\n  { ...pageRoute('${addedPage.path}', KitchensPage), handle: { meta: () => ({ title: '${addedPage.heading}' }) } },`),
      );
      edit(menuPage(dir), (text) => text.replace('<PageHeading>Menu</PageHeading>', `$&\n      <Link to="${addedPage.path}">${addedPage.link}</Link>`));
    }),
  );
}

/**
 * The services of the matrix: the backend and the workspace's remotes, the two shops built
 * above, and one host per case, each naming its shop in its configuration as an operator would.
 * @param {{ portOffset: number, dataDir: string }} options
 * @returns {{ services: import('../stack.mjs').Service[], hosts: Record<MatrixCase, string> }}
 */
export function matrixServices({ portOffset, dataDir }) {
  const base = stack({ portOffset, dataDir, rateLimitPerMinute: TEST_RATE_LIMIT_PER_MINUTE });
  const named = (/** @type {string} */ name) => {
    const service = base.find((candidate) => candidate.name === name);
    if (!service) throw new Error(`no ${name} in the stack`);
    return service;
  };
  const workspaceHost = named('host');
  const relative = (/** @type {string} */ dir) => path.relative(repoRoot, path.join(MATRIX_DIR, dir));
  /** @param {string} name @param {number} port */
  const shop = (name, port) => ({
    ...named('shop'),
    name,
    dir: relative(name),
    port,
    command: ['node', path.join(repoRoot, 'shared', 'platform', 'serve-remote.mjs'), 'dist'],
    env: { ...named('shop').env, PORT: String(port) },
  });
  const shops = {
    'workspace shop': named('shop'),
    'shop next': shop('shop-next', 3011 + portOffset),
    'shop kit': shop('shop-kit', 3021 + portOffset),
    'shop major': shop('shop-major', 3031 + portOffset),
    'shop page': shop('shop-page', 3041 + portOffset),
  };
  /** @type {Array<[MatrixCase, string, keyof typeof shops]>} */
  const cases = [
    ['workspace host, shop needing the next contract', 'host', 'shop next'],
    ['next-contract host, shop needing it', relative('host-next'), 'shop next'],
    ['next-contract host, workspace shop', relative('host-next'), 'workspace shop'],
    ['workspace host, shop with the next kit', 'host', 'shop kit'],
    ['workspace host, shop needing the next major contract', 'host', 'shop major'],
    ['workspace host, shop adding a page', 'host', 'shop page'],
  ];
  const hosts = cases.map(([name, dir, shopName], index) => {
    const port = 3100 + 100 * index + portOffset;
    return {
      ...workspaceHost,
      name,
      dir,
      port,
      env: { ...workspaceHost.env, PORT: String(port), SHOP_MANIFEST_URL: `http://localhost:${shops[shopName].port}/mf-manifest.json` },
    };
  });
  const services = [named('api'), named('account'), named('content'), named('careers'), ...Object.values(shops), ...hosts];
  return {
    services,
    hosts: /** @type {Record<MatrixCase, string>} */ (Object.fromEntries(hosts.map((host) => [host.name, `http://localhost:${host.port}`]))),
  };
}

/**
 * @typedef {'workspace host, shop needing the next contract' | 'next-contract host, shop needing it'
 *   | 'next-contract host, workspace shop' | 'workspace host, shop with the next kit'
 *   | 'workspace host, shop needing the next major contract' | 'workspace host, shop adding a page'} MatrixCase
 */
