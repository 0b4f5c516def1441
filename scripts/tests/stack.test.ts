/**
 * @jest-environment node
 */
import { DEFAULT_RATE_LIMIT_PER_MINUTE, stack } from '../stack.mjs';

function apiEnv(options?: Parameters<typeof stack>[0]): Record<string, string> {
  const api = stack(options).find((service) => service.name === 'api');
  if (!api) throw new Error('stack() has no api');
  return api.env;
}

describe("the api's environment in stack()", () => {
  it('keeps the fault switch off and the default rate limit unless asked (npm start asks neither)', () => {
    expect(apiEnv()).toMatchObject({ FAULT_INJECTION: 'off', RATE_LIMIT_PER_MINUTE: String(DEFAULT_RATE_LIMIT_PER_MINUTE) });
    expect(apiEnv({ host: '0.0.0.0' })).toMatchObject({ FAULT_INJECTION: 'off', RATE_LIMIT_PER_MINUTE: '30' });
  });

  it('keeps the sandbox mailer on for local runs: there is no mail server here, so the reset codes go to its console and mailbox', () => {
    expect(apiEnv()).toMatchObject({ SANDBOX_MAILER: 'on' });
  });

  it('turns the fault switch on and sets the rate limit for stacks that tests drive', () => {
    expect(apiEnv({ faultInjection: true, rateLimitPerMinute: 5000 })).toMatchObject({ FAULT_INJECTION: 'on', RATE_LIMIT_PER_MINUTE: '5000' });
  });
});
