import { runtimeConfigSchema } from '@storefront/contract/boundary';
import { runtimeConfigFromEnv } from '../config-from-env.mjs';

const env = {
  SHOP_MANIFEST_URL: 'http://localhost:3001/mf-manifest.json',
  ACCOUNT_MANIFEST_URL: 'http://localhost:3002/mf-manifest.json',
  CONTENT_MANIFEST_URL: 'http://localhost:3003/mf-manifest.json',
  CAREERS_MANIFEST_URL: 'http://localhost:3004/mf-manifest.json',
};

describe('runtimeConfigFromEnv', () => {
  it('gives the browser the remote manifests and API bases from the environment', () => {
    const config = runtimeConfigSchema.parse(runtimeConfigFromEnv({ ...env, PUBLIC_API_URL: 'https://api.example.com' }));
    expect(config.remotes.shop).toBe(env.SHOP_MANIFEST_URL);
    expect(config.apiUrl).toBe('https://api.example.com');
    expect(config.contentUrl).toBe('/api');
    expect(config.mapsKey).toBeUndefined();
  });

  it('passes a maps key only when one is set', () => {
    expect(runtimeConfigFromEnv({ ...env, MAPS_API_KEY: 'k-1' }).mapsKey).toBe('k-1');
  });

  it('refuses to start without a remote URL', () => {
    expect(() => runtimeConfigFromEnv({ ...env, CAREERS_MANIFEST_URL: '' })).toThrow('CAREERS_MANIFEST_URL');
  });
});
