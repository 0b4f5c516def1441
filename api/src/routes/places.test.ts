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

  it('knows the main roads and landmarks of the seed cities, with their coordinates', async () => {
    const road = await search('Great East Road');
    expect(road[0]).toEqual({ id: expect.any(String), description: 'Great East Road, Lusaka', area: 'Lusaka', latitude: '-15.395', longitude: '28.326' });
    for (const [query, description] of [
      ['cairo road', 'Cairo Road, Lusaka'],
      ['Independence Avenue', 'Independence Avenue, Lusaka'],
      ['Church Road', 'Church Road, Lusaka'],
      ['Kafue Road', 'Kafue Road, Lusaka'],
      ['Los Angeles', 'Los Angeles Boulevard, Lusaka'],
      ['Manda Hill', 'Manda Hill, Lusaka'],
      ['Arcades', 'Arcades Shopping Mall, Lusaka'],
      ['East Park', 'East Park Mall, Lusaka'],
      ['Levy', 'Levy Junction, Lusaka'],
      ['UTH', 'University Teaching Hospital (UTH), Lusaka'],
      ['UNZA', 'University of Zambia (UNZA), Lusaka'],
      ['Kenneth Kaunda', 'Kenneth Kaunda International Airport, Lusaka'],
      ['Freedom Avenue', 'Freedom Avenue, Kitwe'],
      ['Broadway', 'Broadway, Ndola'],
      ['Mosi-oa-Tunya Road', 'Mosi-oa-Tunya Road, Livingstone'],
    ]) {
      expect((await search(query ?? '')).map((place) => place.description)).toContain(description);
    }
    // A town before a road of the same name, a road before a landmark.
    expect((await search('Kafue')).map((place) => place.description)).toEqual(['Kafue', 'Kafue Road, Lusaka']);
    expect((await search('Mosi')).map((place) => place.description)).toEqual([
      'Mosi-oa-Tunya Road, Livingstone',
      'Victoria Falls (Mosi-oa-Tunya), Livingstone',
    ]);
  });

  it('refuses a query longer than 100 characters', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/places?query=${'a'.repeat(101)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'query: The search text is too long (at most 100 characters).' });
  });
});
