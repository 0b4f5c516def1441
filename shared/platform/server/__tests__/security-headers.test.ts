/** @jest-environment node */
import { contentSecurityPolicyDirectives } from '../security-headers';

const remotes = {
  shop: 'https://shop.zameats.example/mf-manifest.json',
  account: 'https://account.zameats.example/mf-manifest.json',
  content: 'https://content.zameats.example/mf-manifest.json',
  careers: 'https://careers.zameats.example/v2/mf-manifest.json',
};

const directive = (directives: Record<string, string[]>, name: string) => `${name} ${(directives[name] ?? []).join(' ')}`;

describe('contentSecurityPolicyDirectives', () => {
  it('allows scripts from the remotes only, and calls and pictures from them and an absolute backend', () => {
    const policy = contentSecurityPolicyDirectives({ apiUrl: 'https://api.zameats.example/api', contentUrl: '/api', remotes });
    const origins = 'https://shop.zameats.example https://account.zameats.example https://content.zameats.example https://careers.zameats.example';
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${origins}`);
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' https://api.zameats.example ${origins}`);
    expect(directive(policy, 'img-src')).toBe(`img-src 'self' data: https://api.zameats.example ${origins}`);
    expect(JSON.stringify(policy)).not.toContain('googleapis');
    expect(JSON.stringify(policy)).not.toContain("'unsafe-eval'");
  });

  it("lets Google's address search in only when a maps key is configured", () => {
    const policy = contentSecurityPolicyDirectives({ apiUrl: '/api', contentUrl: '/api', remotes, mapsKey: 'key' });
    expect(directive(policy, 'script-src')).toContain('https://maps.googleapis.com');
    expect(directive(policy, 'connect-src')).toContain('https://maps.googleapis.com');
  });
});
