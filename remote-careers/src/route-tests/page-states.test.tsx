import { contentClient } from '@storefront/api-client';
import { fakeApi, setTestSession } from '@storefront/testing';
import { screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import RiderRegisterPage from '../pages/rider-register-page';
import { openPage, routeAt } from './open-page';

beforeEach(() => contentClient.clear());

describe('the careers pages while they are read, and as the server renders them', () => {
  it('shows the careers page with three placeholder openings while they are read', async () => {
    fakeApi({}).fetchMock.mockImplementation(() => new Promise<never>(() => undefined));
    await openPage('/careers');
    expect(screen.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading current job openings');
    expect(screen.getAllByTestId('career-card-skeleton')).toHaveLength(3);
  });

  it('shows the support hours while the contact details are read', async () => {
    fakeApi({}).fetchMock.mockImplementation(() => new Promise<never>(() => undefined));
    await openPage('/support');
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Support' })).toBeInTheDocument();
    expect(screen.getByText('Support Hours')).toBeInTheDocument();
    expect(screen.getAllByText('Loading...')).toHaveLength(2);
  });

  it('renders the rider form on the server even for a stored session, which only the browser knows', () => {
    const store = createStore();
    setTestSession(store);
    const html = renderToString(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/rider/register']}>
          <RiderRegisterPage />
        </MemoryRouter>
      </Provider>,
    );
    expect(html).toContain('Register as a Rider');
  });

  it.each([
    ['/careers', 'Careers'],
    ['/apply', 'Job Application'],
    ['/support', 'Customer Support'],
    ['/rider/register', 'Rider Registration'],
  ])('gives %s its title and a line about it', (path, title) => {
    const meta = routeAt(path).handle?.meta?.(null, {});
    expect(meta?.title).toBe(title);
    expect(meta?.description).toMatch(/\.$/);
  });
});
