import { stableUuid } from './stable-uuid';

describe('stableUuid', () => {
  it('is a version-5 uuid that depends only on the name', () => {
    const uuid = stableUuid('product:nshima-with-ifisashi');
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stableUuid('product:nshima-with-ifisashi')).toBe(uuid);
    expect(stableUuid('product:chikanda')).not.toBe(uuid);
  });

  it('matches the RFC 9562 example for the DNS namespace', () => {
    expect(stableUuid('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });
});
