import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION } from './contract-version';

it('is the version of the contract package', () => {
  const manifest = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as { version: string };
  expect(CONTRACT_VERSION).toBe(manifest.version);
});
