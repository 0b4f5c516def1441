import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { FieldError, FormField } from './form-controls';
import { RequiredMark } from './required-mark';
import { theme } from './theme';

const Hint = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 0.85rem;
`;

/** What a `Field` hands its control, to spread on it beside the form's own props (`register(...)`). */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** What else a control may need of its field: a combobox names itself by the label's id. */
export interface FieldParts {
  labelId: string;
}

export interface FieldProps {
  /** The label's words; its `htmlFor` is the control's id. */
  label: ReactNode;
  /** The control renders itself with these props, so it stays the form's own (an input, a select...). */
  children: (control: FieldControlProps, parts: FieldParts) => ReactNode;
  /** The control's id, when the form needs to know it; a generated one otherwise. */
  id?: string;
  /** Shows the required mark after the label and says so on the control. */
  required?: boolean;
  /** A line under the control that describes it (a rule, a format). */
  hint?: ReactNode;
  /** This field's message, shown under it; the control is then invalid and described by it. */
  error?: ReactNode;
  /** Announce the message as it appears (role="alert"), for a form that says nothing else at once. */
  announceError?: boolean;
  /**
   * Invalid without a message of its own: a form that says what is wrong in one line for every
   * field marks the fields with this and names that line in `describedBy`.
   */
  invalid?: boolean;
  /** Ids of other elements describing the control (the form's message), read before the error and the hint. */
  describedBy?: string;
  /** For a field laid out in a row with others (`FieldRow`). */
  className?: string;
}

/**
 * One field of a form: its label (with the required mark), the control, a hint and the error line,
 * with the wiring a screen reader needs (label `htmlFor`, the control's `aria-describedby`,
 * `aria-invalid`, `aria-required`). The control is a render prop, so the form keeps its own input
 * and its own state (react-hook-form's `register` is spread beside the props it gets).
 */
export function Field({ label, children, id, required, hint, error, announceError, invalid, describedBy, className }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const labelId = `${controlId}-label`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const description = [describedBy, hasError ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ');
  const control: FieldControlProps = { id: controlId };
  if (description) control['aria-describedby'] = description;
  if (hasError || invalid) control['aria-invalid'] = true;
  if (required) control['aria-required'] = true;
  return (
    <FormField className={className}>
      <label id={labelId} htmlFor={controlId}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children(control, { labelId })}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {hasError ? (
        <FieldError id={errorId} role={announceError ? 'alert' : undefined}>
          {error}
        </FieldError>
      ) : null}
    </FormField>
  );
}
