import { readOpenings } from '../api/careers-reads';
import { contentClient, type Career } from '@storefront/api-client';
import { fakeApi, renderWithProviders } from '@storefront/testing';
import { screen, within } from '@testing-library/react';
import { DEFAULT_CAREERS } from '../logic/default-careers';
import { CareerCard } from './career-card';
import { CareerOpenings } from './career-openings';

const driver = {
  id: 1,
  title: 'Delivery Driver',
  location: 'Lusaka',
  type: 'Full-time',
  job_type: 'Full-time',
  department: 'Operations',
  is_featured: true,
  salary_min: 4500,
  salary_max: 7000,
  application_deadline: '2026-03-31',
  description: 'Deliver meals across Lusaka.',
  requirements: 'Valid driving licence. At least 18 years old. Smartphone with data. Good knowledge of Lusaka roads.',
  benefits: ['Weekly pay', 'Fuel allowance', 'Insulated delivery gear', 'Accident insurance', 'Flexible shifts'],
};

const analyst = {
  id: 7,
  title: 'Data Analyst',
  location: 'Lusaka',
  job_type: 'Contract',
  department: null,
  is_featured: 0,
  salary_min: null,
  salary_max: null,
  application_deadline: null,
  description: 'A six-month contract.',
  requirements: null,
  benefits: '["Flexible hours","Hybrid work"]',
};

beforeEach(() => {
  contentClient.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

const cards = () => within(screen.getByRole('list', { name: 'Job openings' })).getAllByRole('article');

/** The openings as the careers page shows them: read by its loader (readOpenings), then rendered. */
async function renderOpenings(defaults?: readonly Career[]) {
  const openings = await readOpenings();
  return renderWithProviders(<CareerOpenings openings={openings} defaults={defaults} />);
}

describe('CareerOpenings', () => {
  it('shows three skeleton cards while loading', () => {
    renderWithProviders(<CareerOpenings openings={{ status: 'loading' }} />);
    expect(screen.getByRole('heading', { name: 'Current Openings' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading current job openings');
    expect(screen.getAllByTestId('career-card-skeleton')).toHaveLength(3);
  });

  it('shows the server openings with their count, as the page read them', async () => {
    const api = fakeApi({ 'GET /careers': { body: { success: true, careers: [driver, analyst] } } });
    await renderOpenings();
    expect(await screen.findByText('(2 positions available)')).toBeInTheDocument();
    expect(api.sentTo('GET /careers')).toHaveLength(1);
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Delivery Driver', 'Data Analyst']);
    expect(screen.queryByTestId('career-card-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing default positions/)).not.toBeInTheDocument();
  });

  it('shows the five default positions under the yellow notice when the openings cannot be loaded', async () => {
    fakeApi({ 'GET /careers': { status: 500 } });
    await renderOpenings();
    expect(await screen.findByText('Unable to load current job openings. Showing default positions.')).toBeInTheDocument();
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(
      DEFAULT_CAREERS.map((career) => career.title),
    );
    expect(screen.getByRole('link', { name: 'Apply Now for Software Developer' })).toHaveAttribute('href', '/apply?position=5');
    expect(screen.queryByText(/positions? available/)).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Failed to load careers', expect.anything());
  });

  it('keeps the default positions, without a count, when the server has no openings', async () => {
    fakeApi({ 'GET /careers': { body: { success: true, careers: [] } } });
    await renderOpenings();
    expect(await screen.findByRole('list', { name: 'Job openings' })).toBeInTheDocument();
    expect(cards()).toHaveLength(5);
    expect(screen.queryByText(/positions? available/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing default positions/)).not.toBeInTheDocument();
  });

  it('says no positions are available when there is nothing to show', async () => {
    fakeApi({ 'GET /careers': { body: { success: true, careers: [] } } });
    await renderOpenings([]);
    expect(await screen.findByText('No positions are currently available.')).toBeInTheDocument();
    expect(screen.getByText('Check back soon for new opportunities!')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Job openings' })).not.toBeInTheDocument();
  });

  it('counts a single opening as one position', async () => {
    fakeApi({ 'GET /careers': { body: { careers: [analyst] } } });
    await renderOpenings();
    expect(await screen.findByText('(1 position available)')).toBeInTheDocument();
  });
});

describe('CareerCard', () => {
  async function renderCard(career: object) {
    fakeApi({ 'GET /careers': { body: { careers: [career] } } });
    await renderOpenings();
  }

  it('shows every part of an opening', async () => {
    await renderCard(driver);
    const card = await screen.findByRole('article', { name: 'Delivery Driver' });
    const details = within(card).getByRole('list', { name: 'Job details' });
    expect(within(details).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Location: Lusaka',
      'Type: Full-time',
      'Department: Operations',
    ]);
    expect(within(card).getByText('Featured')).toBeInTheDocument();
    expect(within(card).getByText('ZMW 4,500 - 7,000')).toBeInTheDocument();
    expect(within(card).getByText('Apply by: March 31, 2026')).toBeInTheDocument();
    expect(within(card).getByText('Deliver meals across Lusaka.')).toBeInTheDocument();
    // The snippet is cut to two lines by CSS; the whole text stays in the page.
    expect(within(card).getByText(/Good knowledge of Lusaka roads\.$/)).toBeInTheDocument();
    const benefits = within(card).getByRole('list', { name: 'Benefits' });
    expect(within(benefits).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Weekly pay',
      'Fuel allowance',
      'Insulated delivery gear',
      '+2 more',
    ]);
    expect(within(card).getByRole('link', { name: 'Apply Now for Delivery Driver' })).toHaveAttribute('href', '/apply?position=1');
  });

  it('leaves out what an opening does not have, and takes job_type for the type', async () => {
    await renderCard(analyst);
    const card = await screen.findByRole('article', { name: 'Data Analyst' });
    const details = within(card).getByRole('list', { name: 'Job details' });
    expect(within(details).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Location: Lusaka', 'Type: Contract']);
    expect(within(card).queryByText('Featured')).not.toBeInTheDocument();
    expect(within(card).queryByText(/ZMW/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/Apply by/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/Requirements/)).not.toBeInTheDocument();
    const benefits = within(card).getByRole('list', { name: 'Benefits' });
    expect(within(benefits).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Flexible hours', 'Hybrid work']);
  });

  it('calls a job without a type Full-time', () => {
    renderWithProviders(<CareerCard career={{ id: 9, title: 'Chef', type: '', is_featured: false, benefits: [] }} />);
    expect(screen.getByText('Full-time')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Benefits' })).not.toBeInTheDocument();
  });
});
