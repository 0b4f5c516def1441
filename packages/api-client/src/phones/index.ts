// Phone numbers by country, on libphonenumber-js. Its own entry, so its metadata loads only with
// the pages that take a phone number.
export * from './phone-numbers';
