/** The id of the element a server-rendered page carries its data in: the server writes it, the browser reads it. */
export const BOOT_DATA_ID = 'storefront-boot';
