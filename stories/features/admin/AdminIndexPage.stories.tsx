import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { approvals } from '../../../fixtures/data/approvals';
import { handlersFor, type SandboxStore } from '../../../fixtures/msw';
import { adminAreas, AdminIndex, type AdminArea } from '../../../web/src/features/admin/AdminIndexPage';
import type { LiveCountSource } from '../../../web/src/features/admin/LiveCount';
import { withMemoryRouter } from '../../support/router';
import { expectScreenshot } from '../../support/screenshot';

/**
 * The admin index (spec §2): cards leading to repricing, addresses, users and
 * e-mail lookup, each with an optional live count line (issue: "3 repricing
 * requests waiting"). Default shows the counts the screens' own hooks read
 * from the sandbox; the other stories give each card a count as a hook would
 * report it.
 */
/** The cards are the subject here: the queue below them is empty (its states are in Pages/Admin). */
function nothingWaiting(store: SandboxStore) {
  for (const approval of store.recordsOf(approvals)) approval.state = 'approved';
}

const meta = {
  title: 'Features/Admin/AdminIndexPage',
  component: AdminIndex,
  decorators: [withMemoryRouter('/admin')],
  parameters: { msw: { handlers: handlersFor('admin', { seed: nothingWaiting }) } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { areas: adminAreas },
} satisfies Meta<typeof AdminIndex>;

export default meta;
type Story = StoryObj<typeof meta>;

const counted = (count: number): LiveCountSource => ({ count, isPending: false, isError: false });
const loading: LiveCountSource = { isPending: true, isError: false };
// A failed count may still carry the last number it had: it must not be shown.
const failed: LiveCountSource = { count: 7, isPending: false, isError: true };

/** The index's own cards and sentences, each count answered by the story instead of its hook. */
function withCounts(sources: readonly (LiveCountSource | undefined)[]): AdminArea[] {
  return adminAreas.map((area, index) => {
    const source = sources[index];
    return source && area.liveCount ? { ...area, liveCount: { ...area.liveCount, useCount: () => source } } : area;
  });
}

function cardText(canvas: HTMLElement, title: string): string {
  const list = within(canvas).getByRole('list', { name: 'Admin areas' });
  return within(list).getByRole('heading', { name: title }).closest('li')?.textContent ?? '';
}

/** Five cards, each saying what is behind it, with the counts the screens' hooks read from the sandbox. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Admin areas' });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Repricing', 'Addresses', 'Users', 'Email lookup', 'Add-ons below objective']);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(adminAreas.map((area) => area.to));
    await expect(await within(canvasElement).findByText(/repricing requests? waiting$/)).toBeVisible();
    await expect(cardText(canvasElement, 'Repricing')).toBe(
      'RepricingReview plan repricing requests: current, scheduled and history.2 repricing requests waiting',
    );
    // Each count comes from its own screen's query, which may answer after the repricing one.
    await waitFor(() => expect(cardText(canvasElement, 'Addresses')).toMatch(/4 companies with a beta or GA add-on$/));
    await waitFor(() => expect(cardText(canvasElement, 'Users')).toMatch(/7 users at those companies$/));
  },
};

/** Counts as the screens' hooks report them; e-mail lookup has none (nothing to count). */
export const WithCounts: Story = {
  args: { areas: withCounts([counted(3), counted(12), counted(1), undefined]) },
  play: async ({ canvasElement }) => {
    await expect(cardText(canvasElement, 'Repricing')).toContain('3 repricing requests waiting');
    await expect(cardText(canvasElement, 'Addresses')).toContain('12 companies with a beta or GA add-on');
    await expect(cardText(canvasElement, 'Users')).toContain('1 user at those companies');
    await expect(cardText(canvasElement, 'Email lookup')).toBe("Email lookupFind the add-ons of a user's company by e-mail.");
    await expect(await within(canvasElement).findByText('Nothing is waiting for review.')).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

/** While counts load, a grey bar holds their place: no number, so never a wrong one. */
export const CountsLoading: Story = {
  args: { areas: withCounts([loading, loading, loading, undefined]) },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Admin areas' });
    await expect(within(list).getAllByTestId('live-count-loading')).toHaveLength(3);
    await expect(list.textContent).not.toMatch(/\d/);
    await expect(await within(canvasElement).findByText('Nothing is waiting for review.')).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

/** A count that failed is left out (its screen shows the error); the others still show. */
export const CountFailed: Story = {
  args: { areas: withCounts([failed, counted(0), loading, undefined]) },
  play: async ({ canvasElement }) => {
    await expect(cardText(canvasElement, 'Repricing')).toBe('RepricingReview plan repricing requests: current, scheduled and history.');
    await expect(cardText(canvasElement, 'Addresses')).toContain('0 companies with a beta or GA add-on');
  },
};

/** On a phone the cards stack, counts included. */
export const Mobile: Story = {
  args: { areas: withCounts([counted(3), counted(12), counted(1), undefined]) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Admin areas' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
    await expect(await within(canvasElement).findByText('Nothing is waiting for review.')).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};
