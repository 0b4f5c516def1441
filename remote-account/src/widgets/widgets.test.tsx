import { renderWithProviders } from '@storefront/testing';
import { screen } from '@testing-library/react';
import AddressFormWidget from './address-form';
import LoginFormWidget from './login-form';
import RegisterFormWidget from './register-form';

describe('the widgets lent to the cart overlays', () => {
  it('login form: its own heading, and Register switches to registration', async () => {
    const onSwitchToRegister = jest.fn();
    const { user } = renderWithProviders(<LoginFormWidget onSwitchToRegister={onSwitchToRegister} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome back' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSwitchToRegister).toHaveBeenCalledTimes(1);
  });

  it('register form: its own heading, and Login switches to login', async () => {
    const onSwitchToLogin = jest.fn();
    const { user } = renderWithProviders(<RegisterFormWidget onSwitchToLogin={onSwitchToLogin} />);
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
