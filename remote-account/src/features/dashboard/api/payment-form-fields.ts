/** The field that says which of a page's forms was sent (the dashboard's top-up, the order page's Pay Now). */
export const INTENT_FIELD = 'intent';
/**
 * Sent by the running app's form: the payment page then opens in a new tab while the page stays
 * and follows the payment. A form sent without it (before the app is in, or with scripts off) has
 * no tab to open, so the answer takes the customer to the payment page itself.
 */
export const THEN_FIELD = 'then';
export const STAY = 'stay';
