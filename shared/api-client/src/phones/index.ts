// Phone numbers by country (libphonenumber-js), shared by the backend and the forms so both accept
// and store the same spellings. Its own entry: the metadata loads only with pages that take a phone.
export * from './phone-number';
