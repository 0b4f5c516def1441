import styled from '@emotion/styled';
// By the package's name, not a relative path: an app bundles this entry itself, and a relative
// import would bring a second copy of the contract's form controls instead of the page's one.
import { TextInput } from './form-controls';
import { theme } from './theme';
import { useId, useState, type ComponentPropsWithRef } from 'react';
import { useHydrated } from './use-hydrated';

const PasswordBox = styled.div`
  position: relative;
  input { padding-right: 72px; }
`;

const ToggleButton = styled.button`
  position: absolute;
  top: 50%;
  right: 8px;
  transform: translateY(-50%);
  padding: 4px 8px;
  border: 0;
  border-radius: 6px;
  background: ${theme.color.brandSoft};
  color: ${theme.color.brandDark};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  cursor: pointer;
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 0.85rem;
`;

export interface PasswordInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  id: string;
  /** What the toggle shows or hides, for its name: 'Show password' unless a form has several. */
  toggleName?: string;
  /** A line under the field that it is described by, such as the rule for a new password. */
  hint?: string;
}

/**
 * A password field with a Show/Hide toggle, so a phone user can check what they typed. Takes the
 * props of an input (a react-hook-form `register(...)` included); the field's own
 * aria-describedby comes first, then the hint.
 */
export function PasswordInput({ id, toggleName = 'password', hint, 'aria-describedby': describedBy, ...input }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  // The toggle changes the field in the page only: before the app is in, a tap on it would do nothing.
  const toggles = useHydrated();
  const hintId = `${useId()}-hint`;
  const description = [describedBy, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <PasswordBox>
        <TextInput id={id} type={shown ? 'text' : 'password'} aria-describedby={description} {...input} />
        {toggles ? (
          <ToggleButton
            type="button"
            aria-label={`${shown ? 'Hide' : 'Show'} ${toggleName}`}
            aria-controls={id}
            onClick={() => setShown((now) => !now)}
          >
            {shown ? 'Hide' : 'Show'}
          </ToggleButton>
        ) : null}
      </PasswordBox>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </>
  );
}
