/**
 * On a phone, the band at the bottom of the screen where the message bar shows (over the site's tab
 * bar). Dialogs and drawers end above it, so a message never lies over their titles or buttons.
 */
export const PHONE_MESSAGE_BAND_PX = 64;
