/**
 * "Show me what I just added" (issue 21 item 11): a panel that created a
 * record closes to its list with `revealState(id)` as the navigation state;
 * the list reads it with `useRevealedId()`, opens where the record is, brings
 * it into view and marks it.
 */
import { useLocation } from 'react-router';

const REVEAL_KEY = 'reveal';

export function revealState(id: string): { [REVEAL_KEY]: string } {
  return { [REVEAL_KEY]: id };
}

export function revealedIdOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !(REVEAL_KEY in state)) return null;
  const id = (state as Record<string, unknown>)[REVEAL_KEY];
  return typeof id === 'string' ? id : null;
}

/** The id the last navigation asked to reveal, or `null`. */
export function useRevealedId(): string | null {
  return revealedIdOf(useLocation().state);
}
