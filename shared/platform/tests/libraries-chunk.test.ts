/**
 * @jest-environment node
 */
import type { Chunk } from 'webpack';
import { LIBRARIES_CHUNK } from '../budgets.mjs';
import { librariesChunk } from '../webpack-app.mjs';

/** A chunk as the split sees it: only its name and whether a page starts with it matter here. */
const chunk = (name: string | undefined, initial = false) => ({ name, canBeInitial: () => initial }) as unknown as Chunk;

describe("the host's libraries chunk", () => {
  const splitChunks = librariesChunk()?.splitChunks;
  const group = splitChunks ? splitChunks.cacheGroups?.[LIBRARIES_CHUNK] : undefined;
  if (typeof group !== 'object' || group instanceof RegExp || !(group.test instanceof RegExp) || typeof group.chunks !== 'function') {
    throw new Error('the libraries chunk is not a cache group of a pattern and a chunk filter');
  }
  const { test: pattern, chunks: takesFrom } = group;

  it("gathers the libraries of the host's code that loads after its entry, the shared libraries' own chunks included", () => {
    expect(takesFrom(chunk('bootstrap'))).toBe(true);
    expect(takesFrom(chunk(undefined))).toBe(true);
    expect(pattern.test('/repo/node_modules/.pnpm/zod@4.1.12/node_modules/zod/index.js')).toBe(true);
    expect(pattern.test('/repo/shared/ui/src/index.ts')).toBe(true);
  });

  it('leaves alone the entry, which carries the federation runtime, and a chunk loaded when first used', () => {
    expect(takesFrom(chunk('main', true))).toBe(false);
    expect(takesFrom(chunk('lazy-focus-trap'))).toBe(false);
    expect(pattern.test('/repo/node_modules/.pnpm/x/node_modules/@module-federation/runtime-core/dist/index.js')).toBe(false);
  });

  it("leaves the platform's own code with the host's, which it is part of", () => {
    expect(pattern.test('/repo/shared/platform/src/remotes/remote-route.tsx')).toBe(false);
    expect(pattern.test('/repo/shared/platform/router-exports.mjs')).toBe(true);
  });
});
