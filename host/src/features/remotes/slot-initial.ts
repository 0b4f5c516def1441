import { useHydrated } from '@storefront/ui';
import { createContext, use, useContext, useState } from 'react';
import { withDeadline } from './with-deadline';

/**
 * The slots' reads of one page the server renders (SlotModule.read in the contract): each done once
 * per slot, and their answers handed to the browser with the page.
 */
export interface SlotReads {
  /** The answer of the slot `key`'s read, started on first ask; undefined when it failed or was late. */
  answerOf(key: string, read: () => Promise<unknown>): Promise<unknown>;
  /** The answers in so far, by slot: what the browser hydrates the slots with. */
  answers(): Record<string, unknown>;
}

/** A page's slot reads on the server, each given `budgetMs` (the page's own budget). */
export function createSlotReads(budgetMs: number): SlotReads {
  const started = new Map<string, Promise<unknown>>();
  const answered: Record<string, unknown> = {};
  return {
    answerOf(key, read) {
      let answer = started.get(key);
      if (!answer) {
        answer = withDeadline(
          read().catch(() => undefined),
          budgetMs,
        ).then((value) => {
          if (value === null || value === undefined) return undefined;
          answered[key] = value;
          return value;
        });
        started.set(key, answer);
      }
      return answer;
    },
    answers: () => ({ ...answered }),
  };
}

/** The server's render of a page provides its SlotReads; the browser has none. */
export const SlotReadsContext = createContext<SlotReads | null>(null);

/** What the server handed this page for its slots (bootstrap.tsx); read while the page hydrates. */
let handedOver: Record<string, unknown> = {};

export function rememberSlotAnswers(answers: Record<string, unknown>): void {
  handedOver = answers;
}

/** Whether the server handed over an answer for the slot `key`, that is, rendered its content in the page. */
export function wasHandedOver(key: string): boolean {
  return key in handedOver;
}

/** A slot's key among a page's slots: its name and props (a slot shown twice with other props reads twice). */
export const slotKey = (name: string, props: object): string => `${name}:${JSON.stringify(props)}`;

/**
 * The `initial` of a slot's widget whose owner exposes `read`. On the server, its read's answer (the
 * render waits for it, within the page's budget); in the browser, what the server handed over,
 * while the page hydrates, so the widget hydrates as it was sent. Fixed when the widget mounts: it
 * never switches between showing `initial` and reading for itself. Undefined otherwise: the widget
 * reads for itself.
 */
export function useSlotInitial(key: string, read: (() => Promise<unknown>) | undefined): unknown {
  const serverReads = useContext(SlotReadsContext);
  const hydrated = useHydrated();
  const fromServer = read && serverReads ? use(serverReads.answerOf(key, read)) : undefined;
  const [initial] = useState(() => fromServer ?? (read && !hydrated ? handedOver[key] : undefined));
  return initial;
}
