/**
 * The host provides the API client to the remotes, though it calls nothing of it itself: every
 * page's loader uses it, and the host's copy comes with the host's own libraries (preloaded with
 * the document) rather than from whichever remote happened to load first, so one remote's broken
 * release cannot break the other remotes' pages through a copy it served them.
 */
import '@storefront/api-client';
