import { z } from 'zod/mini';
import { EMAIL_PATTERN, idSchema } from './primitives';
import { citiesByProvince, zambianProvinces } from './zambian-provinces';

export const cateringEventTypes = ['wedding', 'corporate', 'birthday', 'conference', 'seminar', 'family', 'other'] as const;
export const cateringContactMethods = ['phone', 'email', 'whatsapp', 'sms'] as const;

export type CateringEventType = (typeof cateringEventTypes)[number];
export type CateringContactMethod = (typeof cateringContactMethods)[number];

export const dietaryInfoSchema = z.object({
  vegetarian: z.boolean(),
  vegan: z.boolean(),
  glutenFree: z.boolean(),
  nutFree: z.boolean(),
});

/** A catering bundle (static data of the shop); `price` is the text shown, e.g. '$25 per person'. */
export const cateringBundleSchema = z
  .object({
    id: idSchema,
    title: z.string().check(z.minLength(1)),
    description: z.string(),
    longDescription: z.string(),
    image: z.string(),
    price: z.string(),
    minGuests: z.int().check(z.positive()),
    maxGuests: z.int().check(z.positive()),
    includes: z.array(z.string()),
    dietaryInfo: dietaryInfoSchema,
    preparationTime: z.string(),
    advanceOrderTime: z.union([z.number(), z.string()]),
    featured: z.boolean(),
  })
  .check(z.refine((bundle) => bundle.minGuests <= bundle.maxGuests, { message: 'minGuests exceeds maxGuests' }));

const REQUIRED = 'This field is required';

/** The catering order form; the bounds that depend on the bundle and the day are added by `cateringOrderFormFor`. */
export const cateringOrderFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, REQUIRED)),
  email: z.string().check(z.trim(), z.regex(EMAIL_PATTERN, 'Please enter a valid email address.')),
  phone: z.string().check(z.trim(), z.minLength(1, REQUIRED)),
  eventType: z.enum(cateringEventTypes, REQUIRED),
  guestCount: z.number(REQUIRED).check(z.int()),
  eventDate: z.iso.date(REQUIRED),
  province: z.enum(zambianProvinces, REQUIRED),
  city: z.string().check(z.minLength(1, REQUIRED)),
  address: z.string().check(z.trim(), z.minLength(1, REQUIRED)),
  contactPreference: z.enum(cateringContactMethods, REQUIRED),
  specialRequests: z.optional(z.string()),
  dietaryRestrictions: dietaryInfoSchema,
});

export type CateringBundle = z.infer<typeof cateringBundleSchema>;
export type DietaryInfo = z.infer<typeof dietaryInfoSchema>;
export type CateringOrderForm = z.infer<typeof cateringOrderFormSchema>;

/**
 * The form for one bundle: guests within the bundle's range, a date not before `today`
 * (YYYY-MM-DD, passed in so the rule is testable), a town of the chosen province.
 */
export function cateringOrderFormFor(bundle: Pick<CateringBundle, 'minGuests' | 'maxGuests'>, today: string) {
  return cateringOrderFormSchema.check(
    z.superRefine((form, context) => {
      if (form.guestCount < bundle.minGuests || form.guestCount > bundle.maxGuests) {
        context.addIssue({
          code: 'custom',
          path: ['guestCount'],
          message: `Guest count must be between ${bundle.minGuests} and ${bundle.maxGuests}`,
        });
      }
      // ISO dates compare correctly as text.
      if (form.eventDate < today) {
        context.addIssue({ code: 'custom', path: ['eventDate'], message: 'The event date cannot be in the past' });
      }
      const cities: readonly string[] = citiesByProvince[form.province];
      if (!cities.includes(form.city)) {
        context.addIssue({ code: 'custom', path: ['city'], message: 'Please choose a city of the selected province' });
      }
    }),
  );
}

/** `POST {api}/catering/orders`: the form plus the bundle it is for. */
export const cateringOrderPayloadSchema = z.extend(cateringOrderFormSchema, {
  bundleId: idSchema,
});

export const cateringOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.nullish(z.string()),
  data: z.object({ uuid: z.string().check(z.minLength(1)) }),
});

export type CateringOrderPayload = z.infer<typeof cateringOrderPayloadSchema>;
export type CateringOrderReceipt = z.infer<typeof cateringOrderResponseSchema>;
/** What the catering form holds before it is validated. */
export type CateringOrderFormInput = z.input<typeof cateringOrderFormSchema>;
