/** @jest-environment node */
import '../../test-support/memory-local-storage';
import { CONTENT_URL, stubFetch, useTestRuntime } from '@storefront/testing';
import { careerAnswer } from '../../test-support/fixtures';
import { getCareers, getCareersByLocation, getCareersByType, getFeaturedCareers } from '../careers';

beforeEach(useTestRuntime);

describe('careers client', () => {
  it('getCareers gets {content}/careers with the params and reads careers', async () => {
    const stub = stubFetch({ body: { careers: [careerAnswer] } });
    const careers = await getCareers({ department: 'Operations', page: 1 });
    const { url, method, headers } = stub.only();
    expect(method).toBe('GET');
    expect(`${url.origin}${url.pathname}`).toBe(`${CONTENT_URL}/careers`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ department: 'Operations', page: '1' });
    expect(headers.get('authorization')).toBeNull();
    expect(careers).toEqual([
      {
        ...careerAnswer,
        type: 'Part-time',
        salary_min: 3000,
        benefits: ['Fuel allowance', 'Flexible hours', 'Insurance', 'Phone'],
      },
    ]);
  });

  it.each([
    ['getFeaturedCareers', () => getFeaturedCareers(), 'careers/featured'],
    ['getCareersByLocation', () => getCareersByLocation('North-Western'), 'careers/location/North-Western'],
    ['getCareersByType', () => getCareersByType('Full time'), 'careers/type/Full%20time'],
  ] as const)('%s gets {content}/%s', async (_name, read, path) => {
    const stub = stubFetch({ body: { careers: [careerAnswer] } });
    await expect(read()).resolves.toHaveLength(1);
    expect(stub.only().url.href).toBe(`${CONTENT_URL}/${path}`);
  });

  it('rejects a career without a title', async () => {
    stubFetch({ body: { careers: [{ id: 1 }] } });
    await expect(getCareers()).rejects.toMatchObject({ kind: 'parse' });
  });

  it('passes the server message of a 4xx', async () => {
    stubFetch({ status: 400, body: { message: 'Bad filter' } });
    await expect(getCareers({ type: '?' })).rejects.toMatchObject({ serverMessage: 'Bad filter' });
  });
});
