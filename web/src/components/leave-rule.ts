/**
 * When leaving a form must ask first (the panels' "Discard changes?" and the
 * full-page forms' "Leave this page?"), as one pure rule so both sides are
 * tested without a router.
 */
export interface LeaveAttempt {
  /** The form holds input that is not saved. */
  dirty: boolean;
  /** The form is leaving on its own account (a save, a publish, a chosen discard): nothing is lost. */
  leaving: boolean;
  /** The pathname shown now, and the one asked for. */
  from: string;
  to: string;
}

/**
 * Ask only when input would be lost: a clean form, the form's own departure,
 * and a change of query or hash on the same page (a filter, a tab, which keep
 * the form mounted) never ask.
 */
export function mustAskBeforeLeaving({ dirty, leaving, from, to }: LeaveAttempt): boolean {
  return dirty && !leaving && from !== to;
}
