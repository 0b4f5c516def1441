import {
  topupResponseSchema,
  walletBalanceResponseSchema,
  walletHistoryResponseSchema,
  type TopupPayload,
  type TopupResponse,
  type WalletEntry,
} from '../schemas/wallet';
import { apiHttp, parsed } from './http';

/** 0 on any failure: the dashboard shows a zero balance rather than an error. */
export async function getWalletBalance(): Promise<number> {
  try {
    const body = await parsed(walletBalanceResponseSchema, () => apiHttp().get('wallet/balance'));
    return body.balance;
  } catch {
    return 0;
  }
}

/** `success: false` is an answer: the page shows its message or error, else 'Failed to initiate topup'. */
export async function initiateTopup(payload: TopupPayload): Promise<TopupResponse> {
  return parsed(topupResponseSchema, () => apiHttp().post('wallet/initiate-topup', { json: payload }));
}

/** The wallet's latest movements, newest first: top-ups, order payments and refunds. */
export async function getWalletHistory(): Promise<WalletEntry[]> {
  const body = await parsed(walletHistoryResponseSchema, () => apiHttp().get('wallet/transactions'));
  return body.data;
}
