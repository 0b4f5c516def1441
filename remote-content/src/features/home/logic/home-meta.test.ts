import { homeMeta } from './home-meta';

describe('homeMeta', () => {
  it("speaks with the built-in hero's words, and gives no picture, when the hero could not be read", () => {
    const meta = homeMeta({ status: 'error', error: 'down' });
    expect(meta.title).toBe('Zambian flavours, delivered to your door');
    expect(meta).not.toHaveProperty('image');
    expect(meta.jsonLd).toMatchObject({ '@type': 'Organization', name: 'ZamEats' });
  });

  it('gives no picture that is not an http(s) address or a site path', () => {
    const hero = { title: 'Hi', background_image: 'javascript:alert(1)', style_settings: {}, animation_settings: {} };
    expect(homeMeta({ status: 'success', data: hero })).not.toHaveProperty('image');
  });
});
