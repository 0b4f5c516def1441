import styled from '@emotion/styled';
import { ACCOUNT_DELETION_PHRASE } from '@storefront/api-client';
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
  useHydrated,
} from '@storefront/ui';
import { PasswordInput } from '@storefront/ui/password-input';
import { isSignedInAtom, sessionAtom } from '@storefront/contract';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Form, Link, useActionData, useNavigation } from 'react-router-dom';
import { CONTINUE, DELETE_ACCOUNT, INTENT_FIELD, type DeletionAnswer } from '../api/deletion-action';
import { deletionResolver, emptyDeletionForm, isDeletionReady } from '../state/deletion-form';
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
}

/**
 * The account was just deleted and the customer is on their way home: the page shows nothing
 * meanwhile, rather than send them to sign in for the session that ended with the account.
 */
export function useLeavingAfterDeletion(): boolean {
  const signedIn = useAtomValue(isSignedInAtom);
  const navigation = useNavigation();
  return !signedIn && navigation.formData?.get(INTENT_FIELD) === DELETE_ACCOUNT;
}

/**
 * Account deletion in two steps: the warning, the wallet balance with what stops a deletion, and an
 * optional reason; then the password and the typed phrase. A refusal (a wrong password, money in
 * the wallet, an unfinished order) shows the server's message. Back keeps everything typed; 'Delete My Account' stays disabled until the phrase
 * matches exactly and a password is entered.
 */
export function AccountDeletionForm({ balance }: AccountDeletionFormProps) {
  const id = useId();
  const email = useAtomValue(sessionAtom)?.user.email;
  const answer = useActionData<DeletionAnswer>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [step, setStep] = useState<1 | 2>(answer?.step ?? 1);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const reason = answer?.reason ?? '';
  const {
    register,
    trigger,
    control,
    formState: { errors },
  } = useForm({ resolver: deletionResolver, mode: 'onTouched', defaultValues: { ...emptyDeletionForm, reason } });
  const [password, confirmation, typedReason] = useWatch({ control, name: ['password', 'confirmation', 'reason'] });
  // Until the app is in, the server checks the fields: the button cannot wait for a script to enable it.
  const ready = !hydrated || isDeletionReady({ reason: '', password, confirmation });
  const busy = navigation.state !== 'idle' && navigation.formData?.get(INTENT_FIELD) === DELETE_ACCOUNT;

  // After Continue or Back the focus goes to the new step's heading, so the step is announced.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeading.current?.focus();
  }, [step]);

  // The page's form goes to its action once the phrase and a password are there; until then the
  // fields say what is missing.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (ready) return;
    event.preventDefault();
    void trigger();
  };

  return (
    <FormSection aria-labelledby={`${id}-step`} css={{ margin: 0 }}>
      {email ? (
        <Account>
          Signed in as <strong>{email}</strong>
        </Account>
      ) : null}
      {/* Sent to the page's action by the app once it is in, or by the browser before that or without scripts. */}
      <StackedForm as={Form} method="post" noValidate onSubmit={onSubmit}>
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
              {(field) => <ReasonArea {...field} defaultValue={reason} {...register('reason')} />}
            </Field>
            <FormActions>
              <SecondaryLink to="/user/dashboard">Cancel</SecondaryLink>
              <PrimaryButton
                type="submit"
                name={INTENT_FIELD}
                value={CONTINUE}
                onClick={(event) => {
                  event.preventDefault();
                  setStep(2);
                }}
              >
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
            {/* The reason typed on step 1 goes with step 2. */}
            <input type="hidden" name="reason" value={typedReason ?? reason} />
            <Field label="Password" error={errors.password?.message ?? answer?.errors?.password}>
              {(field) => <PasswordInput {...field} autoComplete="current-password" {...register('password')} />}
            </Field>
            <Field label={`Type ${ACCOUNT_DELETION_PHRASE} to confirm`} error={errors.confirmation?.message ?? answer?.errors?.confirmation}>
              {(field) => <TextInput {...field} type="text" autoComplete="off" spellCheck={false} {...register('confirmation')} />}
            </Field>
            <FormAlert message={answer?.message} />
            <FormActions>
              {/* Without scripts Back is the first step again (a button there would be the one Enter
                  presses); the app keeps what was typed. */}
              {hydrated ? (
                <SecondaryButton type="button" onClick={() => setStep(1)}>
                  Back
                </SecondaryButton>
              ) : (
                <SecondaryLink to="/goodbye">Back</SecondaryLink>
              )}
              <Button variant="danger" type="submit" name={INTENT_FIELD} value={DELETE_ACCOUNT} disabled={!ready || busy} aria-busy={busy || undefined}>
                {busy ? 'Processing...' : 'Delete My Account'}
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
