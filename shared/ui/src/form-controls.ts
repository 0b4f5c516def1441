import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { buttonStyles } from './button';
import { controlStyles } from './control-styles';
import { theme } from './theme';

// Only the look of forms is shared here, so every app's forms match; behaviour stays with each form.

/** The bordered card a page centres its form in (the sign-in and registration pages). */
export const FormCard = styled.div`
  max-width: 480px;
  margin: 48px auto 0;
  padding: 32px 24px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
`;

/** The form's frame: a narrow centred column whose h1 or h2 is the form's title. */
export const FormSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  width: 100%;
  max-width: 440px;
  margin: 0 auto;
  font-family: ${theme.font};
  color: ${theme.color.text};
  h1, h2 { margin: 0; font-size: 1.5rem; }
`;

/** A muted line just under the form's title. */
export const FormSubtitle = styled.p`
  margin: -8px 0 0;
  color: ${theme.color.muted};
`;

/** A `<form>` laying its fields out one under another. */
export const StackedForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

/** One field: its `<label>` above its control. */
export const FormField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label { font-weight: 600; font-size: 0.9rem; }
`;


/** A full-width text-like input (text, e-mail, tel, password); red-bordered when aria-invalid. */
export const TextInput = styled.input`${controlStyles}`;

/** A full-width drop-down with the text input's look. */
export const Select = styled.select`${controlStyles}`;

/** A full-width text area with the text input's look, resized only in height. */
export const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

/** The form's main action, e.g. its submit button (`Button` with its default look). */
export const PrimaryButton = styled.button(buttonStyles({ variant: 'primary' }));

/** An action beside the primary one ('Cancel', 'Back'). */
export const SecondaryButton = styled.button(buttonStyles({ variant: 'secondary' }));

/** A route link with the secondary button's look, for an action that only leaves the form ('Cancel'). */
export const SecondaryLink = styled(Link)(buttonStyles({ variant: 'secondary' }));

/** The row of a form's buttons, aligned to the end (secondary first, then the main action). */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
`;

/** Fields side by side (first and last name), one under another when there is no room. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 14px;
`;

/** A dial-code picker and the number field; the picker's list opens across the whole row. */
export const PhoneRow = styled.div`
  position: relative;
  display: flex;
  gap: 8px;
  input { flex: 1; min-width: 0; }
`;

/**
 * What a form needs of a dial-code picker: the chosen country's two-letter code and a change
 * handler. It is here so a form can take a picker from another feature without importing it.
 */
export interface DialCodePickerProps {
  value: string;
  onChange: (country: DialCodeCountry) => void;
}

/** A country of the dial-code picker: several may share a dial code (+1, +44). */
export interface DialCodeCountry {
  name: string;
  dial_code: string;
  /** Two capital letters (ZM). */
  code: string;
}

/** A button that looks like a link, for secondary actions ('Login', 'Change address'). */
export const TextButton = styled.button(buttonStyles({ variant: 'text' }));

/** The form's error line (give it role="alert" and point the invalid fields' aria-describedby at it). */
export const FormErrorMessage = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-weight: 600;
`;

/** One field's error line under its control (point the control's aria-describedby at it). */
export const FieldError = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-size: 0.875rem;
`;

/** The links under a form ('Forgot password?', 'Already have an account?'). */
export const FormFooter = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  margin: 0;
  a { color: ${theme.color.brand}; font-weight: 600; }
`;
