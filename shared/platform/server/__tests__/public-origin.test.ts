import { isWellFormedHost, publicOriginFrom, publicPageUrl } from '../public-origin';

describe('publicOriginFrom', () => {
  it('takes the configured origin, without a trailing slash', () => {
    expect(publicOriginFrom('https://zameats.example', 3000)).toBe('https://zameats.example');
    expect(publicOriginFrom('https://zameats.example/', 3000)).toBe('https://zameats.example');
    expect(publicOriginFrom('http://localhost:8080', 3000)).toBe('http://localhost:8080');
  });

  it("is this server's local address when none is configured", () => {
    expect(publicOriginFrom(undefined, 3000)).toBe('http://localhost:3000');
    expect(publicOriginFrom('', 16000)).toBe('http://localhost:16000');
  });

  it('refuses what is not an http(s) origin alone, so a wrong setting stops the server at its start', () => {
    for (const wrong of ['zameats.example', 'ftp://zameats.example', 'https://zameats.example/shop', 'https://zameats.example?x=1', 'https://user@zameats.example']) {
      expect(() => publicOriginFrom(wrong, 3000)).toThrow(/PUBLIC_ORIGIN/);
    }
  });
});

describe('isWellFormedHost', () => {
  it('accepts host names and addresses, with a port', () => {
    for (const host of ['zameats.example', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'evil.example']) {
      expect(isWellFormedHost(host)).toBe(true);
    }
  });

  it('refuses what is no host', () => {
    for (const host of ['a b', '[::', 'a/b', 'a?b', 'user@zameats.example', 'zameats.example:port', 'a\\b']) {
      expect(isWellFormedHost(host)).toBe(false);
    }
  });
});

describe('publicPageUrl', () => {
  it('puts the path and query asked for at the public origin', () => {
    expect(publicPageUrl('https://zameats.example', '/menu?q=nshima')?.href).toBe('https://zameats.example/menu?q=nshima');
  });

  it('refuses a target that would name another site', () => {
    expect(publicPageUrl('https://zameats.example', '//evil.example/menu')).toBeNull();
    expect(publicPageUrl('https://zameats.example', 'http://evil.example/menu')).toBeNull();
    expect(publicPageUrl('https://zameats.example', '*')).toBeNull();
  });
});
