/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stack } from '../../scripts/stack.mjs';
import { composeProblems, dockerfileStages, type ReadRepoFile, type Service } from './compose-check';

/**
 * docker-compose.yml and `npm start` compose the product from the same description
 * (scripts/stack.mjs): the same services, ports and environment variable names, an image per app
 * with its own tag, built from the app's Dockerfile.
 */

const repoRoot = path.resolve(__dirname, '../..');
const readRepoFile: ReadRepoFile = (relativePath) => {
  const file = path.join(repoRoot, relativePath);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};
const composeText = readRepoFile('docker-compose.yml') ?? '';
const services = stack();

function serviceNamed(name: string): Service {
  const service = services.find((candidate) => candidate.name === name);
  if (!service) throw new Error(`stack() has no ${name}`);
  return service;
}

/** The repository as it is, except that `missing` is not there. */
const without =
  (missing: string): ReadRepoFile =>
  (relativePath) =>
    relativePath === missing ? undefined : readRepoFile(relativePath);

describe('docker-compose.yml', () => {
  it('exists at the repository root', () => {
    expect(composeText).not.toBe('');
  });

  it('agrees with stack(): services, published ports, environment names, images, builds and Dockerfiles', () => {
    expect(composeProblems(composeText, services, readRepoFile)).toEqual([]);
  });

  it.each(services.map((service) => [service.name, service.dir] as const))('%s is built from %s/Dockerfile', (_name, dir) => {
    expect(readRepoFile(`${dir}/Dockerfile`)).toBeDefined();
  });
});

describe('the compose check', () => {
  it('fails when an app has no Dockerfile', () => {
    expect(composeProblems(composeText, services, without('remote-careers/Dockerfile'))).toEqual([
      'careers: remote-careers/Dockerfile does not exist',
    ]);
  });

  it('fails when a Dockerfile does not expose the service port', () => {
    const original = readRepoFile('remote-shop/Dockerfile') ?? '';
    const edited = original.replace(/^EXPOSE 3001$/m, 'EXPOSE 8080');
    expect(edited).not.toBe(original);
    const read: ReadRepoFile = (relativePath) => (relativePath === 'remote-shop/Dockerfile' ? edited : readRepoFile(relativePath));
    expect(composeProblems(composeText, services, read)).toEqual([
      'shop: remote-shop/Dockerfile does not EXPOSE 3001 in its final stage (exposes 8080)',
    ]);
  });

  it('fails when stack() gains a service, moves a port or reads a variable that compose lacks', () => {
    const changed = services.map((service) =>
      service.name === 'shop' ? { ...service, port: 3101, env: { ...service.env, EXTRA_SETTING: '1' } } : service,
    );
    const search: Service = { ...serviceNamed('careers'), name: 'search', dir: 'remote-search' };
    const problems = composeProblems(composeText, [...changed, search], readRepoFile);
    expect(problems).toEqual(
      expect.arrayContaining([
        'docker-compose.yml has services [account, api, careers, content, host, shop], stack() has [account, api, careers, content, host, search, shop]',
        'shop: publishes [3001:3001], expected 3101:3101',
        'shop: environment names [HOST, PORT], stack() has [EXTRA_SETTING, HOST, PORT]',
        'shop: remote-shop/Dockerfile does not EXPOSE 3101 in its final stage (exposes 3001)',
      ]),
    );
  });

  it('fails when an image has no tag variable', () => {
    const pinned = composeText.replace('storefront/content:${CONTENT_TAG:-latest}', 'storefront/content:1.0.0');
    expect(composeProblems(pinned, services, readRepoFile)).toEqual([
      'content: image is "storefront/content:1.0.0", expected storefront/content:${CONTENT_TAG:-latest}',
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
