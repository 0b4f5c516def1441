import styled from '@emotion/styled';
import { ACCOUNT_DELETION_PHRASE, type AccountDeletionForm as DeletionRequest } from '@storefront/api-client';
import {
  Button,
  Field,
  FormActions,
  FormAlert,
  FormSection,
  PrimaryButton,
  SecondaryButton,
  SecondaryLink,
  StackedForm,
  TextArea,
  TextInput,
  theme,
} from '@storefront/ui';
import { PasswordInput } from '@storefront/ui/password-input';
import { sessionAtom, showToastAtom } from '@storefront/contract';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { submitDeletionRequest } from '../api/submit-deletion-request';
import { deletionPayload, deletionResolver, emptyDeletionForm, isDeletionReady } from '../state/deletion-form';
import { WalletBeforeDeletion } from './wallet-before-deletion';

const Warning = styled.div`
  padding: 14px 16px;
  border: 1px solid ${theme.color.danger};
  border-radius: ${theme.radius};
  background: #fef2f2;
  p { margin: 0; }
  p + p, p + ul, ul + p { margin-top: 8px; }
  ul { margin: 8px 0 0; padding-left: 20px; }
`;

const Account = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  strong { color: ${theme.color.text}; }
`;

const ReasonArea = styled(TextArea)`
  min-height: 96px;
`;

const SupportLine = styled.p`
  margin: 0;
  a { color: ${theme.color.brand}; font-weight: 600; }
`;

export interface AccountDeletionFormProps {
  /** The wallet balance the page's loader read (readWalletBeforeDeletion). */
  balance: number;
  /** Called once the server deleted the account (the page then forgets the customer and goes home). */
  onDeleted: () => void;
}

/**
 * Account deletion in two steps: the warning, the wallet balance with what stops a deletion, and an
 * optional reason; then the password and the typed phrase. A refusal (a wrong password, money in
 * the wallet, an unfinished order) shows the server's message. Back keeps everything typed; 'Delete My Account' stays disabled until the phrase
 * matches exactly and a password is entered.
 */
export function AccountDeletionForm({ balance, onDeleted }: AccountDeletionFormProps) {
  const id = useId();
  const email = useAtomValue(sessionAtom)?.user.email;
  const toast = useSetAtom(showToastAtom);
  const [step, setStep] = useState<1 | 2>(1);
  const [failure, setFailure] = useState<string | undefined>();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: deletionResolver, mode: 'onTouched', defaultValues: emptyDeletionForm });
  const [password, confirmation] = useWatch({ control, name: ['password', 'confirmation'] });
  const ready = isDeletionReady({ reason: '', password, confirmation });

  // After Continue or Back the focus goes to the new step's heading, so the step is announced.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeading.current?.focus();
  }, [step]);

  const onValid = async (form: DeletionRequest) => {
    setFailure(undefined);
    const outcome = await submitDeletionRequest(deletionPayload(form));
    toast(outcome.message, outcome.ok ? 'success' : 'error');
    if (outcome.ok) onDeleted();
    else setFailure(outcome.message);
  };

  return (
    <FormSection aria-labelledby={`${id}-step`} css={{ margin: 0 }}>
      {email ? (
        <Account>
          Signed in as <strong>{email}</strong>
        </Account>
      ) : null}
      <StackedForm noValidate onSubmit={handleSubmit(onValid)}>
        {step === 1 ? (
          <>
            <h2 id={`${id}-step`} ref={stepHeading} tabIndex={-1}>
              Before you go
            </h2>
            <Warning>
              <p>Deleting your account:</p>
              <ul>
                <li>closes it at once and signs you out on every device;</li>
                <li>removes your personal information (name, e-mail, phone number, password and saved addresses) and your order history from your account: past orders stay in the kitchens' records with no name on them;</li>
                <li>cannot be undone: a deleted account cannot be recovered.</li>
              </ul>
            </Warning>
            <WalletBeforeDeletion headingId={`${id}-wallet`} balance={balance} />
            <Field label="Reason for leaving" hint="Optional. It helps us improve.">
              {(field) => <ReasonArea {...field} {...register('reason')} />}
            </Field>
            <FormActions>
              <SecondaryLink to="/user/dashboard">Cancel</SecondaryLink>
              <PrimaryButton type="button" onClick={() => setStep(2)}>
                Continue
              </PrimaryButton>
            </FormActions>
          </>
        ) : (
          <>
            <h2 id={`${id}-step`} ref={stepHeading} tabIndex={-1}>
              Confirm account deletion
            </h2>
            <Warning>
              <p>
                <strong>This action is irreversible.</strong> Your account and everything in it will be permanently
                deleted.
              </p>
            </Warning>
            <Field label="Password" error={errors.password?.message}>
              {(field) => <PasswordInput {...field} autoComplete="current-password" {...register('password')} />}
            </Field>
            <Field label={`Type ${ACCOUNT_DELETION_PHRASE} to confirm`} error={errors.confirmation?.message}>
              {(field) => <TextInput {...field} type="text" autoComplete="off" spellCheck={false} {...register('confirmation')} />}
            </Field>
            <FormAlert message={failure} />
            <FormActions>
              <SecondaryButton type="button" onClick={() => setStep(1)}>
                Back
              </SecondaryButton>
              <Button variant="danger" type="submit" disabled={!ready || isSubmitting} aria-busy={isSubmitting || undefined}>
                {isSubmitting ? 'Processing...' : 'Delete My Account'}
              </Button>
            </FormActions>
            <SupportLine>
              Changed your mind or need help? <Link to="/support">Contact Support</Link>
            </SupportLine>
          </>
        )}
      </StackedForm>
    </FormSection>
  );
}
