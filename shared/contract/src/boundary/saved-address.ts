/**
 * A customer's saved address as it crosses from the account area (the address form's `onSaved`)
 * to the page that asked for it, checkout for one. Coordinates are strings, '0' when unknown.
 */
export interface SavedAddress {
  uuid: string;
  address: string;
  location: string;
  latitude: string;
  longitude: string;
  label?: string | null | undefined;
}
