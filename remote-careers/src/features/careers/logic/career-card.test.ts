import type { Career } from '@storefront/api-client';
import {
  applyLink,
  benefitsPreview,
  deadlineText,
  jobTypeOf,
  openingsView,
  positionsAvailableText,
  salaryText,
} from './career-card';
import { DEFAULT_CAREERS } from './default-careers';

const job = (id: number, title: string): Career => ({ id, title, type: 'Full-time', is_featured: false, benefits: [] });

describe('jobTypeOf', () => {
  it('takes type, else job_type, else Full-time', () => {
    expect(jobTypeOf({ type: 'Contract', job_type: 'Part-time' })).toBe('Contract');
    expect(jobTypeOf({ type: null, job_type: 'Part-time' })).toBe('Part-time');
    expect(jobTypeOf({ type: '  ', job_type: '' })).toBe('Full-time');
    expect(jobTypeOf({})).toBe('Full-time');
  });
});

describe('salaryText', () => {
  it('shows the range in ZMW with thousands separators when both ends exist', () => {
    expect(salaryText(4500, 7000)).toBe('ZMW 4,500 - 7,000');
    expect(salaryText(18000, 1250000.5)).toBe('ZMW 18,000 - 1,250,000.5');
    expect(salaryText(0, 500)).toBe('ZMW 0 - 500');
  });

  it('shows nothing when either end is missing', () => {
    expect(salaryText(4500, null)).toBeNull();
    expect(salaryText(undefined, 7000)).toBeNull();
    expect(salaryText(null, null)).toBeNull();
    expect(salaryText(Number.NaN, 7000)).toBeNull();
  });
});

describe('benefitsPreview', () => {
  it('keeps at most three benefits and counts the rest', () => {
    expect(benefitsPreview(['Weekly pay', 'Fuel allowance', 'Gear', 'Insurance', 'Flexible shifts'])).toEqual({
      shown: ['Weekly pay', 'Fuel allowance', 'Gear'],
      more: 2,
      moreText: '+2 more',
    });
  });

  it('says nothing more for three or fewer, and drops blank ones', () => {
    expect(benefitsPreview(['A', 'B', 'C'])).toEqual({ shown: ['A', 'B', 'C'], more: 0, moreText: null });
    expect(benefitsPreview(['A', ' ', 'B'])).toEqual({ shown: ['A', 'B'], more: 0, moreText: null });
    expect(benefitsPreview([])).toEqual({ shown: [], more: 0, moreText: null });
  });
});

describe('deadlineText', () => {
  it('formats the date without moving it a day', () => {
    expect(deadlineText('2026-03-31')).toBe('Apply by: March 31, 2026');
    expect(deadlineText('2026-01-01T00:00:00Z')).toBe('Apply by: January 1, 2026');
  });

  it('keeps text that is not a date and shows nothing without one', () => {
    expect(deadlineText('Open until filled')).toBe('Apply by: Open until filled');
    expect(deadlineText(null)).toBeNull();
    expect(deadlineText('')).toBeNull();
  });
});

describe('positionsAvailableText and applyLink', () => {
  it('counts positions', () => {
    expect(positionsAvailableText(1)).toBe('(1 position available)');
    expect(positionsAvailableText(7)).toBe('(7 positions available)');
  });

  it('links to the application with the position', () => {
    expect(applyLink(3)).toBe('/apply?position=3');
    expect(applyLink('a b')).toBe('/apply?position=a%20b');
  });
});

describe('openingsView', () => {
  const server = [job(11, 'Chef'), job(12, 'Rider')];

  it('is loading first', () => {
    expect(openingsView({ status: 'loading' }, DEFAULT_CAREERS)).toEqual({ status: 'loading' });
  });

  it('shows the server openings with their count', () => {
    expect(openingsView({ status: 'success', data: server }, DEFAULT_CAREERS)).toEqual({
      status: 'shown',
      jobs: server,
      notice: null,
      countText: '(2 positions available)',
    });
  });

  it('shows the defaults with the notice when the load fails', () => {
    expect(openingsView({ status: 'error', error: new Error('down') }, DEFAULT_CAREERS)).toEqual({
      status: 'shown',
      jobs: DEFAULT_CAREERS,
      notice: 'Unable to load current job openings. Showing default positions.',
      countText: null,
    });
  });

  it('keeps the defaults when the server has no openings', () => {
    expect(openingsView({ status: 'success', data: [] }, DEFAULT_CAREERS)).toMatchObject({
      status: 'shown',
      jobs: DEFAULT_CAREERS,
      notice: null,
      countText: null,
    });
  });

  it('says no positions are available when there is nothing to show', () => {
    expect(openingsView({ status: 'success', data: [] }, [])).toEqual({
      status: 'empty',
      message: 'No positions are currently available.',
      hint: 'Check back soon for new opportunities!',
    });
  });
});

describe('DEFAULT_CAREERS', () => {
  it('are the five built-in positions with ids 1-5', () => {
    expect(DEFAULT_CAREERS.map((career) => [career.id, career.title, career.location])).toEqual([
      [1, 'Delivery Driver', 'Lusaka'],
      [2, 'Restaurant Partner Manager', 'Livingstone'],
      [3, 'Customer Support Specialist', 'Remote'],
      [4, 'Marketing Coordinator', 'Kitwe'],
      [5, 'Software Developer', 'Remote'],
    ]);
    for (const career of DEFAULT_CAREERS) {
      expect(career.type).toBeTruthy();
      expect(career.description).toBeTruthy();
    }
    expect(DEFAULT_CAREERS[4]?.description).toMatch(/React and React Native/);
  });
});
