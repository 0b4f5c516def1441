import {
  advanceNoticeHours,
  cateringBundleSchema,
  cateringContactMethods,
  cateringEventTypes,
  cateringOrderFormFor,
  cateringOrderFormSchema,
  earliestEventDate,
  isoDatePlusDays,
} from '../catering';
import { citiesOf, zambianProvinces } from '../zambian-provinces';

const bundle = {
  id: 1,
  title: 'Wedding Feast',
  description: 'For the big day',
  longDescription: 'Everything for a wedding',
  image: '/img/wedding.jpg',
  price: '$25 per person',
  minGuests: 20,
  maxGuests: 500,
  includes: ['Nshima', 'Grilled chicken'],
  dietaryInfo: { vegetarian: true, vegan: false, glutenFree: true, nutFree: true },
  preparationTime: '3 hours',
  advanceOrderTime: 72,
  featured: true,
};

const form = {
  name: 'Mwila Banda',
  email: 'mwila@example.com',
  phone: '0977123456',
  eventType: 'wedding',
  guestCount: 120,
  eventDate: '2030-06-01',
  province: 'Copperbelt',
  city: 'Kitwe',
  address: 'Plot 1, Freedom Avenue',
  contactPreference: 'whatsapp',
  specialRequests: '',
  dietaryRestrictions: { vegetarian: false, vegan: false, glutenFree: false, nutFree: true },
};

describe('catering', () => {
  it('lists the event types, contact methods and ten provinces with their towns', () => {
    expect(cateringEventTypes).toEqual(['wedding', 'corporate', 'birthday', 'conference', 'seminar', 'family', 'other']);
    expect(cateringContactMethods).toEqual(['phone', 'email', 'whatsapp', 'sms']);
    expect(zambianProvinces).toHaveLength(10);
    for (const province of zambianProvinces) {
      expect(citiesOf(province).length).toBeGreaterThanOrEqual(4);
      expect(citiesOf(province).length).toBeLessThanOrEqual(6);
    }
  });

  it('accepts a bundle and refuses one with its guest range reversed', () => {
    expect(cateringBundleSchema.parse(bundle)).toEqual(bundle);
    expect(cateringBundleSchema.safeParse({ ...bundle, minGuests: 600 }).success).toBe(false);
    expect(cateringBundleSchema.safeParse({ ...bundle, includes: 'Nshima' }).success).toBe(false);
  });

  it('accepts a complete order form and requires every field but the special requests', () => {
    expect(cateringOrderFormSchema.safeParse(form).success).toBe(true);
    for (const field of ['name', 'email', 'phone', 'eventType', 'eventDate', 'province', 'city', 'address', 'contactPreference']) {
      expect(cateringOrderFormSchema.safeParse({ ...form, [field]: '' }).success).toBe(false);
    }
    expect(cateringOrderFormSchema.safeParse({ ...form, eventType: 'funeral' }).success).toBe(false);
  });

  it("bounds the guests by the bundle, the date by today and the town by the province", () => {
    const schema = cateringOrderFormFor(bundle, '2030-01-01');
    expect(schema.safeParse(form).success).toBe(true);
    expect(schema.safeParse({ ...form, guestCount: 19 }).error?.issues[0]?.path).toEqual(['guestCount']);
    expect(schema.safeParse({ ...form, guestCount: 501 }).success).toBe(false);
    expect(schema.safeParse({ ...form, eventDate: '2029-12-31' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['eventDate'], message: 'The event date cannot be in the past' }),
    ]);
    // The bundle needs 72 hours' notice: three days after today is the first date it takes.
    expect(schema.safeParse({ ...form, eventDate: '2030-01-01' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['eventDate'], message: "This bundle needs at least 72 hours' notice: please choose a later date." }),
    ]);
    expect(schema.safeParse({ ...form, eventDate: '2030-01-03' }).success).toBe(false);
    expect(schema.safeParse({ ...form, eventDate: '2030-01-04' }).success).toBe(true);
    expect(schema.safeParse({ ...form, city: 'Livingstone' }).error?.issues[0]?.path).toEqual(['city']);
  });
});

describe('catering phone and notice', () => {
  it("takes the storefront's phone rule: 10 to 15 digits", () => {
    for (const phone of ['abc', '097712345', '+260977123456', '0977 123 456', '1234567890123456']) {
      expect(cateringOrderFormSchema.safeParse({ ...form, phone }).error?.issues).toEqual([
        expect.objectContaining({ path: ['phone'], message: 'Please enter a valid phone number.' }),
      ]);
    }
    for (const phone of ['0977123456', ' 260977123456 ', '123456789012345']) {
      expect(cateringOrderFormSchema.safeParse({ ...form, phone }).success).toBe(true);
    }
    // An empty phone is only asked for, not also called invalid.
    expect(cateringOrderFormSchema.safeParse({ ...form, phone: '' }).error?.issues.map((issue) => issue.message)).toEqual([
      'This field is required',
    ]);
  });

  it('reads the notice in hours from a number or a text', () => {
    expect(advanceNoticeHours(48)).toBe(48);
    expect(advanceNoticeHours('72')).toBe(72);
    expect(advanceNoticeHours('24 hours')).toBe(24);
    expect(advanceNoticeHours('on request')).toBe(0);
    expect(advanceNoticeHours(undefined)).toBe(0);
  });

  it('counts the notice in whole days from today, across months and years', () => {
    expect(earliestEventDate('2030-01-01', 24)).toBe('2030-01-02');
    expect(earliestEventDate('2030-01-01', 48)).toBe('2030-01-03');
    expect(earliestEventDate('2030-02-27', 72)).toBe('2030-03-02');
    expect(earliestEventDate('2030-12-31', '36')).toBe('2031-01-02');
    expect(earliestEventDate('2030-05-05', 0)).toBe('2030-05-05');
    expect(isoDatePlusDays('2032-02-28', 1)).toBe('2032-02-29');
  });

  it('lets a bundle without a notice be booked for today', () => {
    const { advanceOrderTime: _notice, ...withoutNotice } = bundle;
    expect(cateringOrderFormFor(withoutNotice, '2030-06-01').safeParse(form).success).toBe(true);
  });
});
