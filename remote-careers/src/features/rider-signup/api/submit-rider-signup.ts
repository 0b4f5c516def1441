import { commandOutcome, registerRider, type CommandOutcome, type RiderSignUpPayload } from '@storefront/api-client';
import { RIDER_MESSAGES } from '../logic/rider-signup';

/**
 * Registers the rider: the server's own message on success; on failure the server's message (a
 * `success: false` answer or a refusal such as the 422 for a taken e-mail), else 'Something went wrong.'.
 */
export function submitRiderSignUp(payload: RiderSignUpPayload): Promise<CommandOutcome> {
  return commandOutcome(() => registerRider(payload), {
    succeeded: RIDER_MESSAGES.succeeded,
    failed: RIDER_MESSAGES.failed,
    serverSuccessMessage: true,
  });
}
