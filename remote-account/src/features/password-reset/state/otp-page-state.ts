/**
 * What /auth/forgot-password hands /auth/otp in the router state: the identifier the code was sent
 * for, the answer's message, and the sandbox mailbox where the code can be read. Router state is
 * whatever history holds, so it is read defensively.
 */
export interface OtpPageState {
  email?: string;
  message?: string;
  mailboxUrl?: string;
}

const textAt = (record: object, key: string): string | undefined => {
  const value: unknown = Reflect.get(record, key);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

/** An http(s) address, else nothing: only those become links. */
export function httpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function otpPageState(state: unknown): OtpPageState {
  if (typeof state !== 'object' || state === null) return {};
  return {
    email: textAt(state, 'email'),
    message: textAt(state, 'message'),
    mailboxUrl: httpUrl(textAt(state, 'mailboxUrl')),
  };
}
