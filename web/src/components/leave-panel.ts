import type { NavigateOptions } from 'react-router';

/**
 * How a routed panel or dialog (`…/edit`, `…/new`, `…/delete`) goes back to
 * its page when it closes — saved, cancelled or deleted: it replaces its own
 * entry in the history instead of adding one. Pushed, the browser's Back
 * after a save went to the panel's address and opened the closed panel again,
 * its form refilled (issue 31 item 20). Replaced, Back leaves the page as the
 * user expects. `state` carries what the page should do on arrival (reveal a
 * row, move focus).
 */
export function leavePanel(state?: unknown): NavigateOptions {
  return state === undefined ? { replace: true } : { replace: true, state };
}
