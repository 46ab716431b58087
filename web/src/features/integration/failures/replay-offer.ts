import type { CompanyPermission } from '../../../domain/company-permission';

/** Why a partner who may replay cannot yet: said once above a cause's calls, each call's button described by it. */
export const NO_TEST_ENDPOINT = 'Set a test endpoint in Settings to send calls again.';

/**
 * What a cause's calls offer for "Send again to my test endpoint" (issue 34 §2),
 * decided once for the whole list, not per call: the role's reason and the
 * missing test endpoint are facts about the user and the add-on, so the list
 * says them once (as the Webhooks and Objective sections do) instead of under
 * every opened call.
 * - `hidden`: the role may not replay (a replay carries fresh credentials:
 *   manageCredentials), or the user is not known yet — no button, as every
 *   role-gated control in the portal; `reason` is shown once when known.
 * - `disabled`: the role may, but the add-on has no test endpoint yet (or it
 *   is still loading: `reason` null) — each button disabled, described by the
 *   one sentence.
 * - `ready`: each call's button sends.
 */
export type ReplayOffer = { kind: 'hidden'; reason: string | null } | { kind: 'disabled'; reason: string | null } | { kind: 'ready' };

export function replayOffer(permission: CompanyPermission, testEndpoint: { url: string | null } | undefined): ReplayOffer {
  if (!permission.allowed) return { kind: 'hidden', reason: permission.reason };
  if (!testEndpoint) return { kind: 'disabled', reason: null };
  if (testEndpoint.url === null) return { kind: 'disabled', reason: NO_TEST_ENDPOINT };
  return { kind: 'ready' };
}
