import { screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/testing';
import { useForm } from 'react-hook-form';
import { Field } from './field';
import { TextInput } from './form-controls';

describe('Field', () => {
  it('names its control by the label and leaves the required mark out of the name', () => {
    renderWithProviders(<Field label="Email" required>{(control) => <TextInput type="email" {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is described by the hint, and by the error first once there is one, then invalid', () => {
    const { rerender } = renderWithProviders(
      <Field label="Phone" hint="Nine digits after the dial code.">
        {(control) => <TextInput {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAccessibleDescription('Nine digits after the dial code.');
    rerender(
      <Field label="Phone" hint="Nine digits after the dial code." error="Please enter a valid phone number.">
        {(control) => <TextInput {...control} />}
      </Field>,
    );
    const invalid = screen.getByRole('textbox', { name: 'Phone' });
    expect(invalid).toHaveAttribute('aria-invalid', 'true');
    expect(invalid).toHaveAccessibleDescription('Please enter a valid phone number. Nine digits after the dial code.');
    expect(screen.getByText('Please enter a valid phone number.')).toBeVisible();
  });

  it("marks a field invalid that the form's own message describes", () => {
    renderWithProviders(
      <>
        <Field label="Password" invalid describedBy="message">
          {(control) => <TextInput {...control} />}
        </Field>
        <p id="message">Please fill in all the fields.</p>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Password' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please fill in all the fields.');
  });

  it('takes the id the form gives and gives its label an id', () => {
    renderWithProviders(<Field label="Message" id="message-field">{(control, { labelId }) => <textarea aria-labelledby={labelId} {...control} />}</Field>);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('id', 'message-field');
  });

  it("works with react-hook-form's register", async () => {
    const submitted = jest.fn();
    function Form() {
      const { register, handleSubmit } = useForm({ defaultValues: { city: '' } });
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <Field label="City">{(control) => <TextInput {...control} {...register('city')} />}</Field>
          <button type="submit">Save</button>
        </form>
      );
    }
    const { user } = renderWithProviders(<Form />);
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Ndola');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveBeenCalledWith({ city: 'Ndola' }, expect.anything());
  });
});

describe('Field with an announced error', () => {
  it('says the error as it appears when asked to', () => {
    renderWithProviders(
      <Field label="Phone Number" error="Please enter a valid phone number." announceError>
        {(control) => <TextInput {...control} />}
      </Field>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid phone number.');
  });
});
