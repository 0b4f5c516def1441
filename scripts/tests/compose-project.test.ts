/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT, SERVICES, hostUrl, projectVariables } from '../compose/composition.mjs';

/**
 * The compose test's composition (scripts/compose/composition.mjs) stays clear of every other
 * storefront on the machine, and moves every setting of docker-compose.yml that names a port.
 */

const composeText = readFileSync(path.resolve(__dirname, '../../docker-compose.yml'), 'utf8');
const variables = projectVariables();
/** Where `npm start` and an operator's compose (3000-4004), the end-to-end tests (13000-14004), the benchmark (23000-24004) and the release matrix (28000-29004) listen. */
const takenRanges = [0, 10000, 20000, 25000].map((offset) => [3000 + offset, 4004 + offset] as const);

describe('the compose test’s composition', () => {
  it('has its own project name, not the one operators get from .env', () => {
    const operators = /^COMPOSE_PROJECT_NAME=(\S+)$/m.exec(readFileSync(path.resolve(__dirname, '../../.env'), 'utf8'))?.[1];
    expect(variables.COMPOSE_PROJECT_NAME).toBe(PROJECT);
    expect(PROJECT).not.toBe(operators);
  });

  it('publishes every service on a port no other storefront of the machine uses', () => {
    const ports = SERVICES.map((service) => Number(variables[`${service.toUpperCase()}_PORT`]));
    expect(ports).toHaveLength(6);
    for (const port of ports) {
      expect(takenRanges.filter(([low, high]) => port >= low && port <= high)).toEqual([]);
    }
    expect(new Set(ports).size).toBe(ports.length);
  });

  it("publishes them below Linux's range for outgoing connections' local ports (32768-60999)", () => {
    const ports = SERVICES.map((service) => Number(variables[`${service.toUpperCase()}_PORT`]));
    expect(ports.filter((port) => port >= 32768)).toEqual([]);
  });

  it('sets every port, tag and browser-visible URL that docker-compose.yml reads', () => {
    const read = [...composeText.matchAll(/\$\{(\w+):-[^}]*\}/g)].map((match) => match[1] ?? '');
    // The server manifest URLs name services inside compose's network, the same in every project.
    const moved = read.filter(
      (name) => /_(PORT|TAG|URL)$/.test(name) && !/_SERVER_MANIFEST_URL$/.test(name) && !['PUBLIC_API_URL', 'PUBLIC_CONTENT_URL'].includes(name),
    );
    expect(moved.filter((name) => variables[name] === undefined)).toEqual([]);
  });

  it('points the browser at its own published ports', () => {
    expect(hostUrl()).toBe(`http://localhost:${variables.HOST_PORT}`);
    expect(variables.API_PUBLIC_URL).toBe(`${hostUrl()}/api`);
    expect(variables.SHOP_MANIFEST_URL).toBe(`http://localhost:${variables.SHOP_PORT}/mf-manifest.json`);
  });
});
