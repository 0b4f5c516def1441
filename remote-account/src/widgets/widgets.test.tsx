import { renderWithProviders } from '@storefront/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import AddressFormWidget from './address-form';
import LoginFormWidget from './login-form';
import RegisterFormWidget from './register-form';

/** A widget on a page of the host's data router, as the cart's overlays show it (its forms are sent with the router). */
async function renderOnPage(widget: ReactElement) {
  const router = createMemoryRouter([{ path: '/cart', element: widget }], { initialEntries: ['/cart'] });
  const user = userEvent.setup();
  await act(async () => {
    render(
      <Provider store={createStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
  });
  return { user };
}

describe('the widgets lent to the cart overlays', () => {
  it('login form: its own heading, and Register switches to registration', async () => {
    const onSwitchToRegister = jest.fn();
    const { user } = await renderOnPage(<LoginFormWidget onSwitchToRegister={onSwitchToRegister} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome back' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSwitchToRegister).toHaveBeenCalledTimes(1);
  });

  it('register form: its own heading, and Login switches to login', async () => {
    const onSwitchToLogin = jest.fn();
    const { user } = await renderOnPage(<RegisterFormWidget onSwitchToLogin={onSwitchToLogin} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Create an account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSwitchToLogin).toHaveBeenCalledTimes(1);
  });

  it('address form: its own heading and the place search', () => {
    renderWithProviders(<AddressFormWidget />);
    expect(screen.getByRole('heading', { level: 2, name: 'Add New Address' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search address' })).toBeInTheDocument();
    expect(screen.queryByLabelText('City or location')).not.toBeInTheDocument();
  });
});
