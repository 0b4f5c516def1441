import { zodResolver } from '@hookform/resolvers/zod';
import {
  FieldError,
  FormAlert,
  FormField,
  PagePanel,
  PrimaryButton,
  RequiredMark,
  Select,
  StackedForm,
  TextArea,
  TextInput,
  theme,
} from '@storefront/ui';
import { showToastAtom } from '@storefront/contract';
import { supportTicketSchema, type SupportTicket } from '@storefront/api-client';
import { useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { sendTicket } from '../api/send-ticket';
import { emptyTicket, issueTypeOptions, type SupportTicketFormValues } from '../logic/support-content';

const resolver = zodResolver(supportTicketSchema);

type Field = keyof SupportTicketFormValues;

/**
 * The support ticket form: sent to the backend, then the 'Thank You!' panel with
 * the fields reset; 'Submit Another Ticket' brings the empty form back. A failed send keeps
 * everything typed.
 */
export function SupportTicketForm() {
  const id = useId();
  const toast = useSetAtom(showToastAtom);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const returned = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SupportTicketFormValues, unknown, SupportTicket>({ resolver, defaultValues: emptyTicket });

  useEffect(() => {
    if (sent) thanksHeading.current?.focus();
    else if (returned.current) setFocus('name');
  }, [sent, setFocus]);

  const onValid = async (ticket: SupportTicket) => {
    setFailure(undefined);
    const outcome = await sendTicket(ticket);
    if (outcome.ok) {
      reset(emptyTicket);
      setSent(true);
      return;
    }
    setFailure(outcome.message);
    toast(outcome.message, 'error');
  };

  const fieldId = (field: Field) => `${id}-${field}`;
  const errorId = (field: Field) => `${id}-${field}-error`;
  const described = (field: Field) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};
  const errorOf = (field: Field) =>
    errors[field]?.message ? <FieldError id={errorId(field)}>{errors[field]?.message}</FieldError> : null;

  if (sent) {
    return (
      <PagePanel aria-labelledby={`${id}-thanks`} css={{ textAlign: 'center', alignItems: 'center' }}>
        <h2 id={`${id}-thanks`} ref={thanksHeading} tabIndex={-1} css={{ color: theme.color.success }}>
          Thank You!
        </h2>
        <p>Your support ticket has been submitted. Our team will get back to you within 24 hours.</p>
        <PrimaryButton
          type="button"
          onClick={() => {
            returned.current = true;
            setSent(false);
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
      <StackedForm noValidate aria-label="Support ticket" onSubmit={handleSubmit(onValid)}>
        <FormField>
          <label htmlFor={fieldId('name')}>
            Full Name
            <RequiredMark />
          </label>
          <TextInput id={fieldId('name')} autoComplete="name" aria-required="true" {...described('name')} {...register('name')} />
          {errorOf('name')}
        </FormField>
        <FormField>
          <label htmlFor={fieldId('email')}>
            Email Address
            <RequiredMark />
          </label>
          <TextInput
            id={fieldId('email')}
            type="email"
            autoComplete="email"
            aria-required="true"
            {...described('email')}
            {...register('email')}
          />
          {errorOf('email')}
        </FormField>
        <FormField>
          <label htmlFor={fieldId('orderNumber')}>Order Number (optional)</label>
          <TextInput id={fieldId('orderNumber')} {...described('orderNumber')} {...register('orderNumber')} />
          {errorOf('orderNumber')}
        </FormField>
        <FormField>
          <label htmlFor={fieldId('issueType')}>
            Issue Type
            <RequiredMark />
          </label>
          <Select id={fieldId('issueType')} aria-required="true" {...described('issueType')} {...register('issueType')}>
            {issueTypeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
          {errorOf('issueType')}
        </FormField>
        <FormField>
          <label htmlFor={fieldId('message')}>
            Message
            <RequiredMark />
          </label>
          <TextArea id={fieldId('message')} rows={5} aria-required="true" {...described('message')} {...register('message')} />
          {errorOf('message')}
        </FormField>
        <FormAlert message={failure} />
        <PrimaryButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? 'Submitting...' : 'Submit Ticket'}
        </PrimaryButton>
      </StackedForm>
    </PagePanel>
  );
}
