import { FormActions, PrimaryButton, SecondaryButton } from '@storefront/ui';
import { LAST_STEP, type ApplicationStep } from '../logic/application-form';

export interface ApplicationActionsProps {
  step: ApplicationStep;
  /** The application is being sent: Previous and Submit wait. */
  sending: boolean;
  onPrevious: () => void;
}

/** Previous from the second step on; Next, or Submit Application on the last step. */
export function ApplicationActions({ step, sending, onPrevious }: ApplicationActionsProps) {
  return (
    <FormActions>
      {step > 1 ? (
        <SecondaryButton type="button" onClick={onPrevious} disabled={sending}>
          Previous
        </SecondaryButton>
      ) : null}
      {step < LAST_STEP ? (
        <PrimaryButton key="next" type="submit">
          Next
        </PrimaryButton>
      ) : (
        <PrimaryButton key="submit" type="submit" disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Submitting...' : 'Submit Application'}
        </PrimaryButton>
      )}
    </FormActions>
  );
}
