import type { CreateAddressPayload, Place } from '@storefront/api-client';

/** The cart's add-address overlay, or the /user/address page with its stricter rules. */
export type AddressFormVariant = 'overlay' | 'page';

/** Place search waits this long after the last keystroke, so typing sends no call per key. */
export const PLACE_SEARCH_DEBOUNCE_MS = 300;
/** Suggestions show from the first focus, even before anything is typed. */
export const PLACE_SEARCH_MIN_LENGTH = 0;

export const SELECT_ADDRESS_MESSAGE = 'Please select an address';
export const SELECT_ADDRESS_FROM_DROPDOWN_MESSAGE = 'Please select an address from the dropdown';
export const LOGIN_TO_ADD_ADDRESS_MESSAGE = 'Please login to add an address';
/** The product requires the field on the page but gives no text for it; this one is ours. */
export const LOCATION_REQUIRED_MESSAGE = 'Please enter a city or location';
/** A page without scripts has no suggestions to choose from: the address is typed. This text is ours. */
export const ENTER_ADDRESS_MESSAGE = 'Please enter an address';
export const ADDRESS_ADDED_MESSAGE = 'Address added successfully';
export const ADDRESS_NOT_ADDED_MESSAGE = 'Failed to add address';

export function shouldSearchPlaces(query: string): boolean {
  return query.trim().length >= PLACE_SEARCH_MIN_LENGTH;
}

/**
 * What the form knows: the text in the search field, the place chosen from the suggestions, the
 * city, and the house, plot or landmark that takes a rider from the place to the door.
 */
export interface AddressChoice {
  query: string;
  place: Place | null;
  location: string;
  line: string;
}

export const emptyAddressChoice: AddressChoice = { query: '', place: null, location: '', line: '' };

export type AddressChoiceAction =
  | { type: 'typed'; query: string }
  | { type: 'chose'; place: Place }
  | { type: 'cleared' }
  | { type: 'location'; location: string }
  | { type: 'line'; line: string }
  | { type: 'reset' };

/**
 * Typing after a choice drops it (the text no longer names the chosen place); choosing fills the
 * text from the place and, when the city field is still empty, the city from the place's area.
 */
export function addressChoiceReducer(state: AddressChoice, action: AddressChoiceAction): AddressChoice {
  switch (action.type) {
    case 'typed':
      return {
        ...state,
        query: action.query,
        place: state.place && state.place.description === action.query ? state.place : null,
      };
    case 'chose':
      return {
        ...state,
        query: action.place.description,
        place: action.place,
        location: state.location.trim() === '' ? action.place.area : state.location,
      };
    case 'cleared':
      return { ...state, query: '', place: null };
    case 'location':
      return { ...state, location: action.location };
    case 'line':
      return { ...state, line: action.line };
    case 'reset':
      return emptyAddressChoice;
  }
}

/** Why the address cannot be saved yet, or `undefined` when it can. */
export function addressSubmissionProblem(
  choice: AddressChoice,
  { variant, signedIn }: { variant: AddressFormVariant; signedIn: boolean },
): string | undefined {
  if (!signedIn) return LOGIN_TO_ADD_ADDRESS_MESSAGE;
  if (!choice.place) return variant === 'page' ? SELECT_ADDRESS_FROM_DROPDOWN_MESSAGE : SELECT_ADDRESS_MESSAGE;
  if (variant === 'page' && choice.location.trim() === '') return LOCATION_REQUIRED_MESSAGE;
  return undefined;
}

/**
 * The new address from the chosen place: its text and coordinates; the location (city) only on the
 * page, which asks for it; the overlay sends it empty, as new addresses are created without a location elsewhere.
 * The house, plot or landmark goes with both, when given.
 */
export function addressPayload(choice: AddressChoice & { place: Place }, variant: AddressFormVariant): CreateAddressPayload {
  const line = choice.line.trim();
  return {
    address: choice.place.description,
    location: variant === 'page' ? choice.location.trim() : '',
    latitude: choice.place.latitude,
    longitude: choice.place.longitude,
    ...(line ? { address_line: line } : {}),
  };
}

/** The add form as the address page sends it: the text, the city, the door, and a chosen place's coordinates, if any. */
export interface TypedAddress {
  address: string;
  location: string;
  line: string;
  latitude: string;
  longitude: string;
}

/** Why the address page's form cannot be saved, and the field at fault; `undefined` when it can. */
export function typedAddressProblem(typed: TypedAddress): { field: 'address' | 'location'; message: string } | undefined {
  if (typed.address.trim() === '') return { field: 'address', message: ENTER_ADDRESS_MESSAGE };
  if (typed.location.trim() === '') return { field: 'location', message: LOCATION_REQUIRED_MESSAGE };
  return undefined;
}

/** The coordinate sent: the chosen place's, or '0' (unknown) when no place was chosen. */
const coordinate = (value: string): string => (value.trim() === '' ? '0' : value.trim());

/**
 * The new address from the address page's form: its text, the city and, when given, the house,
 * plot or landmark; the coordinates of the chosen place, else unknown ('0').
 */
export function typedAddressPayload(typed: TypedAddress): CreateAddressPayload {
  const line = typed.line.trim();
  return {
    address: typed.address.trim(),
    location: typed.location.trim(),
    latitude: coordinate(typed.latitude),
    longitude: coordinate(typed.longitude),
    ...(line ? { address_line: line } : {}),
  };
}
