import styled from '@emotion/styled';
import { CONTACT_MESSAGE_MAX_LENGTH, type ContactMessage } from '@storefront/api-client';
import { Field, PrimaryButton, StackedForm, TextArea, TextInput, theme } from '@storefront/ui';
import { showToastAtom } from '@storefront/contract';
import { useSetAtom } from 'jotai';
import { useReducer, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { sendContactMessage } from '../api/send-contact-message';
import {
  CONTACT_SENT_NOTE,
  contactFields,
  emptyContactForm,
  messageCounterText,
  validateContactForm,
  type ContactErrors,
  type ContactField,
} from '../logic/contact-form';
import { initialContactOutcome, nextContactOutcome } from '../logic/contact-outcome';

// A form of four text fields kept in React state: react-hook-form is not a dependency
// of this remote and cannot be added here; the rules are the contract's schema either way.

const MessageBox = styled(TextArea)`
  min-height: 160px;
`;

/** Under the message box, on the right: how many characters of the limit are used. */
const Counter = styled.span`
  display: block;
  text-align: right;
  font-size: 0.8rem;
`;

const SentNote = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: 8px;
  background: #f0fdf4;
  color: ${theme.color.success};
  font-weight: 600;
`;

const labels: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

/** The contact form: name, e-mail, subject and message; cleared once sent, kept as typed when sending fails. */
export function ContactForm({ initialSubject = '' }: { initialSubject?: string }) {
  const toast = useSetAtom(showToastAtom);
  const [values, setValues] = useState<ContactMessage>({ ...emptyContactForm, subject: initialSubject });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [outcome, dispatch] = useReducer(nextContactOutcome, initialContactOutcome);
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const change = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome.status === 'sending') return;
    dispatch({ type: 'submitted' });
    const checked = validateContactForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const firstInvalid = contactFields.find((field) => checked.errors[field]);
      if (firstInvalid) fieldRefs.current[firstInvalid]?.focus();
      return;
    }
    setErrors({});
    dispatch({ type: 'sending' });
    const result = await sendContactMessage(checked.message);
    // One message per outcome: the thank-you note beside the form when it went (it stays while
    // the emptied form is looked at), the toast when it failed (the form keeps what was typed).
    if (result.ok) {
      setValues(emptyContactForm);
      dispatch({ type: 'sent' });
    } else {
      dispatch({ type: 'failed', message: result.message });
      toast(result.message, 'error');
    }
  };

  const fieldProps = (field: ContactField) => ({
    name: field,
    required: true,
    value: values[field],
    onChange: change(field),
  });

  const sending = outcome.status === 'sending';
  return (
    <StackedForm method="post" noValidate onSubmit={submit} aria-label="Contact form">
      {(['name', 'email', 'subject'] as const).map((field) => (
        <Field key={field} label={labels[field]} error={errors[field]}>
          {(control) => (
            <TextInput
              {...control}
              {...fieldProps(field)}
              ref={(element) => {
                fieldRefs.current[field] = element;
              }}
              type={field === 'email' ? 'email' : 'text'}
              autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : 'off'}
            />
          )}
        </Field>
      ))}
      <Field label={labels.message} error={errors.message} hint={<Counter>{messageCounterText(values.message)}</Counter>}>
        {(control) => (
          <MessageBox
            {...control}
            {...fieldProps('message')}
            ref={(element) => {
              fieldRefs.current.message = element;
            }}
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          />
        )}
      </Field>
      {outcome.status === 'sent' ? <SentNote role="status">{CONTACT_SENT_NOTE}</SentNote> : null}
      <PrimaryButton type="submit" disabled={sending} aria-busy={sending || undefined}>
        {sending ? 'Sending...' : 'Send Message'}
      </PrimaryButton>
    </StackedForm>
  );
}
