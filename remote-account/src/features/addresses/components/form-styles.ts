import styled from '@emotion/styled';
import { theme } from '@storefront/shared';

// The sign-in, registration and address features each keep these few styled parts: features never
// import each other, and the contract has no form controls yet.

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

export const Subtitle = styled.p`
  margin: -8px 0 0;
  color: ${theme.color.muted};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label { font-weight: 600; font-size: 0.9rem; }
`;

export const Input = styled.input`
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

export const ErrorMessage = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-weight: 600;
`;

export const FormFooter = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  margin: 0;
  a { color: ${theme.color.brand}; font-weight: 600; }
`;
