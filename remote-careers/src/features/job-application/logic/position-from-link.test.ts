import { careerIdToSend, needsServerCareers, positionForTitle, positionFromLink } from './position-from-link';

const fallbackCareers = [
  { id: 1, title: 'Delivery Driver' },
  { id: 2, title: 'Restaurant Partner Manager' },
  { id: 3, title: 'Customer Support Specialist' },
  { id: 4, title: 'Marketing Coordinator' },
  { id: 5, title: 'Software Developer' },
];

const serverCareers = [
  { id: 5, title: 'Software Developer' },
  { id: 6, title: 'Operations Lead' },
  { id: 12, title: 'customer   support' },
];

describe('positionForTitle', () => {
  it('finds the option by its label or value, else names the title under other', () => {
    expect(positionForTitle('Delivery Driver')).toEqual({ position: 'delivery-driver', otherPosition: '' });
    expect(positionForTitle('customer support specialist')).toEqual({ position: 'customer-support', otherPosition: '' });
    expect(positionForTitle('Customer Support')).toEqual({ position: 'customer-support', otherPosition: '' });
    expect(positionForTitle(' Operations Lead ')).toEqual({ position: 'other', otherPosition: 'Operations Lead' });
    expect(positionForTitle('Other')).toEqual({ position: 'other', otherPosition: 'Other' });
  });
});

describe('positionFromLink', () => {
  it('takes an option value as it is', () => {
    expect(positionFromLink('marketing-coordinator', { fallbackCareers })).toEqual({
      position: 'marketing-coordinator',
      otherPosition: '',
    });
    expect(needsServerCareers('marketing-coordinator')).toBe(false);
  });

  it('maps the built-in ids 1-5 to their options', () => {
    expect(
      [1, 2, 3, 4, 5].map((id) => positionFromLink(String(id), { fallbackCareers })?.position),
    ).toEqual(['delivery-driver', 'restaurant-partner-manager', 'customer-support', 'marketing-coordinator', 'software-developer']);
    expect(positionFromLink('3', { fallbackCareers })?.careerId).toBeUndefined();
  });

  it("maps a server opening by its title and keeps its id to send", () => {
    expect(positionFromLink('5', { serverCareers, fallbackCareers })).toEqual({
      position: 'software-developer',
      otherPosition: '',
      careerId: 5,
    });
    expect(positionFromLink('12', { serverCareers, fallbackCareers })).toEqual({
      position: 'customer-support',
      otherPosition: '',
      careerId: 12,
    });
    expect(positionFromLink('6', { serverCareers, fallbackCareers })).toEqual({
      position: 'other',
      otherPosition: 'Operations Lead',
      careerId: 6,
    });
    expect(needsServerCareers('6')).toBe(true);
  });

  it('falls back to the built-in ids the server does not have, and knows nothing else', () => {
    expect(positionFromLink('1', { serverCareers, fallbackCareers })).toEqual({ position: 'delivery-driver', otherPosition: '' });
    expect(positionFromLink('99', { serverCareers, fallbackCareers })).toBeNull();
    expect(positionFromLink('chef', { fallbackCareers })).toBeNull();
    expect(positionFromLink('', { fallbackCareers })).toBeNull();
    expect(positionFromLink(null, { fallbackCareers })).toBeNull();
    expect(needsServerCareers('')).toBe(false);
  });
});

describe('careerIdToSend', () => {
  const linked = { position: 'other' as const, otherPosition: 'Operations Lead', careerId: 6 };

  it('sends the id while the applicant applies for the linked position', () => {
    expect(careerIdToSend({ position: 'other', otherPosition: 'Operations Lead ' }, linked)).toBe(6);
    expect(careerIdToSend({ position: 'software-developer', otherPosition: '' }, { ...linked, position: 'software-developer', otherPosition: '' })).toBe(6);
  });

  it('drops it once another position is chosen or named', () => {
    expect(careerIdToSend({ position: 'delivery-driver', otherPosition: '' }, linked)).toBeUndefined();
    expect(careerIdToSend({ position: 'other', otherPosition: 'Chef' }, linked)).toBeUndefined();
    expect(careerIdToSend({ position: 'other', otherPosition: 'Operations Lead' }, null)).toBeUndefined();
    expect(careerIdToSend({ position: 'delivery-driver', otherPosition: '' }, { position: 'delivery-driver', otherPosition: '' })).toBeUndefined();
  });
});
