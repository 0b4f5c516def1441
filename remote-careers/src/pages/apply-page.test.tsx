import { contentClient } from '@storefront/api-client';
import { fakeApi, renderWithProviders } from '@storefront/testing';
import { screen, waitFor } from '@testing-library/react';
import ApplyPage from './apply-page';

beforeEach(() => {
  contentClient.clear();
});

describe('ApplyPage', () => {
  it('takes the position of a default card when the openings cannot be loaded', async () => {
    const api = fakeApi({ 'GET /careers': { status: 503 } });
    renderWithProviders(<ApplyPage />, { route: '/apply?position=5' });
    expect(screen.getByRole('heading', { level: 1, name: 'Job Application' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Careers/ })).toHaveAttribute('href', '/careers');
    expect(screen.getByRole('combobox', { name: 'Position', hidden: true })).toHaveValue('software-developer');
    await waitFor(() => expect(api.sentTo('GET /careers')).toHaveLength(1));
    expect(screen.getByRole('combobox', { name: 'Position', hidden: true })).toHaveValue('software-developer');
  });

  it('starts with no position for a general application', () => {
    fakeApi({});
    renderWithProviders(<ApplyPage />, { route: '/apply' });
    expect(screen.getByRole('combobox', { name: 'Position', hidden: true })).toHaveValue('');
  });
});
