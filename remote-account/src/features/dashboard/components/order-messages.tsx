import styled from '@emotion/styled';
import { Field, PrimaryButton, TextInput, theme } from '@storefront/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  AUTO_REPLY_DELAY_MS,
  authorName,
  autoReplyTo,
  customerMessageText,
  type ThreadMessage,
} from '../state/message-thread';

const Thread = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-height: 220px;
  overflow-y: auto;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  li { max-width: 85%; padding: 8px 12px; border-radius: 10px; background: ${theme.color.page}; border: 1px solid ${theme.color.border}; }
  li[data-from='customer'] { align-self: flex-end; background: ${theme.color.brandSoft}; }
  strong { display: block; font-size: 0.8rem; color: ${theme.color.muted}; }
  p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

const SendRow = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 8px;
  > div { flex: 1; }
`;

export interface OrderMessagesProps {
  status: string;
  vendorName?: string | null;
  riderName?: string | null;
}

/**
 * The order's message box, a local simulation: the customer's message joins the thread
 * and one second later the rider (order on its way) or the vendor answers automatically. Nothing
 * is sent to the server; the thread lives as long as the detail is open.
 */
export function OrderMessages({ status, vendorName, riderName }: OrderMessagesProps) {
  const id = useId();
  const [thread, setThread] = useState<ThreadMessage[]>([]);
  const [draft, setDraft] = useState('');
  const nextId = useRef(0);
  const pendingReplies = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = pendingReplies.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = customerMessageText(draft);
    if (text === null) return;
    nextId.current += 2;
    const messageId = nextId.current - 1;
    setThread((messages) => [...messages, { id: messageId, from: 'customer', text }]);
    setDraft('');
    const reply = autoReplyTo(status, nextId.current);
    const timer = setTimeout(() => {
      pendingReplies.current.delete(timer);
      setThread((messages) => [...messages, reply]);
    }, AUTO_REPLY_DELAY_MS);
    pendingReplies.current.add(timer);
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Messages</h3>
      <div role="log" aria-label="Conversation" aria-live="polite">
        {thread.length === 0 ? (
          <p>No messages yet.</p>
        ) : (
          <Thread>
            {thread.map((message) => (
              <li key={message.id} data-from={message.from}>
                <strong>{authorName(message.from, { vendor: vendorName, rider: riderName })}</strong>
                <p>{message.text}</p>
              </li>
            ))}
          </Thread>
        )}
      </div>
      <SendRow onSubmit={send}>
        <Field label="Message">
          {(control) => <TextInput {...control} type="text" autoComplete="off" value={draft} onChange={(event) => setDraft(event.target.value)} />}
        </Field>
        <PrimaryButton type="submit">Send</PrimaryButton>
      </SendRow>
    </section>
  );
}
