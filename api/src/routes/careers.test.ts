import { careersResponseSchema } from '@storefront/api-client/schemas';
import { seedCareers } from '../seed/careers';
import { isoDayFrom } from '../seed/seed-dates';
import { createTestApp, type TestApp } from '../test-support/test-app';

// Seeded today, as a running backend is: every opening is still open.
const seedDay = new Date();

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({}, seedDay);
});
afterAll(() => testApp.close());

async function titles(url: string, query: Record<string, string> = {}): Promise<string[]> {
  const response = await testApp.app.inject({ method: 'GET', url, query });
  expect(response.statusCode).toBe(200);
  return careersResponseSchema.parse(response.json()).map((career) => career.title);
}

const titlesWhere = (keep: (career: (typeof seedCareers)[number]) => boolean): string[] =>
  seedCareers.filter(keep).map((career) => career.title);

describe('GET /api/careers', () => {
  it('answers every active opening as { careers }, with the fields a card shows', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/careers' });
    const body: unknown = response.json();
    expect(body).toHaveProperty('careers');
    const careers = careersResponseSchema.parse(body);
    expect(careers.map((career) => career.title)).toEqual(seedCareers.map((career) => career.title));
    expect(careers[0]).toMatchObject({
      id: 1,
      title: 'Delivery Driver',
      location: 'Lusaka',
      type: 'Full-time',
      department: 'Operations',
      is_featured: true,
      salary_min: 4500,
      salary_max: 7000,
      application_deadline: isoDayFrom(seedDay, 35),
    });
    expect(careers[0]?.benefits).toContain('Weekly pay');
    expect(careers[0]?.requirements).toMatch(/driving licence/);
  });

  it('filters by location, type, department and featured without regard to case', async () => {
    expect(await titles('/api/careers', { location: 'lusaka' })).toEqual(titlesWhere((c) => c.location === 'Lusaka'));
    expect(await titles('/api/careers', { type: 'contract' })).toEqual(titlesWhere((c) => c.type === 'Contract'));
    expect(await titles('/api/careers', { job_type: 'CONTRACT' })).toEqual(titlesWhere((c) => c.type === 'Contract'));
    expect(await titles('/api/careers', { department: 'engineering', type: 'Full-time' })).toEqual(
      titlesWhere((c) => c.department === 'Engineering' && c.type === 'Full-time'),
    );
    expect(await titles('/api/careers', { featured: 'true' })).toEqual(titlesWhere((c) => c.featured));
    expect(await titles('/api/careers', { featured: '0' })).toEqual(titlesWhere((c) => !c.featured));
  });

  it('finds text with q, literally, and ignores params it does not know', async () => {
    expect(await titles('/api/careers', { q: 'react', page: '1' })).toContain('Software Developer');
    for (const q of ['%', '_', "' OR 1=1 --"]) expect(await titles('/api/careers', { q })).toEqual([]);
  });

  it('leaves out openings whose closing day has passed, and keeps one closing today', async () => {
    const other = await createTestApp();
    try {
      const setDeadline = (deadline: string, title: string) =>
        other.db.updateTable('careers').set({ application_deadline: deadline }).where('title', '=', title).execute();
      await setDeadline(isoDayFrom(new Date(), -1), 'Delivery Driver');
      await setDeadline(isoDayFrom(new Date(), 0), 'Data Analyst');
      const response = await other.app.inject({ method: 'GET', url: '/api/careers' });
      const titles = careersResponseSchema.parse(response.json()).map((career) => career.title);
      expect(titles).not.toContain('Delivery Driver');
      expect(titles).toContain('Data Analyst');
      const found = await other.app.inject({ method: 'GET', url: '/api/content/search', query: { q: 'driving licence' } });
      expect(JSON.stringify(found.json())).not.toContain('Delivery Driver');
    } finally {
      await other.close();
    }
  });

  it('leaves out inactive openings', async () => {
    const other = await createTestApp();
    try {
      await other.db.updateTable('careers').set({ is_active: 0 }).where('title', '=', 'Delivery Driver').execute();
      const response = await other.app.inject({ method: 'GET', url: '/api/careers/location/Lusaka' });
      expect(careersResponseSchema.parse(response.json()).map((career) => career.title)).not.toContain('Delivery Driver');
    } finally {
      await other.close();
    }
  });

  it('refuses a bad featured flag with 400', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/careers', query: { featured: 'maybe' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'featured: must be true or false' });
  });
});

describe('GET /api/careers/featured, /location/{value}, /type/{value}', () => {
  it('answers the featured openings', async () => {
    expect(await titles('/api/careers/featured')).toEqual(titlesWhere((c) => c.featured));
  });

  it('answers openings by location and by type, without regard to case', async () => {
    expect(await titles('/api/careers/location/REMOTE')).toEqual(titlesWhere((c) => c.location === 'Remote'));
    expect(await titles('/api/careers/type/full-time')).toEqual(titlesWhere((c) => c.type === 'Full-time'));
    expect(await titles('/api/careers/location/Nowhere')).toEqual([]);
    expect(await titles(`/api/careers/location/${encodeURIComponent("Lusaka' --")}`)).toEqual([]);
  });
});
