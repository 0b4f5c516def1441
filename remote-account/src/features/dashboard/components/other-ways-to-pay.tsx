import styled from '@emotion/styled';
import { formatZmw } from '@storefront/api-client';
import { showToastAtom } from '@storefront/contract';
import { answeredInPage, Button, FormAlert } from '@storefront/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router-dom';
import { INTENT_FIELD, PAY_FROM_WALLET, type WalletPayAnswer } from '../api/pay-now-fields';
import { PAID_FROM_WALLET_MESSAGE, PAYMENT_FAILED_MESSAGE } from '../api/pay-order';
import { usePaymentForm } from '../hooks/use-payment-form';
import { PayNow } from './pay-now';

const Ways = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 8px;
`;

/** The wallet payment's fetcher: the order page keeps it, as the form is gone once the order is paid. */
const WALLET_PAYMENT = 'pay-from-wallet';

/**
 * Says how the wallet payment went, once, as soon as the answer comes. The order page calls it,
 * because a payment that went through takes the form away with the order's new state.
 */
export function useWalletPaymentToast(): void {
  const toast = useSetAtom(showToastAtom);
  const answer = useFetcher<WalletPayAnswer>({ key: WALLET_PAYMENT }).data;
  const told = useRef<WalletPayAnswer | undefined>(undefined);
  useEffect(() => {
    if (!answer || told.current === answer) return;
    told.current = answer;
    toast(answer.ok ? PAID_FROM_WALLET_MESSAGE : (answer.message ?? PAYMENT_FAILED_MESSAGE), answer.ok ? 'success' : 'error');
  }, [answer, toast]);
}

/**
 * 'Pay from my wallet (ZMW 300.00)': a form of the order page's action, like Pay Now. Once the app
 * is in it answers in the page, with a toast; the order, read again, then shows Paid and its receipt.
 */
function WalletPayForm({ balance }: { balance: number }) {
  const fetcher = useFetcher<WalletPayAnswer>({ key: WALLET_PAYMENT });
  const { busy, refusal } = usePaymentForm(PAY_FROM_WALLET, fetcher);

  const pay = () => void fetcher.submit({ [INTENT_FIELD]: PAY_FROM_WALLET }, { method: 'post' });
  return (
    <form method="post">
      <input type="hidden" name={INTENT_FIELD} value={PAY_FROM_WALLET} />
      <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy || undefined} onClick={answeredInPage(pay)}>
        {busy ? 'Processing...' : `Pay from my wallet (${formatZmw(balance)})`}
      </Button>
      <FormAlert message={refusal} />
    </form>
  );
}

export interface OtherWaysToPayProps {
  total: number;
  /** The wallet's balance, when the page read it; the wallet is offered only when it covers the total. */
  walletBalance: number | null;
}

/** The ways to pay an unpaid order besides mobile money: Pay Now (the payment link) and the wallet, when it covers the order. */
export function OtherWaysToPay({ total, walletBalance }: OtherWaysToPayProps) {
  const walletCovers = walletBalance !== null && walletBalance >= total;
  return (
    <Ways>
      <PayNow />
      {walletCovers ? <WalletPayForm balance={walletBalance} /> : null}
    </Ways>
  );
}
