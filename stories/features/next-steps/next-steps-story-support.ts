/**
 * What the next-steps stories share: the route, waits, and seeds that put an
 * add-on's approvals in the state a story needs. The story backend is the
 * listing stories' own.
 */
import { expect, waitFor, within } from 'storybook/test';
import { approvals } from '../../../fixtures/data/approvals';
import type { SandboxStore } from '../../../fixtures/msw';
import type { ApprovalType } from '../../../web/src/domain/approvals';

export { body, desktop, overlaysClosed, pageParameters, renderAt, storyBackend } from '../marketplace-listing/listing-story-support';
export { mobile } from '../company/company-story-support';

/** `/addons/{slug}/next-steps`, or one of its panels (`/approvals/{id}/edit`). */
export const nextStepsPath = (slug: string, panel = '') => `/addons/${slug}/next-steps${panel}`;

/** Waits until every checklist, approval, progression and the timeline have loaded (no "Loading …", nothing busy). */
export async function nextStepsLoaded(canvasElement: HTMLElement): Promise<void> {
  const canvas = within(canvasElement);
  await canvas.findByRole('region', { name: 'Review timeline' });
  await waitFor(() => expect(canvas.queryAllByText(/^Loading /)).toHaveLength(0), { timeout: 5000 });
  // The progression sections show no text while they load: they are aria-busy.
  await waitFor(() => expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(0), { timeout: 5000 });
}

/** Sets the state of `slug`'s approvals of `types` (all of them when omitted). */
export const approveAll =
  (slug: string, types?: readonly ApprovalType[]) =>
  (store: SandboxStore): void => {
    const addonId = store.findAddon(slug)?.id;
    for (const approval of store.recordsOf(approvals)) {
      if (approval.addon_id === addonId && (!types || types.includes(approval.type))) approval.state = 'approved';
    }
  };

/** Removes `slug`'s approval of `type`, so it can be requested again. */
export const withoutApproval =
  (slug: string, type: ApprovalType) =>
  (store: SandboxStore): void => {
    const addonId = store.findAddon(slug)?.id;
    const list = store.recordsOf(approvals);
    const index = list.findIndex((approval) => approval.addon_id === addonId && approval.type === type);
    if (index >= 0) list.splice(index, 1);
  };
