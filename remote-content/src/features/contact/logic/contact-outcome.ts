/**
 * Where the contact form stands: nothing said yet, sending, sent (the thank-you note) or failed
 * (the reason). Each submit starts afresh, so an earlier thank-you or failure never shows beside
 * the outcome of the new attempt (field errors included).
 */
export type ContactOutcome = { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'error'; message: string };

export type ContactOutcomeEvent =
  /** The customer pressed Send: whatever the last attempt said goes. */
  | { type: 'submitted' }
  /** The fields passed and the message is on its way. */
  | { type: 'sending' }
  | { type: 'sent' }
  | { type: 'failed'; message: string };

export const initialContactOutcome: ContactOutcome = { status: 'idle' };

export function nextContactOutcome(current: ContactOutcome, event: ContactOutcomeEvent): ContactOutcome {
  switch (event.type) {
    case 'submitted':
      // A press while one message is on its way changes nothing: that message's outcome follows.
      return current.status === 'sending' ? current : initialContactOutcome;
    case 'sending':
      return { status: 'sending' };
    case 'sent':
      return { status: 'sent' };
    case 'failed':
      return { status: 'error', message: event.message };
  }
}
