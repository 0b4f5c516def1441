import { newIdempotencyKey } from '@storefront/api-client';
import type { FormEvent } from 'react';
import { useActionData, useFetcher, useNavigation } from 'react-router-dom';
import type { OrderActionData } from '../api/pay-now-fields';
import { ATTEMPT_FIELD, INTENT_FIELD, isPromptAnswer, type PromptAnswer } from '../api/prompt-fields';

export interface PromptSender {
  /** A prompt form's onSubmit once the app is in: sent to the page's action in the page, under a fresh attempt key. */
  send: (event: FormEvent<HTMLFormElement>) => void;
  /** The intent of the prompt form at work, if one is. */
  sending: string | null;
  /** What the action answered to the last prompt form sent from here (in the page, or as a plain form). */
  answer: PromptAnswer | undefined;
}

/**
 * The prompt forms' one way to the page's action. Before the app is in (or with scripts off) the
 * browser sends the form itself and the action makes the attempt's key; once in, the same form is
 * sent in the page with a key made here. Either way the router then reads the order again.
 */
export function usePromptSender(): PromptSender {
  const fetcher = useFetcher<OrderActionData>();
  const navigation = useNavigation();
  const answered = useActionData<OrderActionData>();
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set(ATTEMPT_FIELD, newIdempotencyKey());
    void fetcher.submit(form, { method: 'post' });
  };
  const working = fetcher.state !== 'idle' ? fetcher.formData : navigation.state === 'submitting' ? navigation.formData : undefined;
  const intent = working?.get(INTENT_FIELD);
  const answer = isPromptAnswer(fetcher.data) ? fetcher.data : isPromptAnswer(answered) ? answered : undefined;
  return { send, sending: typeof intent === 'string' ? intent : null, answer };
}
