import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  cateringContactMethods,
  cateringEventTypes,
  cateringOrderFormFor,
  citiesByProvince,
  earliestEventDate,
  shortReference,
  submitCateringOrder,
  zambianProvinces,
  type CateringBundle,
  type CateringOrderForm,
  type CateringOrderFormInput,
} from '@storefront/api-client';
import { Field, PrimaryButton, theme, type FieldProps } from '@storefront/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { SignedInContact } from '../api/catering-bundle-reads';
import { advanceNoticeText, cateringEstimateText, localIsoDate } from '../logic/catering-text';

export const CATERING_SUBMIT_FAILED = 'Failed to submit order. Please try again.';
export const CATERING_SUBMITTED = 'Your catering request has been received. We will contact you shortly.';

/** The confirmation with the reference to quote, which the dashboard lists too. */
export function cateringSubmittedText(reference: string): string {
  return `${CATERING_SUBMITTED} Your reference is ${reference}.`;
}

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
  button[type='submit'] { min-height: 48px; }
`;

/** The estimated total under the guests, said again as it changes. */
const Estimate = styled.span`
  color: ${theme.color.text};
  font-weight: 600;
`;

/** A field of this form: its error is announced, as the form has no other message at once. */
function CateringField(props: FieldProps) {
  return <Field announceError {...props} />;
}

/**
 * The order form of one bundle: every field required except special requests, a valid phone,
 * guests within the bundle's range (with the estimated total as they change), a date far enough
 * ahead for the bundle's notice, and the towns of the chosen province only.
 */
export function CateringOrderFormView({
  bundle,
  contact = null,
  onSubmitted,
}: {
  bundle: CateringBundle;
  /** Who is ordering, for a signed-in customer (the page's loader read it): the form starts from it. */
  contact?: SignedInContact | null;
  /** Called with the reference the customer can quote to the catering team. */
  onSubmitted: (reference: string) => void;
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
      // Also each field's defaultValue below: the form's own values reach the inputs only once it
      // runs, and the server's page carries the customer's details too.
      name: contact?.name ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
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
      const receipt = await submitCateringOrder({ ...form, bundleId: bundle.id });
      onSubmitted(receipt.data.reference ?? shortReference('CAT', receipt.data.uuid));
    } catch {
      // Everything typed stays in the form for another try.
      setError('root', { message: CATERING_SUBMIT_FAILED });
    }
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={`Order ${bundle.title}`}>
      <CateringField label="Full Name" error={errors.name?.message}>
        {(control) => (
          <input {...control} autoComplete="name" defaultValue={contact?.name} {...register('name')} />
        )}
      </CateringField>
      <CateringField label="Email Address" error={errors.email?.message}>
        {(control) => (
          <input {...control} type="email" autoComplete="email" defaultValue={contact?.email} {...register('email')} />
        )}
      </CateringField>
      <CateringField label="Phone Number" error={errors.phone?.message}>
        {(control) => (
          <input {...control} type="tel" autoComplete="tel" defaultValue={contact?.phone} {...register('phone')} />
        )}
      </CateringField>
      <CateringField label="Event Type" error={errors.eventType?.message}>
        {(control) => (
          <select {...control} defaultValue="" {...register('eventType')}>
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
      </CateringField>
      <CateringField
        label={`Number of Guests (${bundle.minGuests}-${bundle.maxGuests})`}
        error={errors.guestCount?.message}
        hint={estimate ? <Estimate role="status">{estimate}</Estimate> : undefined}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={bundle.minGuests}
            max={bundle.maxGuests}
            {...register('guestCount', { valueAsNumber: true })}
          />
        )}
      </CateringField>
      <CateringField label="Event Date" error={errors.eventDate?.message} hint={`${advanceNoticeText(bundle.advanceOrderTime)}.`}>
        {(control) => (
          <input {...control} type="date" min={earliest} {...register('eventDate')} />
        )}
      </CateringField>
      <CateringField label="Province" error={errors.province?.message}>
        {(control) => (
          <select
            {...control}
            defaultValue=""
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
      </CateringField>
      <CateringField label="City" error={errors.city?.message}>
        {(control) => (
          <select {...control} disabled={!province} {...register('city')}>
            <option value="">{province ? 'Select city' : 'Choose a province first'}</option>
            {cities.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        )}
      </CateringField>
      <CateringField label="Event Address" error={errors.address?.message} className="wide">
        {(control) => (
          <input {...control} autoComplete="street-address" {...register('address')} />
        )}
      </CateringField>
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
      <CateringField label="Special Requests" error={errors.specialRequests?.message} className="wide">
        {(control) => <textarea {...control} rows={4} {...register('specialRequests')} />}
      </CateringField>
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
