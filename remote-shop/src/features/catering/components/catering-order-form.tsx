import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  cateringContactMethods,
  cateringEventTypes,
  cateringOrderFormFor,
  citiesByProvince,
  earliestEventDate,
  submitCateringOrder,
  zambianProvinces,
  type CateringBundle,
  type CateringOrderForm,
  type CateringOrderFormInput,
} from '@storefront/api-client';
import { PrimaryButton, theme } from '@storefront/ui';
import { useId, useMemo, type ReactNode } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { advanceNoticeText, cateringEstimateText, localIsoDate } from '../logic/catering-text';

export const CATERING_SUBMIT_FAILED = 'Failed to submit order. Please try again.';
export const CATERING_SUBMITTED = 'Your catering request has been received. We will contact you shortly.';

const eventTypeLabels: Record<(typeof cateringEventTypes)[number], string> = {
  wedding: 'Wedding',
  corporate: 'Corporate event',
  birthday: 'Birthday party',
  conference: 'Conference',
  seminar: 'Seminar',
  family: 'Family gathering',
  other: 'Other',
};
const contactLabels: Record<(typeof cateringContactMethods)[number], string> = {
  phone: 'Phone call',
  email: 'Email',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
};
const dietaryLabels = { vegetarian: 'Vegetarian', vegan: 'Vegan', glutenFree: 'Gluten-free', nutFree: 'Nut-free' } as const;

const Form = styled.form`
  display: grid;
  gap: 16px;
  ${theme.desktopQuery} { grid-template-columns: 1fr 1fr; }
  .wide { grid-column: 1 / -1; }
  label, legend { display: block; margin-bottom: 4px; font-weight: 600; }
  input:not([type='checkbox'], [type='radio']), select, textarea {
    width: 100%;
    min-height: 44px;
    padding: 10px 12px;
    border: 1px solid ${theme.color.border};
    border-radius: 8px;
    font: inherit;
    box-sizing: border-box;
  }
  /* As specific as the input rule above, which would otherwise keep an invalid input's border grey. */
  input[aria-invalid='true'], select[aria-invalid='true'], textarea[aria-invalid='true'] { border-color: ${theme.color.danger}; }
  fieldset { margin: 0; padding: 0; border: 0; }
  fieldset label { display: inline-flex; gap: 6px; margin-right: 16px; font-weight: 400; }
  .error { margin: 4px 0 0; color: ${theme.color.danger}; font-size: 0.875rem; }
  .hint { margin: 4px 0 0; color: ${theme.color.muted}; font-size: 0.875rem; }
  .estimate { color: ${theme.color.text}; font-weight: 600; }
  button[type='submit'] { min-height: 48px; }
`;

/** A field's hint under it: `live` for one that changes as the customer types (the estimated total). */
interface Hint {
  text: string;
  className?: string;
  live?: boolean;
}

function Field({
  label,
  error,
  wide,
  hint,
  children,
}: {
  label: string;
  error?: FieldError;
  wide?: boolean;
  hint?: Hint | null;
  children: (ids: { id: string; errorId: string; invalid: boolean; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error?.message ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wide ? 'wide' : undefined}>
      <label htmlFor={id}>{label}</label>
      {children({ id, errorId, invalid: Boolean(error), describedBy })}
      {hint ? (
        <p id={hintId} className={['hint', hint.className].filter(Boolean).join(' ')} role={hint.live ? 'status' : undefined}>
          {hint.text}
        </p>
      ) : null}
      {error?.message ? (
        <p id={errorId} className="error" role="alert">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The order form of one bundle: every field required except special requests, a valid phone,
 * guests within the bundle's range (with the estimated total as they change), a date far enough
 * ahead for the bundle's notice, and the towns of the chosen province only.
 */
export function CateringOrderFormView({
  bundle,
  onSubmitted,
}: {
  bundle: CateringBundle;
  onSubmitted: () => void;
}) {
  const today = localIsoDate(new Date());
  const schema = useMemo(() => cateringOrderFormFor(bundle, today), [bundle, today]);
  const earliest = earliestEventDate(today, bundle.advanceOrderTime);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CateringOrderFormInput, unknown, CateringOrderForm>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      guestCount: bundle.minGuests,
      eventDate: '',
      city: '',
      address: '',
      specialRequests: '',
      dietaryRestrictions: { vegetarian: false, vegan: false, glutenFree: false, nutFree: false },
    },
  });
  const province = watch('province');
  const estimate = cateringEstimateText(bundle, watch('guestCount'));
  const cities: readonly string[] = province ? citiesByProvince[province] : [];

  const submit = handleSubmit(async (form) => {
    try {
      await submitCateringOrder({ ...form, bundleId: bundle.id });
      onSubmitted();
    } catch {
      // Everything typed stays in the form for another try.
      setError('root', { message: CATERING_SUBMIT_FAILED });
    }
  });

  const describedBy = (errorId: string, invalid: boolean) => (invalid ? errorId : undefined);

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={`Order ${bundle.title}`}>
      <Field label="Full Name" error={errors.name}>
        {({ id, errorId, invalid }) => (
          <input id={id} autoComplete="name" aria-invalid={invalid} aria-describedby={describedBy(errorId, invalid)} {...register('name')} />
        )}
      </Field>
      <Field label="Email Address" error={errors.email}>
        {({ id, errorId, invalid }) => (
          <input id={id} type="email" autoComplete="email" aria-invalid={invalid} aria-describedby={describedBy(errorId, invalid)} {...register('email')} />
        )}
      </Field>
      <Field label="Phone Number" error={errors.phone}>
        {({ id, errorId, invalid }) => (
          <input id={id} type="tel" autoComplete="tel" aria-invalid={invalid} aria-describedby={describedBy(errorId, invalid)} {...register('phone')} />
        )}
      </Field>
      <Field label="Event Type" error={errors.eventType}>
        {({ id, errorId, invalid }) => (
          <select id={id} defaultValue="" aria-invalid={invalid} aria-describedby={describedBy(errorId, invalid)} {...register('eventType')}>
            <option value="" disabled>
              Select event type
            </option>
            {cateringEventTypes.map((type) => (
              <option key={type} value={type}>
                {eventTypeLabels[type]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={`Number of Guests (${bundle.minGuests}-${bundle.maxGuests})`}
        error={errors.guestCount}
        hint={estimate ? { text: estimate, className: 'estimate', live: true } : null}
      >
        {({ id, invalid, describedBy: hintAndError }) => (
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={bundle.minGuests}
            max={bundle.maxGuests}
            aria-invalid={invalid}
            aria-describedby={hintAndError}
            {...register('guestCount', { valueAsNumber: true })}
          />
        )}
      </Field>
      <Field label="Event Date" error={errors.eventDate} hint={{ text: `${advanceNoticeText(bundle.advanceOrderTime)}.` }}>
        {({ id, invalid, describedBy: hintAndError }) => (
          <input id={id} type="date" min={earliest} aria-invalid={invalid} aria-describedby={hintAndError} {...register('eventDate')} />
        )}
      </Field>
      <Field label="Province" error={errors.province}>
        {({ id, errorId, invalid }) => (
          <select
            id={id}
            defaultValue=""
            aria-invalid={invalid}
            aria-describedby={describedBy(errorId, invalid)}
            {...register('province', { onChange: () => setValue('city', '') })}
          >
            <option value="" disabled>
              Select province
            </option>
            {zambianProvinces.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="City" error={errors.city}>
        {({ id, errorId, invalid }) => (
          <select id={id} disabled={!province} aria-invalid={invalid} aria-describedby={describedBy(errorId, invalid)} {...register('city')}>
            <option value="">{province ? 'Select city' : 'Choose a province first'}</option>
            {cities.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Event Address" error={errors.address} wide>
        {({ id, errorId, invalid }) => (
          <input id={id} autoComplete="street-address" aria-invalid={invalid} aria-describedby={describedBy(errorId, invalid)} {...register('address')} />
        )}
      </Field>
      <fieldset className="wide" aria-invalid={Boolean(errors.contactPreference)}>
        <legend>Preferred Contact Method</legend>
        {cateringContactMethods.map((method) => (
          <label key={method}>
            <input type="radio" value={method} {...register('contactPreference')} />
            {contactLabels[method]}
          </label>
        ))}
        {errors.contactPreference?.message ? (
          <p className="error" role="alert">
            {errors.contactPreference.message}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="wide">
        <legend>Dietary Restrictions</legend>
        {(Object.keys(dietaryLabels) as (keyof typeof dietaryLabels)[]).map((key) => (
          <label key={key}>
            <input type="checkbox" {...register(`dietaryRestrictions.${key}`)} />
            {dietaryLabels[key]}
          </label>
        ))}
      </fieldset>
      <Field label="Special Requests" error={errors.specialRequests} wide>
        {({ id }) => <textarea id={id} rows={4} {...register('specialRequests')} />}
      </Field>
      {errors.root?.message ? (
        <p className="error wide" role="alert">
          {errors.root.message}
        </p>
      ) : null}
      <PrimaryButton type="submit" className="wide" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting...' : 'Submit Order'}
      </PrimaryButton>
    </Form>
  );
}
