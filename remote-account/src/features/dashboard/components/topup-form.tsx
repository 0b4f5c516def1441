import styled from '@emotion/styled';
import { Field, FormAlert, FormSection, PrimaryButton, StackedForm, TextInput, theme } from '@storefront/ui';
import { useId, type ReactNode } from 'react';
import { Form, useActionData, useNavigation } from 'react-router-dom';
import { AMOUNT_FIELD, INTENT_FIELD, TOP_UP, type DashboardActionData, type TopupAnswer } from '../api/topup-form-fields';

export interface TopupFieldsProps {
  /** What the action answered to the last top-up sent from here. */
  answer: TopupAnswer | undefined;
  /** The form is at work: Top Up says so until the answer comes. */
  busy: boolean;
  autoFocus?: boolean;
  /** What the form says above its button (how it went). */
  children?: ReactNode;
}

/** The amount (a refusal of it said under it, what was typed kept) and Top Up: the dialog's and the page's. */
export function TopupFields({ answer, busy, autoFocus, children }: TopupFieldsProps) {
  const id = useId();
  const invalid = Boolean(answer?.amountInvalid);
  return (
    <>
      <input type="hidden" name={INTENT_FIELD} value={TOP_UP} />
      <Field label="Amount (ZMW)" invalid={invalid} describedBy={invalid ? `${id}-error` : undefined}>
        {(control) => (
          <TextInput
            {...control}
            name={AMOUNT_FIELD}
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            autoFocus={autoFocus}
            defaultValue={answer?.amount}
          />
        )}
      </Field>
      <FormAlert id={`${id}-error`} message={invalid ? answer?.message : undefined} />
      {children}
      <PrimaryButton type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Processing...' : 'Top Up'}
      </PrimaryButton>
    </>
  );
}

const Started = styled.p`
  margin: 0;
  color: ${theme.color.success};
  font-weight: 600;
`;

/**
 * Top Up Wallet as a part of the page, for a customer whose page runs no script (the button asks
 * the server for the page with it): the page's action starts the top-up and sends them to pay, or
 * says here why not.
 */
export function TopupSection() {
  const id = useId();
  const answered = useActionData<DashboardActionData>();
  const answer = answered?.intent === TOP_UP ? answered : undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get(INTENT_FIELD) === TOP_UP;
  return (
    <FormSection aria-labelledby={`${id}-title`} css={{ margin: '0 0 32px' }}>
      <h2 id={`${id}-title`}>Top Up Wallet</h2>
      <StackedForm as={Form} method="post" noValidate>
        <TopupFields answer={answer} busy={busy}>
          {answer?.ok ? <Started role="status">{answer.message}</Started> : null}
          {answer && !answer.ok && !answer.amountInvalid ? <FormAlert message={answer.message} /> : null}
        </TopupFields>
      </StackedForm>
    </FormSection>
  );
}
