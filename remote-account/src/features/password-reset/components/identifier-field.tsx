import { Field, FormAlert, TextInput } from '@storefront/ui';
import { useId } from 'react';

export interface IdentifierFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with it, said under it. */
  problem: string | undefined;
}

/** 'Phone number or Email', asked when the screen was opened without the account it is for. */
export function IdentifierField({ value, onChange, problem }: IdentifierFieldProps) {
  const messageId = `${useId()}-message`;
  return (
    <Field label="Phone number or Email" invalid={problem !== undefined} describedBy={problem ? messageId : undefined}>
      {(control) => (
        <>
          <TextInput {...control} type="text" autoComplete="username" value={value} onChange={(event) => onChange(event.target.value)} />
          <FormAlert id={messageId} message={problem} />
        </>
      )}
    </Field>
  );
}
