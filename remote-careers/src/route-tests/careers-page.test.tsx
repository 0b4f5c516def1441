import { contentClient } from '@storefront/api-client';
import { fakeApi } from '@storefront/testing';
import { screen } from '@testing-library/react';
import { openPage } from './open-page';

beforeEach(() => {
  contentClient.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('CareersPage', () => {
  it('has the heading, mission, benefit cards, openings, hiring steps and links', async () => {
    fakeApi({ 'GET /careers': 'network-error' });
    await openPage('/careers', '/careers');
    expect(screen.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeInTheDocument();
    expect(screen.getByText(/help shape how Zambia eats/)).toBeInTheDocument();
    for (const title of ['Growth Opportunities', 'Inclusive Culture', 'Competitive Benefits']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Current Openings' })).toBeInTheDocument();
    expect(await screen.findByText('Unable to load current job openings. Showing default positions.')).toBeInTheDocument();
    for (const step of ['Online Application', 'Initial Screening', 'Interviews', 'Job Offer']) {
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Submit a General Application' })).toHaveAttribute('href', '/apply');
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
  });
});
