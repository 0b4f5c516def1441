import { screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/testing';
import { Button } from './button';
import { PrimaryButton, TextButton } from './form-controls';
import { theme } from './theme';

describe('Button', () => {
  it('is a button named by its words that keeps its look props off the page', async () => {
    const onClick = jest.fn();
    const { user } = renderWithProviders(
      <Button variant="danger" size="sm" outline pill onClick={onClick}>
        Remove
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Remove' });
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    for (const prop of ['variant', 'size', 'outline', 'pill']) expect(button).not.toHaveAttribute(prop);
  });

  it.each([
    ['primary', theme.color.brand, '#fff'],
    ['danger', theme.color.danger, '#fff'],
    ['secondary', theme.color.surface, theme.color.text],
  ] as const)('draws the %s variant in the theme colours', (variant, background, color) => {
    renderWithProviders(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveStyle({ background, color });
  });

  it('draws an outlined danger action in the danger colour on the surface', () => {
    renderWithProviders(<Button variant="danger" outline>Remove</Button>);
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveStyle({ color: theme.color.danger, background: theme.color.surface });
  });

  it('looks like a link as the text variant, as TextButton does', () => {
    renderWithProviders(
      <>
        <Button variant="text">Login</Button>
        <TextButton>Register</TextButton>
      </>,
    );
    for (const name of ['Login', 'Register']) {
      expect(screen.getByRole('button', { name })).toHaveStyle({ color: theme.color.brand, textDecoration: 'underline', padding: '0px' });
    }
  });

  it('is a primary button unless told, like PrimaryButton, and can be disabled', () => {
    renderWithProviders(
      <>
        <Button disabled>Save</Button>
        <PrimaryButton>Send</PrimaryButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    for (const name of ['Save', 'Send']) expect(screen.getByRole('button', { name })).toHaveStyle({ background: theme.color.brand });
  });
});
