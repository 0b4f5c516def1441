import { zodResolver } from '@hookform/resolvers/zod';
import {
  Field,
  FormAlert,
  PagePanel,
  PrimaryButton,
  Select,
  StackedForm,
  TextArea,
  TextInput,
  theme,
  useFillOnce,
} from '@storefront/ui';
import { sessionAtom, type SessionUser } from '@storefront/contract';
import { supportTicketSchema, type SupportTicket } from '@storefront/api-client';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { sendTicket } from '../api/send-ticket';
import { emptyTicket, issueTypeOptions, type SupportTicketFormValues } from '../logic/support-content';

const resolver = zodResolver(supportTicketSchema);

/** Who is writing, for a signed-in customer; nothing for a visitor. */
function accountContact(user: SessionUser | undefined): Partial<Pick<SupportTicketFormValues, 'name' | 'email'>> {
  return user ? { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email } : {};
}

/**
 * The support ticket form: sent to the backend, then the 'Thank You!' panel with
 * the fields reset; 'Submit Another Ticket' brings the empty form back. A failed send keeps
 * everything typed.
 */
export function SupportTicketForm() {
  const id = useId();
  const [sentReference, setSentReference] = useState<string | null>(null);
  const [failure, setFailure] = useState<string>();
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const returned = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    setValue,
    getValues,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<SupportTicketFormValues, unknown, SupportTicket>({ resolver, defaultValues: emptyTicket });
  const account = accountContact(useAtomValue(sessionAtom)?.user);
  useFillOnce(account, (field, value) => {
    if (!getFieldState(field).isDirty && !getValues(field)) setValue(field, value);
  });

  useEffect(() => {
    if (sentReference !== null) thanksHeading.current?.focus();
    else if (returned.current) setFocus('name');
  }, [sentReference, setFocus]);

  const onValid = async (ticket: SupportTicket) => {
    setFailure(undefined);
    const outcome = await sendTicket(ticket);
    if (outcome.ok) {
      // Reset for another ticket, still from the same customer.
      reset({ ...emptyTicket, ...account });
      setSentReference(outcome.reference);
      return;
    }
    // Said once, above the Submit button, where it stays while the customer tries again.
    setFailure(outcome.message);
  };

  const errorOf = (field: keyof SupportTicketFormValues) => errors[field]?.message;

  if (sentReference !== null) {
    return (
      <PagePanel aria-labelledby={`${id}-thanks`} css={{ textAlign: 'center', alignItems: 'center' }}>
        <h2 id={`${id}-thanks`} ref={thanksHeading} tabIndex={-1} css={{ color: theme.color.success }}>
          Thank You!
        </h2>
        <p>Your support ticket has been submitted. Our team will get back to you within 24 hours.</p>
        <p>
          Your reference is <strong>{sentReference}</strong>.
        </p>
        <PrimaryButton
          type="button"
          onClick={() => {
            returned.current = true;
            setSentReference(null);
          }}
        >
          Submit Another Ticket
        </PrimaryButton>
      </PagePanel>
    );
  }

  return (
    <PagePanel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Submit a Support Ticket</h2>
      <StackedForm method="post" noValidate aria-label="Support ticket" onSubmit={handleSubmit(onValid)}>
        <Field label="Full Name" required error={errorOf('name')}>
          {(control) => <TextInput {...control} autoComplete="name" {...register('name')} />}
        </Field>
        <Field label="Email Address" required error={errorOf('email')}>
          {(control) => <TextInput {...control} type="email" autoComplete="email" {...register('email')} />}
        </Field>
        <Field label="Order Number (optional)" error={errorOf('orderNumber')}>
          {(control) => <TextInput {...control} {...register('orderNumber')} />}
        </Field>
        <Field label="Issue Type" required error={errorOf('issueType')}>
          {(control) => (
            <Select {...control} {...register('issueType')}>
              {issueTypeOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Message" required error={errorOf('message')}>
          {(control) => <TextArea {...control} rows={5} {...register('message')} />}
        </Field>
        <FormAlert message={failure} />
        <PrimaryButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? 'Submitting...' : 'Submit Ticket'}
        </PrimaryButton>
      </StackedForm>
    </PagePanel>
  );
}
