import { buildNotesPlugin, buildsLoaded, manifestFingerprint, releasedSinceRendered } from '../build-skew';

const manifest = (chunk: string) => ({ metaData: { name: 'shop' }, exposes: [{ path: './routes', assets: { js: { sync: [chunk] } } }], shared: [] });

describe('the builds of the remotes a page was rendered and loaded with', () => {
  it('fingerprints the same build alike, and a release (other hashed files) otherwise', () => {
    expect(manifestFingerprint(manifest('routes.1a2b.js'))).toBe(manifestFingerprint(manifest('routes.1a2b.js')));
    expect(manifestFingerprint(manifest('routes.1a2b.js'))).not.toBe(manifestFingerprint(manifest('routes.9f8e.js')));
    expect(manifestFingerprint(manifest('routes.1a2b.js'))).toMatch(/^[0-9a-z]+$/);
  });

  it('notes each remote as its manifest arrives, and tells a page rendered with another build of it', () => {
    const plugin = buildNotesPlugin();
    plugin.afterLoadManifest({ manifestJson: manifest('routes.9f8e.js'), moduleInfo: { name: 'shop' } });
    plugin.afterLoadManifest({ moduleInfo: { name: 'content' } });
    expect(buildsLoaded()).toEqual({ shop: manifestFingerprint(manifest('routes.9f8e.js')) });

    expect(releasedSinceRendered('shop', { shop: manifestFingerprint(manifest('routes.1a2b.js')) })).toBe(true);
    expect(releasedSinceRendered('shop', { shop: manifestFingerprint(manifest('routes.9f8e.js')) })).toBe(false);
    // Nothing to compare: a server that noted nothing (an older host), or a remote not loaded here.
    expect(releasedSinceRendered('shop', {})).toBe(false);
    expect(releasedSinceRendered('content', { content: 'abc' })).toBe(false);
  });
});
