import { z } from 'zod/mini';
import { INVALID_PHONE_MESSAGE, isValidPhone } from './auth';
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
  // The storefront's one phone rule (10 to 15 digits), as registration checks it.
  phone: z.string().check(z.trim(), z.minLength(1, REQUIRED), z.refine((value) => value === '' || isValidPhone(value), INVALID_PHONE_MESSAGE)),
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

/** A bundle's notice in hours: 48 or '48' (or '48 hours'); 0 when it names none. */
export function advanceNoticeHours(advanceOrderTime: CateringBundle['advanceOrderTime'] | undefined): number {
  const hours = typeof advanceOrderTime === 'number' ? advanceOrderTime : Number(/\d+(?:\.\d+)?/.exec(advanceOrderTime ?? '')?.[0] ?? 0);
  return Number.isFinite(hours) && hours > 0 ? hours : 0;
}

/** `days` after an ISO date (YYYY-MM-DD), as an ISO date. */
export function isoDatePlusDays(isoDate: string, days: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The first day an event may be booked for, `today` being the day it is booked: the bundle's
 * notice counted in whole days, so 24 hours' notice allows tomorrow and 48 hours the day after.
 * Dates carry no time of day, so a notice in hours can only be kept in days.
 */
export function earliestEventDate(today: string, advanceOrderTime: CateringBundle['advanceOrderTime'] | undefined): string {
  return isoDatePlusDays(today, Math.ceil(advanceNoticeHours(advanceOrderTime) / 24));
}

/** 'This bundle needs at least 48 hours' notice: please choose a later date.' */
export function advanceNoticeMessage(hours: number): string {
  return `This bundle needs at least ${hours} hours' notice: please choose a later date.`;
}

export const EVENT_DATE_IN_PAST_MESSAGE = 'The event date cannot be in the past';

/**
 * The form for one bundle: guests within the bundle's range, a date not before `today`
 * (YYYY-MM-DD, passed in so the rule is testable) and far enough ahead for the bundle's notice,
 * a town of the chosen province.
 */
export function cateringOrderFormFor(
  bundle: Pick<CateringBundle, 'minGuests' | 'maxGuests'> & Partial<Pick<CateringBundle, 'advanceOrderTime'>>,
  today: string,
) {
  const earliest = earliestEventDate(today, bundle.advanceOrderTime);
  const notice = advanceNoticeMessage(advanceNoticeHours(bundle.advanceOrderTime));
  // The guests and the date are checked with their own fields, so their messages show with the
  // others at the first try; the town needs the province, so it is checked on the whole form.
  return z
    .extend(cateringOrderFormSchema, {
      guestCount: z.number(REQUIRED).check(
        z.int(),
        z.refine((count) => count >= bundle.minGuests && count <= bundle.maxGuests, {
          message: `Guest count must be between ${bundle.minGuests} and ${bundle.maxGuests}`,
        }),
      ),
      // ISO dates compare correctly as text.
      eventDate: z.iso.date(REQUIRED).check(
        z.refine((date) => date >= today, { message: EVENT_DATE_IN_PAST_MESSAGE, abort: true }),
        z.refine((date) => date >= earliest, { message: notice }),
      ),
    })
    .check(
      z.superRefine((form, context) => {
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

/** `reference` ('CAT-1A2B3C4D') is what the customer quotes to the catering team; older answers have none. */
export const cateringOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.nullish(z.string()),
  data: z.object({ uuid: z.string().check(z.minLength(1)), reference: z.optional(z.string().check(z.minLength(1))) }),
});

export const cateringRequestStatuses = ['new', 'contacted', 'confirmed', 'declined'] as const;

/** A catering request as its customer sees it on the dashboard. */
export const cateringRequestSchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  reference: z.string().check(z.minLength(1)),
  bundle_id: z.string(),
  /** The bundle's title when the shop still offers it. */
  bundle_title: z.nullish(z.string()),
  event_type: z.string(),
  guest_count: z.number(),
  /** YYYY-MM-DD */
  event_date: z.string(),
  province: z.string(),
  city: z.string(),
  /** new, contacted, confirmed or declined; another is shown as it comes. */
  status: z.string(),
  created_at: z.string(),
});

/** `GET {api}/catering-requests` (bearer): the signed-in customer's requests, newest first. */
export const cateringRequestsResponseSchema = z.object({
  data: z.array(cateringRequestSchema),
});

export type CateringRequest = z.infer<typeof cateringRequestSchema>;

export type CateringOrderPayload = z.infer<typeof cateringOrderPayloadSchema>;
export type CateringOrderReceipt = z.infer<typeof cateringOrderResponseSchema>;
/** What the catering form holds before it is validated. */
export type CateringOrderFormInput = z.input<typeof cateringOrderFormSchema>;
