import { useActionData, useNavigation, type Fetcher } from 'react-router-dom';
import { INTENT_FIELD, type OrderActionData } from '../api/pay-now-fields';

/**
 * What an order page's payment form (Pay Now, Pay from my wallet) shows while it is sent and
 * after: busy while its fetcher or its plain form (sent before the app was in) is at work, and the
 * refusal the page's action answered to the plain form.
 */
export function usePaymentForm(intent: string, fetcher: Pick<Fetcher, 'state'>): { busy: boolean; refusal: string | undefined } {
  const navigation = useNavigation();
  const answered = useActionData<OrderActionData>();
  const busy = fetcher.state !== 'idle' || (navigation.state === 'submitting' && navigation.formData?.get(INTENT_FIELD) === intent);
  return { busy, refusal: answered?.intent === intent && !answered.ok ? answered.message : undefined };
}
