import {
  cateringBundleSchema,
  cateringContactMethods,
  cateringEventTypes,
  cateringOrderFormFor,
  cateringOrderFormSchema,
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
    expect(schema.safeParse({ ...form, eventDate: '2029-12-31' }).error?.issues[0]?.path).toEqual(['eventDate']);
    expect(schema.safeParse({ ...form, eventDate: '2030-01-01' }).success).toBe(true);
    expect(schema.safeParse({ ...form, city: 'Livingstone' }).error?.issues[0]?.path).toEqual(['city']);
  });
});
