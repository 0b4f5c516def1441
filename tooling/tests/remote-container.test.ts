import { remoteContainerOf } from '../webpack-app.mjs';

describe('how a remote is built for the contract it is built against', () => {
  it("is one of webpack's own containers from contract 1.4 on, in every later minor and major", () => {
    expect(remoteContainerOf('1.4.0')).toBe('webpack');
    expect(remoteContainerOf('1.9.2')).toBe('webpack');
    expect(remoteContainerOf('2.0.0')).toBe('webpack');
  });

  it('takes the runtime core its host lends when built against 1.3, as a remote released then did', () => {
    expect(remoteContainerOf('1.3.0')).toBe('lent-runtime');
    expect(remoteContainerOf('1.3.7')).toBe('lent-runtime');
  });

  it('carries its own runtime when built against an earlier contract', () => {
    expect(remoteContainerOf('1.2.9')).toBe('own-runtime');
    expect(remoteContainerOf('1.0.0')).toBe('own-runtime');
    expect(remoteContainerOf('0.9.0')).toBe('own-runtime');
  });
});
