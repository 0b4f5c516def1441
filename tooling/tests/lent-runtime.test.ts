import { takesLentRuntime } from '../webpack-app.mjs';

describe('which builds take the runtime core their host lends', () => {
  it('takes it from contract 1.3 on, the first whose hosts lend it, in every later minor and major', () => {
    expect(takesLentRuntime('1.3.0')).toBe(true);
    expect(takesLentRuntime('1.4.2')).toBe(true);
    expect(takesLentRuntime('2.0.0')).toBe(true);
  });

  it('carries its own when built against an earlier contract, as a remote released then did', () => {
    expect(takesLentRuntime('1.2.9')).toBe(false);
    expect(takesLentRuntime('1.0.0')).toBe(false);
    expect(takesLentRuntime('0.9.0')).toBe(false);
  });
});
