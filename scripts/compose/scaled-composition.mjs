// @ts-check
/**
 * The scaled composition the compose test runs after docker-compose.yml's: docker-compose.scale.yml
 * (PostgreSQL, two api and two host replicas behind nginx, the same remotes) under a project of
 * its own, on the same published ports (the two never run at once) and image tags, so the journeys
 * of e2e/compose/ run against it unchanged.
 */
import path from 'node:path';
import { repoRoot } from '../pnpm.mjs';
import { TAG, compose, docker, presentImages, projectVariables } from './composition.mjs';

/** @typedef {import('./docker-engine.mjs').Engine} Engine */

export const SCALED_PROJECT = 'storefront-compose-scale-test';
export const SCALED_FILE = path.join(repoRoot, 'docker-compose.scale.yml');
export const SCALED_SERVICES = ['postgres', 'api-1', 'api-2', 'shop', 'account', 'content', 'careers', 'host-1', 'host-2', 'proxy'];

/** What docker-compose.scale.yml reads for the test's project. */
export function scaledVariables() {
  return {
    ...projectVariables(),
    COMPOSE_PROJECT_NAME: SCALED_PROJECT,
    POSTGRES_TAG: TAG,
    PROXY_TAG: TAG,
    POSTGRES_PASSWORD: 'compose-test-only',
  };
}

/** @type {import('./composition.mjs').Target} */
export const SCALED = { project: SCALED_PROJECT, file: SCALED_FILE, variables: scaledVariables() };

/**
 * docker-compose for the scaled project.
 * @param {Engine} engine
 * @param {string[]} args
 * @param {{ capture?: boolean, allowFailure?: boolean }} [options]
 */
export function composeScaled(engine, args, options = {}) {
  return compose(engine, args, { ...options, file: SCALED_FILE, variables: scaledVariables() });
}

/** The images only the scaled composition has; the others are the single one's, at the same tags. */
export const scaledOnlyImages = () => [`storefront/postgres:${TAG}`, `storefront/proxy:${TAG}`];

/**
 * Removes the scaled project's containers, network and volume, and the images only it has.
 * @param {Engine} engine
 */
export function removeScaledProject(engine) {
  composeScaled(engine, ['down', '--volumes', '--remove-orphans', '--timeout', '5'], { capture: true });
  const present = presentImages(engine, scaledOnlyImages());
  if (present.length > 0) docker(engine, ['image', 'rm', ...present]);
}
