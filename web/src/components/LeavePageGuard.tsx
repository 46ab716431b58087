import { useCallback, useRef, type ReactNode } from 'react';
import { DiscardChangesGuard, type DiscardChangesText } from './DiscardChanges';

/** What a full-page form asks (issue 31 item 1): the panels' question, about the page. */
export const leavePageText = {
  title: 'Leave this page?',
  body: 'What you entered in this form has not been saved. Leave the page and lose it?',
  keepEditing: 'Keep editing',
  discard: 'Leave',
} as const satisfies DiscardChangesText;

const nothing = () => {};

export interface LeavePageGuard {
  /** The question, to render inside the form while `dirty` (the form holds the user's input). */
  guard: (dirty: boolean) => ReactNode;
  /** Runs the form's own departure (to a success screen, say): nobody is asked about input it just saved. */
  leave: (go: () => void) => void;
}

/**
 * The same protection the slide panels have, for a form that is a whole page
 * (e.g. /buildpacks/publish): while it holds input, a link, Back or any other
 * change of address asks "Leave this page?" (Keep editing keeps every input),
 * and a reload or closing the tab gets the browser's own "Leave site?". It is
 * the panels' guard (`DiscardChangesGuard`) with the page's words; a page
 * form has no Cancel, so only leaving asks.
 *
 * Forms that hold no work of the user's (the admin e-mail lookup, a search)
 * do not use it: losing a query loses nothing.
 */
export function useLeavePageGuard(): LeavePageGuard {
  const leavingRef = useRef(false);
  const leave = useCallback((go: () => void) => {
    leavingRef.current = true;
    go();
  }, []);
  return {
    guard: (dirty) => (
      <DiscardChangesGuard dirty={dirty} asking={false} leavingRef={leavingRef} text={leavePageText} onKeepEditing={nothing} onDiscard={nothing} />
    ),
    leave,
  };
}
