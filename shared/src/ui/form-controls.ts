import styled from '@emotion/styled';
import { theme } from './theme';

// The styled parts forms are built from (first used by the account remote's sign-in, registration
// and address forms): the card and frame, a column of labelled fields, a primary and a text button,
// and the form's error line. Behaviour stays with each form.

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
export const TextInput = styled.input`
  width: 100%;
  box-sizing: border-box;
  padding: 10px 12px;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  &:focus { outline: 2px solid ${theme.color.brand}; outline-offset: 1px; }
  &[aria-invalid='true'] { border-color: ${theme.color.danger}; }
`;

/** The form's main action, e.g. its submit button. */
export const PrimaryButton = styled.button`
  padding: 12px 16px;
  border: 0;
  border-radius: 8px;
  background: ${theme.color.brand};
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) { background: ${theme.color.brandDark}; }
  &:disabled { opacity: 0.6; cursor: progress; }
`;

/** A button that looks like a link, for secondary actions ('Login', 'Change address'). */
export const TextButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.color.brand};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

/** The form's error line (give it role="alert" and point the invalid fields' aria-describedby at it). */
export const FormErrorMessage = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-weight: 600;
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
