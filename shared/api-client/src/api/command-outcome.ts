import { ApiError } from './http';
import type { SuccessAnswer } from '../schemas/answers';

/** Whether a command worked, and what to tell the customer about it. */
export interface CommandOutcome {
  ok: boolean;
  message: string;
}

/** The reason the server gave for refusing a call, when it gave one. */
export function apiErrorMessage(error: unknown): string | undefined {
  return (error instanceof ApiError && error.serverMessage) || undefined;
}

export interface CommandTexts {
  succeeded: string;
  failed: string;
  /** For a call that failed without the server's reason, when the product words it apart from `failed`. */
  callFailed?: string;
  /** Where the product lets the server's own success message stand in for `succeeded`. */
  serverSuccessMessage?: boolean;
}

/**
 * Runs a command answering `{ success, message }` and says what to tell the customer: the success
 * text, or the server's message (a `success: false` answer or a refusal such as a 422), else the
 * failure text.
 */
export async function commandOutcome(call: () => Promise<SuccessAnswer>, texts: CommandTexts): Promise<CommandOutcome> {
  try {
    const answer = await call();
    if (answer.success) return { ok: true, message: (texts.serverSuccessMessage && answer.message) || texts.succeeded };
    return { ok: false, message: answer.message || texts.failed };
  } catch (error) {
    return { ok: false, message: apiErrorMessage(error) ?? texts.callFailed ?? texts.failed };
  }
}
