/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { addSsrRemoteEntry } from '../ssr-manifest.mjs';

/** A manifest as the federation plugin writes it, long enough to be compressed. */
function manifest(type: string) {
  return {
    id: 'shop',
    name: 'shop',
    metaData: { name: 'shop', remoteEntry: { name: 'remoteEntry.js', path: '', type }, publicPath: 'auto' },
    shared: Array.from({ length: 30 }, (_, index) => ({ id: `shop:lib${index}`, name: `lib${index}`, version: '1.0.0' })),
  };
}

describe('the server entry in the browser manifest', () => {
  let dist: string;

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'ssr-manifest-'));
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest('global'), null, 2));
    writeFileSync(path.join(dist, 'mf-manifest.json.gz'), gzipSync('stale'));
    writeFileSync(path.join(dist, 'mf-manifest.json.br'), 'stale');
    writeFileSync(path.join(dist, 'server', 'mf-manifest.json'), JSON.stringify(manifest('commonjs-module'), null, 2));
  });

  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('adds ssrRemoteEntry and keeps the rest as it was', () => {
    const before = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    addSsrRemoteEntry(dist);
    const after = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    expect(after.metaData.ssrRemoteEntry).toEqual({ path: 'server', name: 'remoteEntry.js', type: 'commonjs-module' });
    delete after.metaData.ssrRemoteEntry;
    expect(after).toEqual(before);
  });

  it('writes the compressed variants anew, so the server never sends the old manifest', () => {
    addSsrRemoteEntry(dist);
    const text = readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8');
    expect(gunzipSync(readFileSync(path.join(dist, 'mf-manifest.json.gz'))).toString()).toBe(text);
    expect(brotliDecompressSync(readFileSync(path.join(dist, 'mf-manifest.json.br'))).toString()).toBe(text);
  });

  it('fails when the server build is missing', () => {
    rmSync(path.join(dist, 'server'), { recursive: true });
    expect(() => addSsrRemoteEntry(dist)).toThrow();
    expect(existsSync(path.join(dist, 'mf-manifest.json'))).toBe(true);
  });
});
