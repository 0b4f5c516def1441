import { setRuntimeConfig } from '@storefront/contract';
import { fakeApi, FAKE_API_URL } from '@storefront/testing';
import { findPlaces } from '../find-places';
import { resetGooglePlaces } from '../google-places';
import { loadScriptWithRetry, retryDelayMs } from '../load-script';

const kabulonga = { id: '1', description: 'Kabulonga, Lusaka', area: 'Lusaka', latitude: '-15.41', longitude: '28.34' };

function withMapsKey(mapsKey?: string) {
  setRuntimeConfig({
    apiUrl: FAKE_API_URL,
    contentUrl: FAKE_API_URL,
    remotes: { shop: 'x', account: 'x', content: 'x', careers: 'x' },
    mapsKey,
  });
}

/** Makes the next script tags the page appends fail or load, in order. */
function scriptOutcomes(outcomes: ('error' | 'load')[]) {
  const appended: string[] = [];
  const append = jest.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (!(node instanceof HTMLScriptElement)) continue;
      appended.push(node.src);
      const outcome = outcomes.shift() ?? 'error';
      setTimeout(() => node.dispatchEvent(new Event(outcome)), 0);
    }
  });
  return { appended, restore: () => append.mockRestore() };
}

afterEach(() => {
  resetGooglePlaces();
  Reflect.deleteProperty(globalThis, 'google');
  jest.restoreAllMocks();
});

describe('retryDelayMs', () => {
  it('waits n × 2ⁿ ms after attempt n', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([2, 8, 24]);
  });
});

describe('loadScriptWithRetry', () => {
  it('tries three times, then gives up', async () => {
    const scripts = scriptOutcomes(['error', 'error', 'error']);
    await expect(loadScriptWithRetry('https://maps.test/js')).rejects.toThrow('Could not load');
    expect(scripts.appended).toHaveLength(3);
  });

  it('succeeds on a later attempt', async () => {
    const scripts = scriptOutcomes(['error', 'load']);
    await expect(loadScriptWithRetry('https://maps.test/js')).resolves.toBeUndefined();
    expect(scripts.appended).toHaveLength(2);
  });
});

describe('findPlaces', () => {
  it("uses the backend's place search without a maps key", async () => {
    // The fake API sets a runtime config without a maps key.
    const api = fakeApi({ 'GET /places': { body: { data: [kabulonga] } } });
    await expect(findPlaces('Kabu')).resolves.toEqual([kabulonga]);
    expect(api.sentTo('GET /places')[0]?.search.get('query')).toBe('Kabu');
  });

  it('uses the maps provider with a key, with unknown coordinates', async () => {
    withMapsKey('maps-key-1');
    const getPlacePredictions = jest.fn().mockResolvedValue({
      predictions: [{ place_id: 'g-1', description: 'Manda Hill, Lusaka, Zambia', structured_formatting: { secondary_text: 'Lusaka, Zambia' } }],
    });
    const scripts = scriptOutcomes(['load']);
    Object.assign(globalThis, { google: { maps: { places: { AutocompleteService: jest.fn(() => ({ getPlacePredictions })) } } } });
    await expect(findPlaces('Manda')).resolves.toEqual([
      { id: 'g-1', description: 'Manda Hill, Lusaka, Zambia', area: 'Lusaka, Zambia', latitude: '0', longitude: '0' },
    ]);
    expect(scripts.appended[0]).toContain('key=maps-key-1');
    expect(getPlacePredictions).toHaveBeenCalledWith({ input: 'Manda', componentRestrictions: { country: 'zm' } });
  });
});
