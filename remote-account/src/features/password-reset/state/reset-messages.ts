// The product defines no calls or texts for the reset flow beyond the two rules (the identifier's
// and the OTP's, both in the contract); these texts are this storefront's own.
export const RESET_CODE_SENT_MESSAGE = 'If an account matches, a 6-digit code has been sent to it.';
export const RESET_CODE_NOT_SENT_MESSAGE = 'Failed to send the code. Please try again.';
export const CODE_RESENT_MESSAGE = 'A new code was sent.';
export const CODE_NOT_VERIFIED_MESSAGE = 'Failed to verify the code. Please try again.';
export const PASSWORD_RESET_MESSAGE = 'Password reset successfully. Please login.';
export const PASSWORD_NOT_RESET_MESSAGE = 'Failed to reset password.';
