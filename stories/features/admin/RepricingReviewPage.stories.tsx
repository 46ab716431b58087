import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { repricings } from '../../../fixtures/data/repricings';
import { errorHandlers } from '../../../fixtures/msw';
import { RepricingReviewPage } from '../../../web/src/features/admin/RepricingReviewPage';
import { expectScreenshot } from '../../support/screenshot';
import { body, overlaysClosed, renderAt, storyBackend } from '../marketplace-listing/listing-story-support';
import { withManyRepricings, withoutStatuses } from './repricing-review-seeds';
import { RepricingReviewTable } from '../../../web/src/features/admin/RepricingReviewTable';
import { RepricingStatusMenu } from '../../../web/src/features/admin/RepricingStatusMenu';

/**
 * The admin repricing review at /admin/repricing (spec §2 "Admin routes", §4
 * "Repricing"): every plan's requests under current (the default), scheduled
 * and history, through the real route tree with the sandbox answering.
 * Sandbox: current holds Northwind APM Pro (new, a flagged increase) and Acme
 * Postgres Standard 2 (in progress); scheduled Northwind APM Free (approved);
 * history three finished ones.
 */
const meta = {
  title: 'Features/Admin/RepricingReviewPage',
  subcomponents: { RepricingReviewTable, RepricingStatusMenu },
  component: RepricingReviewPage,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof RepricingReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const PATH = '/admin/repricing';

/** The tab list, once the counts are in. */
async function loadedTabs(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const tabs = await canvas.findByRole('tablist', { name: 'Repricing requests by status' });
  await waitFor(() => expect(within(tabs).getAllByRole('tab')[0]).toHaveAccessibleName(/\(\d/));
  return tabs;
}

const tabNames = (tabs: HTMLElement) => within(tabs).getAllByRole('tab').map((tab) => tab.textContent);

const current = storyBackend('admin');

/** The default tab: the two waiting requests, the non-grandfathered increase flagged, dates as MM/DD/YYYY. */
export const Current: Story = {
  render: renderAt(PATH),
  parameters: { msw: { handlers: current.handlers } },
  beforeEach: current.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Repricing' })).toBeVisible();
    const tabs = await loadedTabs(canvasElement);
    await expect(tabNames(tabs)).toEqual(['Current (2)', 'Scheduled (1)', 'History (3)']);
    await expect(within(tabs).getByRole('tab', { name: 'Current (2)' })).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: 'Current (2)' });
    const grid = within(panel).getByRole('grid', { name: 'Current repricing requests' });
    const northwind = within(grid).getByRole('row', { name: /Northwind APM/ });
    for (const text of ['Pro', '$39.00 → $49.00', 'Increase', 'No', 'Flagged', 'New: 12/01/2026', 'Existing: 01/01/2027', 'dev@northwind.test']) {
      await expect(within(northwind).getByText(text)).toBeVisible();
    }
    await expect(within(northwind).getByRole('button', { name: /^New: change the status/ })).toBeVisible();
    const postgres = within(grid).getByRole('row', { name: /Acme Postgres/ });
    await expect(within(postgres).getByText('$200.00 → $225.00')).toBeVisible();
    await expect(within(postgres).getByRole('button', { name: /^In Progress: change the status/ })).toBeVisible();
    await expect(within(postgres).getByRole('link', { name: 'Acme Postgres' })).toHaveAttribute('href', '/addons/acme-postgres/plans');
    await expectScreenshot(canvasElement);
  },
};

const scheduled = storyBackend('admin');

/** `?tab=scheduled` opens the scheduled tab: approved and partially complete requests. */
export const Scheduled: Story = {
  render: renderAt(`${PATH}?tab=scheduled`),
  parameters: { msw: { handlers: scheduled.handlers } },
  beforeEach: scheduled.reset,
  play: async ({ canvasElement }) => {
    const tabs = await loadedTabs(canvasElement);
    await expect(within(tabs).getByRole('tab', { name: 'Scheduled (1)' })).toHaveAttribute('aria-selected', 'true');
    const grid = within(canvasElement).getByRole('grid', { name: 'Scheduled repricing requests' });
    const free = within(grid).getByRole('row', { name: /Northwind APM/ });
    await expect(within(free).getByText('$0.00 → $5.00')).toBeVisible();
    await expect(within(free).getByText('Existing: keep price')).toBeVisible();
    await expect(within(free).queryByText('Flagged')).toBeNull();
    // The tab says which statuses it holds: "Scheduled" is where Approved requests wait.
    await expect(within(canvasElement).getByText('Approved requests, scheduled for their effective dates, and Partially Complete ones.')).toBeVisible();
  },
};

const history = storyBackend('admin');

/** Finished requests move no more: their status is text, not a menu. */
export const History: Story = {
  render: renderAt(`${PATH}?tab=history`),
  parameters: { msw: { handlers: history.handlers } },
  beforeEach: history.reset,
  play: async ({ canvasElement }) => {
    await loadedTabs(canvasElement);
    const grid = within(canvasElement).getByRole('grid', { name: 'History repricing requests' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(4);
    for (const status of ['Completed', 'Rejected', 'Error']) await expect(within(grid).getByText(status)).toBeVisible();
    // Why each ended: the rejection's reason, what an error means (issue 31 item 6).
    await expect(within(grid).getByText(/^Reason: A 30% rise for existing customers needs more notice/)).toBeVisible();
    await expect(within(grid).getByText(/^Applying the new price failed before it completed/)).toBeVisible();
    await expect(within(canvasElement).getByText(/^Completed, Rejected \(with the reason, or withdrawn by the partner\) and Error requests\.$/)).toBeVisible();
    await expectScreenshot(canvasElement);
    await expect(within(grid).queryByRole('button', { name: /change the status/ })).toBeNull();
  },
};

function emptyTabStory(tab: string, label: string, message: string, ...statuses: string[]): Story {
  const backend = storyBackend('admin', { seed: withoutStatuses(...statuses) });
  return {
    render: renderAt(tab === 'current' ? PATH : `${PATH}?tab=${tab}`),
    parameters: { msw: { handlers: backend.handlers } },
    beforeEach: backend.reset,
    play: async ({ canvasElement }) => {
      const tabs = await loadedTabs(canvasElement);
      await expect(within(tabs).getByRole('tab', { name: `${label} (0)` })).toHaveAttribute('aria-selected', 'true');
      const panel = within(canvasElement).getByRole('tabpanel', { name: `${label} (0)` });
      await expect(within(panel).getByRole('heading', { level: 2, name: message })).toBeVisible();
      await expect(within(panel).queryByRole('grid')).toBeNull();
      await expectScreenshot(canvasElement);
    },
  };
}

/** Spec §2: "no pricing requests". */
export const EmptyCurrent = emptyTabStory('current', 'Current', 'There are no pricing requests.', 'new', 'in_progress');
/** Spec §2: "no scheduled … requests". */
export const EmptyScheduled = emptyTabStory('scheduled', 'Scheduled', 'There are no scheduled requests.', 'approved', 'partially_complete');
/** Spec §2: "no … historical requests". */
export const EmptyHistory = emptyTabStory('history', 'History', 'There are no historical requests.', 'completed', 'rejected', 'error');

const moving = storyBackend('admin');

/** An admin approves a waiting request: it leaves Current at once and is listed under Scheduled. */
export const MoveToScheduled: Story = {
  render: renderAt(PATH),
  parameters: { msw: { handlers: moving.handlers } },
  beforeEach: moving.reset,
  play: async ({ canvasElement }) => {
    const tabs = await loadedTabs(canvasElement);
    const grid = within(canvasElement).getByRole('grid', { name: 'Current repricing requests' });
    await userEvent.click(within(grid).getByRole('button', { name: /^New: change the status of the Northwind APM Pro repricing/ }));
    const menu = await body(canvasElement).findByRole('menu', { name: 'Move the Northwind APM Pro repricing to' });
    // Each entry says the tab it goes to, so "Approved" and the "Scheduled" tab read as one.
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['In ProgressTo Current', 'ApprovedTo Scheduled', 'RejectedTo History']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /^Approved/ }));
    // Confirmed first (RepricingDecisions.stories.tsx shows the dialog's states).
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Approve the Northwind APM · Pro repricing?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(await body(canvasElement).findByText('Northwind APM · Pro repricing moved to Approved.')).toBeVisible();
    await expect(moving.writes('POST', '/api/v3/repricings/repricing-northwind-apm-pro-2026-11/transitions/approved')).toHaveLength(1);
    await waitFor(() => expect(tabNames(tabs)).toEqual(['Current (1)', 'Scheduled (2)', 'History (3)']));
    await expect(within(grid).queryByRole('row', { name: /Northwind APM Pro/ })).toBeNull();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Scheduled (2)' }));
    const scheduledGrid = await within(canvasElement).findByRole('grid', { name: 'Scheduled repricing requests' });
    await expect(within(scheduledGrid).getByRole('button', { name: /^Approved: change the status of the Northwind APM Pro repricing/ })).toBeVisible();
    await overlaysClosed(canvasElement);
  },
};

const keyboard = storyBackend('admin');

/** From the keyboard: with the status button focused, Enter opens its menu on the first choice and the arrows pick. */
export const MoveWithTheKeyboard: Story = {
  render: renderAt(PATH),
  parameters: { msw: { handlers: keyboard.handlers } },
  beforeEach: keyboard.reset,
  play: async ({ canvasElement }) => {
    const tabs = await loadedTabs(canvasElement);
    const grid = within(canvasElement).getByRole('grid', { name: 'Current repricing requests' });
    const button = within(grid).getByRole('button', { name: /^In Progress: change the status of the Acme Postgres Standard 2/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu', { name: 'Move the Acme Postgres Standard 2 repricing to' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: /^New/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    // The dialog opens on its safe choice; Tab reaches Approve.
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Approve the Acme Postgres · Standard 2 repricing?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Tab}');
    await expect(within(dialog).getByRole('button', { name: 'Approve' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await body(canvasElement).findByText('Acme Postgres · Standard 2 repricing moved to Approved.')).toBeVisible();
    await waitFor(() => expect(tabNames(tabs)).toEqual(['Current (1)', 'Scheduled (2)', 'History (3)']));
    await overlaysClosed(canvasElement);
  },
};

/** After the first answer the list is slow to come again, so what puts the row back is the rollback, not the refetch. */
let listAnswers = 0;
const refused = storyBackend('admin', {
  overrides: [
    http.get('/api/v3/repricings', async () => {
      listAnswers += 1;
      if (listAnswers > 1) await delay(5000);
      return undefined; // falls through to the sandbox
    }),
    http.post('/api/v3/repricings/:id/transitions/:transition', async () => {
      await delay(400);
      return HttpResponse.json({ id: 'service_unavailable', message: 'The billing service did not answer.' }, { status: 503 });
    }),
  ],
});

/** The move shows at once; the server refuses it; the row is back in Current and the flash names add-on and plan. */
export const FailedMoveRolledBack: Story = {
  render: renderAt(PATH),
  parameters: { msw: { handlers: refused.handlers } },
  beforeEach: () => {
    refused.reset();
    listAnswers = 0;
  },
  play: async ({ canvasElement }) => {
    const tabs = await loadedTabs(canvasElement);
    const grid = within(canvasElement).getByRole('grid', { name: 'Current repricing requests' });
    await userEvent.click(within(grid).getByRole('button', { name: /^In Progress: change the status of the Acme Postgres Standard 2/ }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: /^Approved/ }));
    await userEvent.click(within(await body(canvasElement).findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    // Optimistic: the row has left Current before the server answers.
    await waitFor(() => expect(tabNames(tabs)).toEqual(['Current (1)', 'Scheduled (2)', 'History (3)']));
    const message =
      'Could not move the Acme Postgres · Standard 2 repricing to Approved: The billing service did not answer. It is still In Progress.';
    await expect(await body(canvasElement).findByText(message, {}, { timeout: 3000 })).toBeVisible();
    // Back at once: well before the slowed refetch could have brought it back.
    await waitFor(() => expect(tabNames(tabs)).toEqual(['Current (2)', 'Scheduled (1)', 'History (3)']), { timeout: 1000 });
    await expect(within(grid).getByRole('button', { name: /^In Progress: change the status of the Acme Postgres Standard 2/ })).toBeVisible();
    const stored = refused.store.recordsOf(repricings).find((repricing) => repricing.id === 'repricing-postgres-standard-2-2026-11');
    await expect(stored?.status).toBe('in_progress');
    await overlaysClosed(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

const many = storyBackend('admin', { seed: withManyRepricings(10_000) });

/** 10 000 requests: counts per tab, one page of 25 laid out, the footer says how many. */
export const TenThousandRows: Story = {
  render: renderAt(PATH),
  parameters: { msw: { handlers: many.handlers } },
  beforeEach: many.reset,
  play: async ({ canvasElement }) => {
    const tabs = await loadedTabs(canvasElement);
    await expect(tabNames(tabs)).toEqual(['Current (2,858)', 'Scheduled (2,858)', 'History (4,284)']);
    const grid = within(canvasElement).getByRole('grid', { name: 'Current repricing requests' });
    await expect(within(grid).getAllByRole('row').length).toBeLessThanOrEqual(26);
    await expect(within(canvasElement).getByText(/1–25 of 2,858/)).toBeVisible();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'History (4,284)' }));
    await expect(await within(canvasElement).findByText(/1–25 of 4,284/)).toBeVisible();
  },
};

const phone = storyBackend('admin');

/** At 390 px: add-on with plan, prices with the flag, and status; no sideways page scroll. */
export const Mobile: Story = {
  render: renderAt(PATH),
  parameters: { msw: { handlers: phone.handlers } },
  beforeEach: phone.reset,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await loadedTabs(canvasElement);
    const grid = within(canvasElement).getByRole('grid', { name: 'Current repricing requests' });
    await expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Add-on / plan', 'Price', 'Status']);
    const northwind = within(grid).getByRole('row', { name: /Northwind APM/ });
    for (const text of ['Pro', '$39.00 →', '$49.00', 'Flagged']) await expect(within(northwind).getByText(text)).toBeVisible();
    await expect(within(northwind).getByRole('button', { name: /^New: change the status/ })).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth, 'page').toBeLessThanOrEqual(page.clientWidth);
    const scroller = grid.querySelector('.MuiDataGrid-virtualScroller') as HTMLElement;
    await expect(scroller.scrollWidth, 'grid').toBeLessThanOrEqual(scroller.clientWidth);
    await expectScreenshot(canvasElement);
  },
};

/** The list could not be fetched: the error state with the server's message and Try again. */
export const LoadFailed: Story = {
  render: renderAt(PATH),
  parameters: { msw: { handlers: errorHandlers(500, { persona: 'admin', message: 'The partner API failed.' }) } },
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement).findByRole('tabpanel', { name: 'Current' });
    await expect(await within(panel).findByText('The partner API failed.')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
