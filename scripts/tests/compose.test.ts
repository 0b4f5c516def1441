/**
 * @jest-environment node
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { stack } from '../stack.mjs';
import { composeProblems, dockerfileStages, type Repo, type Service } from './compose-check';

/**
 * docker-compose.yml and `npm start` compose the product from the same description
 * (scripts/stack.mjs): the same services, ports and environment variable names, an image per app
 * with its own tag, built from a Dockerfile that runs the app as npm start does. The Dockerfiles
 * copy only what the repository has, and both Compose v1 and v2 accept the file.
 * (`npm run test:compose` builds and runs it for real.)
 */

const repoRoot = path.resolve(__dirname, '../..');
const repo: Repo = {
  read: (relativePath) => {
    const file = path.join(repoRoot, relativePath);
    return existsSync(file) && statSync(file).isFile() ? readFileSync(file, 'utf8') : undefined;
  },
  has: (relativePath) => existsSync(path.join(repoRoot, relativePath)),
};
const composeText = repo.read('docker-compose.yml') ?? '';
const services = stack();

function serviceNamed(name: string): Service {
  const service = services.find((candidate) => candidate.name === name);
  if (!service) throw new Error(`stack() has no ${name}`);
  return service;
}

/** The repository as it is, except that `missing` is not there. */
const without = (missing: string): Repo => ({
  read: (relativePath) => (relativePath === missing ? undefined : repo.read(relativePath)),
  has: (relativePath) => relativePath !== missing && repo.has(relativePath),
});

/** The repository as it is, except for the text of `file`. */
const editing = (file: string, edit: (text: string) => string): Repo => ({
  ...repo,
  read: (relativePath) => {
    const text = repo.read(relativePath);
    return relativePath === file && text !== undefined ? edit(text) : text;
  },
});

/** The Dockerfile that builds `service`, as docker-compose.yml says. */
function dockerfileOf(service: string): string {
  const document = parse(composeText) as { services: Record<string, { build: { dockerfile: string } }> };
  const dockerfile = document.services[service]?.build.dockerfile;
  if (!dockerfile) throw new Error(`docker-compose.yml does not build ${service}`);
  return dockerfile;
}

describe('docker-compose.yml', () => {
  it('exists at the repository root', () => {
    expect(composeText).not.toBe('');
  });

  it('agrees with stack(): services, published ports, environment names, images, builds and Dockerfiles', () => {
    expect(composeProblems(composeText, services, repo)).toEqual([]);
  });

  it('builds the four remotes from one Dockerfile, each with its own folder and port', () => {
    expect(new Set(['shop', 'account', 'content', 'careers'].map(dockerfileOf))).toEqual(new Set(['shared/platform/remote.Dockerfile']));
  });
});

describe('the compose check', () => {
  it('fails when an app has no Dockerfile', () => {
    expect(composeProblems(composeText, services, without('api/Dockerfile'))).toEqual(['api: api/Dockerfile does not exist']);
  });

  it('fails when a Dockerfile copies a file the repository does not have', () => {
    const read = editing('host/Dockerfile', (text) => text.replace('COPY package.json pnpm-lock.yaml', 'COPY .npmrc package.json pnpm-lock.yaml'));
    expect(composeProblems(composeText, services, read)).toEqual(['host: host/Dockerfile copies .npmrc, which the repository does not have']);
  });

  it('fails when a Dockerfile asks for a BuildKit frontend from a registry', () => {
    const read = editing('api/Dockerfile', (text) => `# syntax=docker/dockerfile:1\n${text}`);
    expect(composeProblems(composeText, services, read)).toEqual([
      'api: api/Dockerfile starts with a # syntax= line, which makes BuildKit fetch its frontend from a registry',
    ]);
  });

  it('fails when a Dockerfile does not expose the service port', () => {
    const read = editing('api/Dockerfile', (text) => text.replace(/^EXPOSE 4000$/m, 'EXPOSE 8080'));
    expect(composeProblems(composeText, services, read)).toEqual(['api: api/Dockerfile does not EXPOSE 4000 in its final stage (exposes 8080)']);
  });

  it('fails when a remote is built with the arguments of another', () => {
    const swapped = composeText.replace(/REMOTE: remote-shop\n(\s+)PORT: "3001"/, 'REMOTE: remote-account\n$1PORT: "3002"');
    expect(swapped).not.toBe(composeText);
    expect(composeProblems(swapped, services, repo)).toEqual([
      'shop: shared/platform/remote.Dockerfile does not EXPOSE 3001 in its final stage (exposes 3002)',
      'shop: shared/platform/remote.Dockerfile sets PORT=3002, expected 3001',
      'shop: shared/platform/remote.Dockerfile runs in /app/remote-account, expected /app/remote-shop (the repository\'s layout, as npm start runs it)',
    ]);
  });

  it('fails when stack() gains a service, moves a port or reads a variable that compose lacks', () => {
    const changed = services.map((service) =>
      service.name === 'shop' ? { ...service, port: 3101, env: { ...service.env, EXTRA_SETTING: '1' } } : service,
    );
    const search: Service = { ...serviceNamed('careers'), name: 'search', dir: 'remote-search' };
    const problems = composeProblems(composeText, [...changed, search], repo);
    expect(problems).toEqual(
      expect.arrayContaining([
        'docker-compose.yml has services [account, api, careers, content, host, shop], stack() has [account, api, careers, content, host, search, shop]',
        'shop: publishes [${SHOP_PORT:-3001}:3001], expected ${SHOP_PORT:-3101}:3101',
        'shop: environment names [HOST, PORT], stack() has [EXTRA_SETTING, HOST, PORT]',
        'shop: shared/platform/remote.Dockerfile does not EXPOSE 3101 in its final stage (exposes 3001)',
      ]),
    );
  });

  it('fails when a published port cannot be moved by its variable', () => {
    const fixed = composeText.replace('"${CAREERS_PORT:-3004}:3004"', '"3004:3004"');
    expect(composeProblems(fixed, services, repo)).toEqual(['careers: publishes [3004:3004], expected ${CAREERS_PORT:-3004}:3004']);
  });

  it("fails when the host's server would read a remote at an address that is not the remote's service", () => {
    const browsers = composeText.replace(
      'SHOP_SERVER_MANIFEST_URL: ${SHOP_SERVER_MANIFEST_URL:-http://shop:3001/mf-manifest.json}',
      'SHOP_SERVER_MANIFEST_URL: ${SHOP_SERVER_MANIFEST_URL:-http://localhost:3001/mf-manifest.json}',
    );
    expect(composeProblems(browsers, services, repo)).toEqual([
      'host: SHOP_SERVER_MANIFEST_URL is "${SHOP_SERVER_MANIFEST_URL:-http://localhost:3001/mf-manifest.json}", expected ${SHOP_SERVER_MANIFEST_URL:-http://shop:3001/mf-manifest.json}',
    ]);
    // Fixed, an operator composing the shop by a public manifest URL could not give the same one here.
    const fixed = composeText.replace(
      'SHOP_SERVER_MANIFEST_URL: ${SHOP_SERVER_MANIFEST_URL:-http://shop:3001/mf-manifest.json}',
      'SHOP_SERVER_MANIFEST_URL: http://shop:3001/mf-manifest.json',
    );
    expect(composeProblems(fixed, services, repo)).toEqual([
      'host: SHOP_SERVER_MANIFEST_URL is "http://shop:3001/mf-manifest.json", expected ${SHOP_SERVER_MANIFEST_URL:-http://shop:3001/mf-manifest.json}',
    ]);
  });

  it('fails when an image has no tag variable', () => {
    const pinned = composeText.replace('storefront/content:${CONTENT_TAG:-latest}', 'storefront/content:1.0.0');
    expect(composeProblems(pinned, services, repo)).toEqual([
      'content: image is "storefront/content:1.0.0", expected storefront/content:${CONTENT_TAG:-latest}',
    ]);
  });

  it('fails when the project is named in a way docker-compose 1.29 refuses, or not at all', () => {
    expect(composeProblems(`name: storefront\n${composeText}`, services, without('.env'))).toEqual([
      'docker-compose.yml has a top-level name, which docker-compose 1.29 refuses: set COMPOSE_PROJECT_NAME in .env',
      '.env does not set COMPOSE_PROJECT_NAME, the project name of docker-compose.yml',
    ]);
  });
});

describe('dockerfileStages', () => {
  it('joins continued lines, drops comments and splits the stages at FROM', () => {
    const stages = dockerfileStages(
      ['FROM node AS build', 'RUN a \\', '    # a comment inside', '    && b', 'FROM node', 'ENV A=1 \\', '    B=2', 'EXPOSE 80'].join('\n'),
    );
    expect(stages).toEqual([
      [
        { keyword: 'FROM', args: 'node AS build' },
        { keyword: 'RUN', args: 'a  && b' },
      ],
      [
        { keyword: 'FROM', args: 'node' },
        { keyword: 'ENV', args: 'A=1  B=2' },
        { keyword: 'EXPOSE', args: '80' },
      ],
    ]);
  });
});
