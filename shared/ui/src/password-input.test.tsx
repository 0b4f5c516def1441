import { screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/testing';
import { renderToString } from 'react-dom/server';
import { PasswordInput } from './password-input';

describe('PasswordInput', () => {
  it('hides what is typed until Show is pressed, and hides it again on Hide', async () => {
    const { user } = renderWithProviders(
      <>
        <label htmlFor="pw">Password</label>
        <PasswordInput id="pw" autoComplete="current-password" />
      </>,
    );
    const field = screen.getByLabelText('Password');
    await user.type(field, 'Kafue-river-9');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'current-password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveValue('Kafue-river-9');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('offers its toggle only once the app is in: in the server\'s HTML a tap on it would do nothing', () => {
    const html = renderToString(<PasswordInput id="pw" name="password" />);
    expect(html).toContain('type="password"');
    expect(html).not.toContain('<button');
  });

  it('names its toggle after the field when a form has several', () => {
    renderWithProviders(
      <>
        <label htmlFor="current">Current Password</label>
        <PasswordInput id="current" toggleName="current password" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Show current password' })).toHaveAttribute('aria-controls', 'current');
  });

  it("is described by the form's message first, then by its hint", () => {
    renderWithProviders(
      <>
        <label htmlFor="new">New Password</label>
        <PasswordInput id="new" hint="At least 8 characters." aria-invalid aria-describedby="problem" />
        <p id="problem">Use at least 8 characters for your password.</p>
      </>,
    );
    const field = screen.getByLabelText('New Password');
    expect(field).toHaveAccessibleDescription('Use at least 8 characters for your password. At least 8 characters.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
