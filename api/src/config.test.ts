import { readConfig } from './config';

describe('readConfig', () => {
  it('uses the documented defaults', () => {
    expect(readConfig({})).toEqual({
      host: '127.0.0.1',
      port: 4000,
      database: { kind: 'sqlite', file: 'data/storefront.sqlite' },
      publicUrl: 'http://localhost:4000/api',
      storefrontUrl: 'http://localhost:4000',
      orderStatusStepMs: 60000,
      rateLimitPerMinute: 30,
      faultInjection: false,
      sandboxMailer: false,
      trustedProxies: ['127.0.0.1', '::1'],
      mobileMoney: { provider: { kind: 'sandbox' }, promptMs: 120_000, reconcileMs: 15_000, sandboxCallbacks: 'once', sandboxCallbackSecret: null },
    });
  });

  it('configures pawaPay, which needs its API token', () => {
    expect(readConfig({ PAYMENT_PROVIDER: 'pawapay', PAWAPAY_API_TOKEN: 'token', PAWAPAY_BASE_URL: 'https://api.pawapay.io/' }).mobileMoney.provider).toEqual({
      kind: 'pawapay',
      baseUrl: 'https://api.pawapay.io',
      apiToken: 'token',
      callbackPublicKey: null,
    });
    expect(() => readConfig({ PAYMENT_PROVIDER: 'pawapay' })).toThrow(/PAWAPAY_API_TOKEN/);
    expect(() => readConfig({ SANDBOX_CALLBACKS: 'sometimes' })).toThrow(/SANDBOX_CALLBACKS/);
  });

  it('reads the environment and trims the public URL', () => {
    const config = readConfig({
      HOST: '0.0.0.0',
      PORT: '4999',
      DATABASE_FILE: ':memory:',
      PUBLIC_URL: 'http://localhost:3000/api/',
      ORDER_STATUS_STEP_MS: '250',
      RATE_LIMIT_PER_MINUTE: '500',
      FAULT_INJECTION: 'on',
      SANDBOX_MAILER: 'on',
      TRUSTED_PROXIES: '10.0.0.2, 172.16.0.0/12',
    });
    expect(config).toMatchObject({
      port: 4999,
      database: { kind: 'sqlite', file: ':memory:' },
      publicUrl: 'http://localhost:3000/api',
      // The storefront's server proxies the API, so by default the storefront is at the same origin.
      storefrontUrl: 'http://localhost:3000',
      orderStatusStepMs: 250,
      rateLimitPerMinute: 500,
      faultInjection: true,
      sandboxMailer: true,
      trustedProxies: ['10.0.0.2', '172.16.0.0/12'],
    });
  });

  it('keeps the data on a PostgreSQL server DATABASE_URL names, and refuses another kind of address', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://shop:secret@db.internal:5432/storefront' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://shop:secret@db.internal:5432/storefront',
    });
    expect(readConfig({ DATABASE_URL: '' }).database).toEqual({ kind: 'sqlite', file: 'data/storefront.sqlite' });
    expect(() => readConfig({ DATABASE_URL: 'mysql://db.internal/storefront' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ address/);
  });

  it('takes the storefront address when the API is reached elsewhere', () => {
    expect(readConfig({ PUBLIC_URL: 'https://api.zameats.test/api', STOREFRONT_URL: 'https://zameats.test/' }).storefrontUrl).toBe('https://zameats.test');
  });

  it('rejects a bad port with a clear message', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('rejects a rate limit below one and a fault switch or sandbox mailer other than on or off', () => {
    expect(() => readConfig({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => readConfig({ FAULT_INJECTION: 'yes' })).toThrow(/FAULT_INJECTION/);
    expect(() => readConfig({ SANDBOX_MAILER: 'smtp' })).toThrow(/SANDBOX_MAILER/);
  });
});
