// @ts-check
/**
 * The base image the Dockerfiles start FROM. Pulled when a registry answers; where none does (a
 * build machine that reaches Debian's packages and the npm registry only), a local stand-in is
 * built under the same name: a minimal Debian from the package mirror apt already uses, with this
 * machine's Node and npm, the Node C headers (node-gyp compiles better-sqlite3 against
 * /usr/local/include/node) and this machine's CA bundle (the npm registry's TLS chain may only be
 * trusted with it). Nothing is downloaded from anywhere apt and npm do not already reach.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** @typedef {import('./docker-engine.mjs').Engine} Engine */

/** The only base image the Dockerfiles use; its Debian release and Node major line are in its name. */
export const BASE_IMAGE = 'node:20-bookworm-slim';
const DEBIAN_SUITE = 'bookworm';
const NODE_MAJOR = 20;
const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';
const SLIM_DPKG = ['path-exclude /usr/share/doc/*', 'path-include /usr/share/doc/*/copyright', 'path-exclude /usr/share/man/*', 'path-exclude /usr/share/info/*', 'path-exclude /usr/share/locale/*', ''].join('\n');
const SLIM_CLEANUP = [
  'apt-get clean',
  'rm -rf /var/lib/apt/lists/* /usr/share/man/* /usr/share/info/* /usr/share/locale/*',
  "find /usr/share/doc -type f ! -name copyright -delete",
].join(' && ');

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, input?: Buffer | string }} [options]
 */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: [options.input === undefined ? 'ignore' : 'pipe', 'ignore', 'inherit'],
    env: options.env ?? process.env,
    input: options.input,
    maxBuffer: 2 ** 31,
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
}

/** @param {Engine} engine @param {string} image */
const imagePresent = (engine, image) =>
  spawnSync(engine.docker, ['image', 'inspect', image], { stdio: 'ignore', env: engine.env }).status === 0;

/** The Debian mirror of apt's own enabled sources (one-line `deb` lists or deb822 `.sources`). */
export function debianMirror() {
  const files = ['/etc/apt/sources.list'];
  const listDir = '/etc/apt/sources.list.d';
  if (existsSync(listDir)) {
    for (const name of readdirSync(listDir)) if (/\.(list|sources)$/.test(name)) files.push(path.join(listDir, name));
  }
  for (const file of files) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const uri = /^(?:deb\s+(?:\[[^\]]*\]\s+)?|URIs:\s*)(\S+)/.exec(line.trim())?.[1];
      if (uri && /\/debian\/?$/.test(uri)) return uri;
    }
  }
  return undefined;
}

/** The folder holding node.h and friends, as Debian's or Node's own installer puts it. */
function nodeHeaders() {
  return ['/usr/local/include/node', '/usr/include/node'].find((dir) => existsSync(path.join(dir, 'node.h')));
}

/** @param {Engine} engine */
function buildStandIn(engine) {
  const [major] = process.versions.node.split('.');
  if (Number(major) !== NODE_MAJOR) {
    throw new Error(`${BASE_IMAGE} cannot be pulled, and this machine's Node ${process.version} cannot stand in for Node ${NODE_MAJOR}`);
  }
  const headers = nodeHeaders();
  if (!headers) throw new Error('No Node C headers (node.h) on this machine for the stand-in base image');
  const mirror = debianMirror();
  if (!mirror) throw new Error("No Debian mirror in apt's sources to build the stand-in base image from");
  if (spawnSync('sh', ['-c', 'command -v debootstrap'], { stdio: 'ignore' }).status !== 0) {
    console.log('Installing debootstrap from Debian packages...');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'debootstrap'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }

  console.log(`Building a local stand-in for ${BASE_IMAGE}: Debian ${DEBIAN_SUITE} from ${mirror} with this machine's Node ${process.version}...`);
  const rootfs = mkdtempSync(path.join(tmpdir(), 'storefront-base-'));
  try {
    run('debootstrap', ['--variant=minbase', DEBIAN_SUITE, rootfs, mirror]);
    const npmDir = path.resolve(path.dirname(process.execPath), '..', 'lib', 'node_modules', 'npm');
    if (!existsSync(path.join(npmDir, 'bin', 'npm-cli.js'))) throw new Error(`npm is not where Node's layout puts it: ${npmDir}`);
    const local = path.join(rootfs, 'usr', 'local');
    mkdirSync(path.join(local, 'bin'), { recursive: true });
    mkdirSync(path.join(local, 'lib', 'node_modules'), { recursive: true });
    mkdirSync(path.join(local, 'include'), { recursive: true });
    cpSync(process.execPath, path.join(local, 'bin', 'node'));
    cpSync(npmDir, path.join(local, 'lib', 'node_modules', 'npm'), { recursive: true, dereference: true });
    symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(local, 'bin', 'npm'));
    symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(local, 'bin', 'npx'));
    cpSync(headers, path.join(local, 'include', 'node'), { recursive: true, dereference: true });
    cpSync(CA_BUNDLE, path.join(rootfs, CA_BUNDLE));
    // The official image's unprivileged user, which the Dockerfiles' runtime stages switch to.
    run('chroot', [rootfs, '/bin/sh', '-c', 'groupadd -g 1000 node && useradd -u 1000 -g node -m -s /bin/sh node']);
    // Slim as Debian's own slim images: no package lists or downloaded packages (an image that
    // installs packages runs apt-get update first), no manuals and translations, now or later.
    writeFileSync(path.join(rootfs, 'etc', 'dpkg', 'dpkg.cfg.d', 'slim'), SLIM_DPKG);
    run('chroot', [rootfs, '/bin/sh', '-c', SLIM_CLEANUP]);
    const tar = spawnSync('tar', ['-C', rootfs, '-c', '.'], { maxBuffer: 2 ** 31 });
    if (tar.status !== 0) throw new Error('tar of the stand-in root file system failed');
    run(
      engine.docker,
      [
        'import',
        '--change', `ENV NODE_EXTRA_CA_CERTS=${CA_BUNDLE}`,
        '--change', 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
        '--change', 'CMD ["node"]',
        '-', BASE_IMAGE,
      ],
      { env: engine.env, input: tar.stdout },
    );
  } finally {
    rmSync(rootfs, { recursive: true, force: true });
  }
}

/**
 * Makes sure the base image is present: already there, pulled, or (as root) built as a stand-in.
 * @param {Engine} engine
 * @returns {{ ready: string } | { skip: string }}
 */
export function ensureBaseImage(engine) {
  if (imagePresent(engine, BASE_IMAGE)) return { ready: `${BASE_IMAGE} is present` };
  const pulled = spawnSync(engine.docker, ['pull', '--quiet', BASE_IMAGE], { stdio: ['ignore', 'ignore', 'pipe'], env: engine.env, encoding: 'utf8' });
  if (pulled.status === 0) return { ready: `${BASE_IMAGE} pulled` };
  console.log(`${BASE_IMAGE} cannot be pulled: ${pulled.stderr.trim().split('\n').at(-1) ?? ''}`);
  if (process.getuid?.() !== 0) return { skip: `${BASE_IMAGE} cannot be pulled, and building its stand-in (debootstrap, chroot) needs root` };
  buildStandIn(engine);
  return { ready: `${BASE_IMAGE} built as a local stand-in` };
}
