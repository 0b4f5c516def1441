import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { chooseContentCoding, etagMatches, PreparedAnswer, VersionedJsonAnswer } from './prepared-answer';

describe('chooseContentCoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR;Q=0.1', 'br'],
    ['*', 'br'],
    ['*;q=0', null],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['deflate', null],
  ])('for %p answers %p', (header, coding) => {
    expect(chooseContentCoding(header)).toBe(coding);
  });
});

describe('etagMatches', () => {
  const etag = '"abc"';
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"abc-gzip"', true],
    ['"abc-br"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
    ['"abc-deflate"', false],
  ])('%p is %p', (header, matches) => {
    expect(etagMatches(header, etag)).toBe(matches);
  });
});

describe('PreparedAnswer', () => {
  it('keeps a strong ETag of the bytes and compresses each coding once', () => {
    const text = JSON.stringify({ items: Array.from({ length: 200 }, (_, index) => ({ index, name: `item ${index}` })) });
    const answer = new PreparedAnswer(text, 'application/json; charset=utf-8');
    expect(answer.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(answer.etag).toBe(new PreparedAnswer(text, 'application/json').etag);
    expect(answer.compressible).toBe(true);
    expect(gunzipSync(answer.encodedAs('gzip')).toString()).toBe(text);
    expect(brotliDecompressSync(answer.encodedAs('br')).toString()).toBe(text);
    expect(answer.encodedAs('br')).toBe(answer.encodedAs('br'));
    expect(new PreparedAnswer('{"small":true}', 'application/json').compressible).toBe(false);
  });
});

describe('VersionedJsonAnswer', () => {
  it('builds once per version and again after invalidate()', async () => {
    let version = 1;
    let builds = 0;
    const cached = new VersionedJsonAnswer(
      async () => version,
      async () => {
        builds += 1;
        return { builds };
      },
    );
    expect((await cached.current()).body.toString()).toBe('{"builds":1}');
    expect((await cached.current()).body.toString()).toBe('{"builds":1}');
    version = 2;
    expect((await cached.current()).body.toString()).toBe('{"builds":2}');
    cached.invalidate();
    expect((await cached.current()).body.toString()).toBe('{"builds":3}');
    expect(builds).toBe(3);
  });
});
