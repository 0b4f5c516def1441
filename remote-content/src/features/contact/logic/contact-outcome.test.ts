import { initialContactOutcome, nextContactOutcome, type ContactOutcome } from './contact-outcome';

describe('the contact form outcome', () => {
  const sent: ContactOutcome = { status: 'sent' };
  const failed: ContactOutcome = { status: 'error', message: 'Failed to send message. Please try again.' };

  it('clears a thank-you or a failure when the customer sends again', () => {
    expect(nextContactOutcome(sent, { type: 'submitted' })).toEqual(initialContactOutcome);
    expect(nextContactOutcome(failed, { type: 'submitted' })).toEqual(initialContactOutcome);
  });

  it('ignores a press while a message is on its way', () => {
    expect(nextContactOutcome({ status: 'sending' }, { type: 'submitted' })).toEqual({ status: 'sending' });
  });

  it('goes from sending to sent or failed, with the reason', () => {
    const sending = nextContactOutcome(initialContactOutcome, { type: 'sending' });
    expect(sending).toEqual({ status: 'sending' });
    expect(nextContactOutcome(sending, { type: 'sent' })).toEqual(sent);
    expect(nextContactOutcome(sending, { type: 'failed', message: 'Down' })).toEqual({ status: 'error', message: 'Down' });
  });
});
