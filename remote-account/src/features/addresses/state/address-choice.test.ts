import type { Place } from '@storefront/api-client';
import {
  addressChoiceReducer,
  addressPayload,
  addressSubmissionProblem,
  emptyAddressChoice,
  LOCATION_REQUIRED_MESSAGE,
  LOGIN_TO_ADD_ADDRESS_MESSAGE,
  PLACE_SEARCH_DEBOUNCE_MS,
  SELECT_ADDRESS_FROM_DROPDOWN_MESSAGE,
  SELECT_ADDRESS_MESSAGE,
  shouldSearchPlaces,
  type AddressChoice,
} from './address-choice';

const kabulonga: Place = {
  id: 'kabulonga',
  description: 'Kabulonga, Lusaka',
  area: 'Lusaka',
  latitude: '-15.4167',
  longitude: '28.3333',
};

describe('place search timing', () => {
  it('waits 300 ms and searches from an empty field', () => {
    expect(PLACE_SEARCH_DEBOUNCE_MS).toBe(300);
    expect(shouldSearchPlaces('')).toBe(true);
  });
});

describe('addressChoiceReducer', () => {
  const chosen = addressChoiceReducer(emptyAddressChoice, { type: 'chose', place: kabulonga });

  it('fills the text and the city from the chosen place', () => {
    expect(chosen).toEqual({ query: 'Kabulonga, Lusaka', place: kabulonga, location: 'Lusaka', line: '' });
  });

  it('keeps a city the customer already typed', () => {
    const typedCity = addressChoiceReducer(emptyAddressChoice, { type: 'location', location: 'Woodlands' });
    expect(addressChoiceReducer(typedCity, { type: 'chose', place: kabulonga }).location).toBe('Woodlands');
  });

  it('drops the choice when the text is changed, and keeps what was typed', () => {
    expect(addressChoiceReducer(chosen, { type: 'typed', query: 'Kabulonga, Lusak' })).toEqual({
      query: 'Kabulonga, Lusak',
      place: null,
      location: 'Lusaka',
      line: '',
    });
    expect(addressChoiceReducer(chosen, { type: 'typed', query: 'Kabulonga, Lusaka' }).place).toBe(kabulonga);
  });

  it('clears the choice, or the whole form', () => {
    expect(addressChoiceReducer(chosen, { type: 'cleared' })).toEqual({ query: '', place: null, location: 'Lusaka', line: '' });
    expect(addressChoiceReducer(chosen, { type: 'reset' })).toEqual(emptyAddressChoice);
  });
});

describe('addressSubmissionProblem', () => {
  const chosen: AddressChoice = { query: kabulonga.description, place: kabulonga, location: 'Lusaka', line: '' };
  const typedOnly: AddressChoice = { query: 'Kabulonga', place: null, location: '', line: '' };

  it('needs a session first', () => {
    expect(addressSubmissionProblem(chosen, { variant: 'overlay', signedIn: false })).toBe(LOGIN_TO_ADD_ADDRESS_MESSAGE);
  });

  it('needs a place chosen from the suggestions, with the message of each variant', () => {
    expect(addressSubmissionProblem(typedOnly, { variant: 'overlay', signedIn: true })).toBe(SELECT_ADDRESS_MESSAGE);
    expect(addressSubmissionProblem(typedOnly, { variant: 'page', signedIn: true })).toBe(
      SELECT_ADDRESS_FROM_DROPDOWN_MESSAGE,
    );
  });

  it('needs the city or location on the page only', () => {
    const noCity = { ...chosen, location: '  ' };
    expect(addressSubmissionProblem(noCity, { variant: 'page', signedIn: true })).toBe(LOCATION_REQUIRED_MESSAGE);
    expect(addressSubmissionProblem(noCity, { variant: 'overlay', signedIn: true })).toBeUndefined();
    expect(addressSubmissionProblem(chosen, { variant: 'page', signedIn: true })).toBeUndefined();
  });
});

describe('addressPayload', () => {
  it('sends the place text and coordinates; the location only from the page', () => {
    const choice = { ...emptyAddressChoice, place: kabulonga, query: kabulonga.description, location: ' Lusaka ' };
    expect(addressPayload(choice, 'overlay')).toEqual({
      address: 'Kabulonga, Lusaka',
      location: '',
      latitude: '-15.4167',
      longitude: '28.3333',
    });
    expect(addressPayload(choice, 'page')).toMatchObject({ location: 'Lusaka' });
  });

  it('sends the house, plot or landmark when one is given', () => {
    const choice = { ...emptyAddressChoice, place: kabulonga, line: '  Plot 12, blue gate  ' };
    expect(addressPayload(choice, 'overlay')).toMatchObject({ address_line: 'Plot 12, blue gate' });
    expect(addressPayload({ ...choice, line: ' ' }, 'overlay')).not.toHaveProperty('address_line');
  });
});
