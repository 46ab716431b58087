/**
 * A busy review queue for the admin index's stories: besides the sandbox's own
 * four pending approvals, pending approvals on every add-on that is not shut
 * down and progression requests on the alpha and beta ones, requested an
 * hour apart (some in another time zone), pushed in newest first so the order
 * the page shows is its own doing.
 */
import { APPROVAL_TYPES } from '../../web/src/domain/approvals';
import { approvals } from '../../fixtures/data/approvals';
import { progressions } from '../../fixtures/data/progressions';
import type { SandboxStore } from '../../fixtures/msw';

/** How many entries the seed adds (the sandbox has four of its own). */
export const MANY_WAITING = 36;

const START = Date.parse('2026-08-01T09:00:00Z');
const HOUR = 3_600_000;

/** Every other one written with a +02:00 offset: the queue must order instants, not text. */
function timestamp(index: number): string {
  const time = START + index * 29 * HOUR;
  if (index % 2 === 0) return new Date(time).toISOString();
  return new Date(time + 2 * HOUR).toISOString().replace('Z', '+02:00').replace('.000', '');
}

export function manyWaiting(store: SandboxStore): void {
  const open = store.allAddons().filter((addon) => addon.state !== 'shutdown');
  for (let index = MANY_WAITING - 1; index >= 0; index -= 1) {
    const addon = open[index % open.length]!;
    const requestedAt = timestamp(index);
    const requester = `requests+${index}@${addon.slug}.test`;
    if (index % 5 === 2 && (addon.state === 'alpha' || addon.state === 'beta')) {
      store.recordsOf(progressions).push({
        id: `story-progression-${index}`,
        addon_id: addon.id,
        state: 'pending',
        from: addon.state,
        to: addon.state === 'alpha' ? 'beta' : 'ga',
        visible: true,
        default_plan_slug: null,
        plan_overrides: {},
        created_at: requestedAt,
        decided_at: null,
        requester_email: requester,
        approver_email: null,
      });
      continue;
    }
    store.recordsOf(approvals).push({
      id: `story-approval-${index}`,
      addon_id: addon.id,
      type: APPROVAL_TYPES[index % APPROVAL_TYPES.length]!,
      state: 'pending',
      notes: null,
      rejection_reason: null,
      created_at: requestedAt,
      updated_at: requestedAt,
      requester_email: requester,
      approver_email: null,
      decisions: [],
    });
  }
}
