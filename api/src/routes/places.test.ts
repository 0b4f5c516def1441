import { placesResponseSchema } from '@storefront/api-client/schemas';
import { createTestApp, type TestApp } from '../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function search(query: string | null) {
  const url = query === null ? '/api/places' : `/api/places?query=${encodeURIComponent(query)}`;
  const response = await testApp.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return placesResponseSchema.parse(response.json()).data;
}

describe('GET /api/places', () => {
  it('puts names starting with the query before names containing it, then matching areas', async () => {
    // Among equal matches: cities and towns, then suburbs, then landmarks.
    const places = await search('KAB');
    expect(places.map((place) => place.description)).toEqual(['Kabwe', 'Kabulonga, Lusaka', 'Kabwata, Lusaka']);
    const park = await search('park');
    expect(park.map((place) => place.description)).toEqual(['Parklands, Kitwe', 'Rhodes Park, Lusaka', 'East Park Mall, Lusaka']);
  });

  it('matches areas too, and answers coordinates as strings', async () => {
    const places = await search('kitwe');
    expect(places[0]).toEqual({ id: expect.any(String), description: 'Kitwe', area: 'Kitwe', latitude: '-12.8024', longitude: '28.2132' });
    expect(places.slice(1).every((place) => place.area === 'Kitwe')).toBe(true);
    expect(places.length).toBeGreaterThan(3);
  });

  it('answers at most ten places, cities and towns first for an empty query', async () => {
    const places = await search('');
    expect(places).toHaveLength(10);
    expect(places[0]?.description).toBe('Lusaka');
    expect(places.every((place) => place.description === place.area)).toBe(true);
    expect(await search(null)).toEqual(places);
    expect((await search('a')).length).toBe(10);
  });

  it('takes the query literally: wildcards and quotes match nothing', async () => {
    for (const query of ['%', '_', '%%', "'", "' OR '1'='1", 'Kab%', 'K_bwe', '\\']) {
      expect(await search(query)).toEqual([]);
    }
    expect((await search('Victoria Falls (Mosi')).map((place) => place.description)).toEqual([
      'Victoria Falls (Mosi-oa-Tunya), Livingstone',
    ]);
  });

  it('refuses a query longer than 100 characters', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/places?query=${'a'.repeat(101)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'query: The search text is too long (at most 100 characters).' });
  });
});
