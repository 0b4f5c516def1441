import { apiErrorMessage, initiateTopup, type TopupPayload } from '@storefront/api-client';
import { topupFailure, topupOutcome, type TopupOutcome } from '../state/topup';

/** Starts a wallet top-up and says what to tell the customer. */
export async function requestTopup(payload: TopupPayload): Promise<TopupOutcome> {
  try {
    return topupOutcome(await initiateTopup(payload));
  } catch (error) {
    return topupFailure(apiErrorMessage(error));
  }
}
