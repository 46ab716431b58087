import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { approvals } from '../../fixtures/data/approvals';
import { handlersFor, type SandboxStore } from '../../fixtures/msw';
import { freezeClockAt } from '../support/clock';
import { layoutSettled } from '../support/layout-settled';
import { resizeFrame } from '../support/frame-size';
import { AppRoute } from '../support/router';
import { expectScreenshot } from '../support/screenshot';
import { manyWaiting, MANY_WAITING } from './admin-queue-seed';
import { ReviewQueueSection } from '../../web/src/features/admin/ReviewQueueSection';
import { ReviewQueueGrid } from '../../web/src/features/admin/ReviewQueueGrid';

/**
 * The admin area's index at /admin (spec §2 "Admin routes"), behind the admin
 * guard: the four area cards, then "Waiting for review" — every pending
 * approval and progression request, oldest first (issue). The clock is fixed
 * at 13 November 2026, so "3 days ago" stays put.
 */
const meta = {
  title: 'Pages/Admin',
  subcomponents: { ReviewQueueSection, ReviewQueueGrid },
  render: () => <AppRoute path="/admin" />,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach: freezeClockAt('2026-11-13T14:30:00Z'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile', isRotated: false } };
/** The first page a run opens (and the next-steps screen behind a link) compiles its lazy chunks on a cold, busy dev server. */
const COLD = { timeout: 30_000 };
const QUEUE_PATH = '/api/v3/review_queue';

function queueGrid(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('grid', { name: 'Review queue' }, COLD);
}

/** Data rows of the queue's grid, each as its text. */
function rowTexts(grid: HTMLElement): string[] {
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');
}

function noSidewaysScroll(canvasElement: HTMLElement) {
  const page = canvasElement.ownerDocument.documentElement;
  return expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}

/**
 * A platform admin: four cards, the header's Admin link marks the section,
 * and the sandbox's four pending approvals wait, Bluefin's (10 days) before
 * Acme Insights' (3 days).
 */
export const Admin: Story = {
  parameters: { msw: { handlers: handlersFor('admin') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Admin' }, COLD)).toBeVisible();
    const areas = canvas.getByRole('list', { name: 'Admin areas' });
    await expect(within(areas).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Repricing',
      'Addresses',
      'Users',
      'Email lookup',
      'Add-ons below objective',
    ]);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
    const queue = canvas.getByRole('region', { name: 'Waiting for review' });
    await expect(await within(queue).findByText('4 requests waiting for review')).toBeVisible();
    const rows = rowTexts(await queueGrid(canvasElement));
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toMatch(/^Bluefin Pub\/SubAlphaBusiness Approval for Bluefin Pub\/Subfounder@bluefin\.testNovember 3rd, 202610 days ago$/);
    await expect(rows[3]).toMatch(/^Acme InsightsAlphaTechnical Approval for Acme Insightspartner@acme\.testNovember 10th, 20263 days ago$/);
    await expect(within(queue).getByRole('link', { name: 'Technical Approval for Acme Insights' })).toHaveAttribute(
      'href',
      '/addons/acme-insights/next-steps/approvals/acme-insights-approval-2/edit',
    );
    // The queue's rows have automatic heights: measured after the first layout.
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

/** The admin follows a queue entry and lands in the approval's edit panel, where it is decided. */
export const FollowAnApproval: Story = {
  parameters: { msw: { handlers: handlersFor('admin') } },
  play: async ({ canvasElement }) => {
    const grid = await queueGrid(canvasElement);
    await userEvent.click(within(grid).getByRole('link', { name: 'Technical Approval for Acme Insights' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('heading', { name: 'Edit Technical Approval' }, COLD)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Pending' })).toBeChecked();
  },
};

/** The same page on a phone: name, state and the link under it; date, wait and requester beside; no sideways scroll. */
export const AdminOnAPhone: Story = {
  ...Admin,
  globals: phone,
  play: async ({ canvasElement }) => {
    const grid = await queueGrid(canvasElement);
    await expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Add-on', 'Waiting since']);
    await expect(rowTexts(grid)[3]).toMatch(/^Acme InsightsAlphaTechnical Approval for Acme InsightsNovember 10th, 20263 days agoby partner@acme\.test$/);
    await noSidewaysScroll(canvasElement);
    // The whole page, in a frame already tall enough: growing the frame during the capture caught the grid
    // mid-way through measuring its rows (cut off after the fourth).
    if (!(await resizeFrame(390, 2300))) return; // the Storybook UI cannot resize its frame
    try {
      await waitFor(() => expect(canvasElement.ownerDocument.documentElement.scrollHeight).toBeLessThanOrEqual(2300));
      // The queue's rows have automatic heights: measured after the first layout.
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
    } finally {
      await resizeFrame(390, 844);
    }
  },
};

/** While the queue loads: a named spinner, and no count at all rather than a wrong one. */
export const QueueLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(QUEUE_PATH, async () => {
          await delay('infinite');
        }),
        ...handlersFor('admin'),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const queue = await canvas.findByRole('region', { name: 'Waiting for review' }, COLD);
    await expect(within(queue).getByRole('progressbar')).toBeVisible();
    await expect(within(queue).getByText('Loading the review queue…')).toBeVisible();
    // Neither a number nor "Nothing is waiting": the heading is the only mention until the queue is known.
    await expect(within(queue).queryByText(/waiting for review/)).toBeNull();
    await expect(within(queue).queryByText(/\d/)).toBeNull();
    // The queue's rows have automatic heights: measured after the first layout.
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

function decideEverything(store: SandboxStore) {
  for (const approval of store.recordsOf(approvals)) approval.state = 'approved';
}

/** Nothing waits: the empty state says so, and no count line repeats it. */
export const QueueEmpty: Story = {
  parameters: { msw: { handlers: handlersFor('admin', { seed: decideEverything }) } },
  play: async ({ canvas, canvasElement }) => {
    const queue = await canvas.findByRole('region', { name: 'Waiting for review' }, COLD);
    await expect(await within(queue).findByRole('heading', { name: 'Nothing is waiting for review.' })).toBeVisible();
    await expect(within(queue).queryByRole('grid')).toBeNull();
    await expect(within(queue).getAllByText('Nothing is waiting for review.')).toHaveLength(1);
    // The queue's rows have automatic heights: measured after the first layout.
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

/** Many waiting, approvals and progression requests mixed: oldest first, 25 to a page, each linking to where it is decided. */
export const QueueMany: Story = {
  parameters: { msw: { handlers: handlersFor('admin', { seed: manyWaiting }) } },
  play: async ({ canvas, canvasElement }) => {
    const grid = await queueGrid(canvasElement);
    await expect(await canvas.findByText(`${MANY_WAITING + 4} requests waiting for review`)).toBeVisible();
    await expect(canvas.getByText(`1–25 of ${MANY_WAITING + 4}`)).toBeVisible();
    const times = within(grid)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('time')?.getAttribute('datetime') ?? '');
    await expect(times).toHaveLength(25);
    await expect(times.map((time) => Date.parse(time))).toEqual(times.map((time) => Date.parse(time)).sort((a, b) => a - b));
    const progression = within(grid).getAllByRole('link', { name: /^Progression to (Beta|GA) for / })[0]!;
    await expect(progression.getAttribute('href')).toMatch(/^\/addons\/[\w-]+\/next-steps#progression-approval$/);
    // The queue's rows have automatic heights: measured after the first layout.
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

/**
 * Many on a phone: the rows grow to hold the stacked facts, no cell cuts its
 * text off, and the page never scrolls sideways. (25 stacked rows are taller
 * than a screenshot may be: Admin On A Phone shows the look.)
 */
export const QueueManyOnAPhone: Story = {
  ...QueueMany,
  globals: phone,
  play: async ({ canvasElement }) => {
    const grid = await queueGrid(canvasElement);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(26));
    for (const cell of within(grid).getAllByRole('gridcell')) {
      await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
      await expect(cell.scrollHeight).toBeLessThanOrEqual(cell.clientHeight);
    }
    await noSidewaysScroll(canvasElement);
  },
};

/** The queue cannot be loaded: the server's message and Try again; the cards still lead on, and no count is shown. */
export const QueueFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(QUEUE_PATH, () => HttpResponse.json({ id: 'unavailable', message: 'The review queue is not answering.' }, { status: 503 })),
        ...handlersFor('admin'),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const queue = await canvas.findByRole('region', { name: 'Waiting for review' }, COLD);
    await expect(await within(queue).findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(within(queue).getByText('The review queue is not answering.')).toBeVisible();
    // Neither a number nor "Nothing is waiting": the heading is the only mention until the queue is known.
    await expect(within(queue).queryByText(/waiting for review/)).toBeNull();
    await expect(canvas.getAllByRole('link', { name: /Repricing|Addresses|Users|Email lookup/ })).toHaveLength(4);
    // The queue's rows have automatic heights: measured after the first layout.
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

/** A partner who opens /admin is sent to / and on to the add-ons list; the queue is never asked for. */
export const PartnerIsSentAway: Story = {
  parameters: { msw: { handlers: handlersFor('partner') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Acme Data add-ons' }, COLD)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Admin' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Admin' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Waiting for review' })).toBeNull();
  },
};
