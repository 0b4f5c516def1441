import { FormErrorMessage, TextButton } from './form-controls';

export interface FormAlertProps {
  /** Point the invalid fields' aria-describedby at this id. */
  id?: string;
  message: string | undefined;
}

/** The form's error line, announced as it appears; nothing while there is no message. */
export function FormAlert({ id, message }: FormAlertProps) {
  if (!message) return null;
  return (
    <FormErrorMessage id={id} role="alert">
      {message}
    </FormErrorMessage>
  );
}

/** What could not be loaded, with 'Try again' to load it again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <>
      <FormErrorMessage role="alert">{message}</FormErrorMessage>
      <TextButton type="button" css={{ alignSelf: 'flex-start' }} onClick={onRetry}>
        Try again
      </TextButton>
    </>
  );
}
