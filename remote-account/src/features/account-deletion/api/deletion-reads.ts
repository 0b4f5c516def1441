import { getWalletBalance } from '@storefront/api-client';

export interface DeletionReads {
  /** 0 when the balance cannot be read (the wallet call answers so); the server checks again on deletion anyway. */
  balance: number;
}

/** The deletion page's loader: the wallet balance, shown with what stops a deletion before anything is confirmed. */
export async function readWalletBeforeDeletion(): Promise<DeletionReads> {
  return { balance: await getWalletBalance() };
}
