import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { freezeClockAt } from '../../support/clock';
import { expectScreenshot } from '../../support/screenshot';
import { RepricingPanel } from '../../../web/src/features/plans/RepricingPanel';
import { body, loadedPanel, plansPath, renderAt, storyBackend } from './plans-story-support';

/** Repricing (spec §4): effective dates by the 20th rule, the increase flag, one active per plan, history. */
const meta = {
  title: 'Features/Plans/Repricing',
  subcomponents: { RepricingPanel },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const request = storyBackend('partner');

/**
 * Acme Stream's Standard plan on 24 November (after the 20th): new installs
 * from 01/01, existing ones from 02/01 unless grandfathered; a
 * non-grandfathered increase is flagged; then 'Repricing In Progress'.
 */
export const RequestAfterThe20th: Story = {
  render: renderAt(plansPath('acme-stream', '/acme-stream-plan-standard/repricing')),
  parameters: { msw: { handlers: request.handlers } },
  beforeEach: [freezeClockAt('2026-11-24T10:00:00Z'), request.reset],
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Reprice Standard');
    await expect(within(panel).getByText('$99.00')).toBeVisible();
    await expect(within(panel).getByText('New installs get the new price no sooner than 01/01/2027.')).toBeVisible();
    await expect(within(panel).getByText('Existing installs keep their current price (grandfathered).')).toBeVisible();
    const price = within(panel).getByRole('textbox', { name: /New price/ });
    await userEvent.type(price, '99');
    await userEvent.click(within(panel).getByRole('button', { name: 'Submit Repricing' }));
    await expect(await within(panel).findByText('Price cannot be the same.')).toBeVisible();
    await userEvent.clear(price);
    await userEvent.type(price, '109.50');
    await userEvent.click(within(panel).getByRole('radio', { name: 'Move to the new price' }));
    await expect(within(panel).getByText('Existing installs get the new price no sooner than 02/01/2027.')).toBeVisible();
    await expect(within(panel).getByText(/This raises the price for existing customers too/)).toBeVisible();
    await expectScreenshot(canvasElement);
    await userEvent.click(within(panel).getByRole('button', { name: 'Submit Repricing' }));
    await expect(await body(canvasElement).findByText('Repricing submitted for "Standard".')).toBeVisible();
    await expect(request.writes('POST', '/api/v3/plans/acme-stream-plan-standard/repricings')[0]?.body).toEqual({ price_cents: 10950, grandfathered: false });
    const after = await loadedPanel(canvasElement, 'Reprice Standard');
    // Heading and status agree (issue 31 item 6): a new request is "requested", not yet "In Progress".
    await expect(await within(after).findByRole('heading', { name: 'Repricing requested' })).toBeVisible();
    await expect(within(after).getByText('New: waiting for review by the platform team. You can withdraw it until then.')).toBeVisible();
    await expect(within(after).getByRole('button', { name: 'Withdraw request' })).toBeVisible();
  },
};

const active = storyBackend('partner');

/** Acme Postgres' Standard 2 has one in progress: the form is replaced by the notice; the history below. */
export const InProgress: Story = {
  render: renderAt(plansPath('acme-postgres', '/acme-postgres-plan-standard-2/repricing')),
  parameters: { msw: { handlers: active.handlers } },
  beforeEach: active.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Reprice Standard 2');
    await expect(within(panel).getByRole('heading', { name: 'Repricing In Progress' })).toBeVisible();
    await expect(within(panel).getByText('In Progress: the platform team is reviewing it.')).toBeVisible();
    // Once the platform team has started, it is theirs: no withdrawing.
    await expect(within(panel).queryByRole('button', { name: 'Withdraw request' })).toBeNull();
    await expect(within(panel).queryByRole('textbox', { name: /New price/ })).toBeNull();
    await expect(within(panel).getByRole('table', { name: 'Current repricings' })).toBeVisible();
    await expect(within(panel).getByRole('table', { name: 'History repricings' })).toHaveTextContent('Completed');
    await expect(within(panel).queryByRole('button', { name: /Change status/ })).toBeNull();
    await expectScreenshot(canvasElement);
  },
};

const phone = storyBackend('admin');

/** A 390 px phone, as an admin: each repricing a card, price change and status menu on top, then status, dates and who asked; nothing clipped or scrolling sideways. */
export const InProgressOnAPhone: Story = {
  render: renderAt(plansPath('acme-postgres', '/acme-postgres-plan-standard-2/repricing')),
  parameters: { msw: { handlers: phone.handlers } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  beforeEach: phone.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Reprice Standard 2');
    const current = within(panel).getByRole('list', { name: 'Current repricings' });
    const [card] = within(current).getAllByRole('listitem');
    await expect(card).toHaveTextContent('$200.00 → $225.00');
    await expect([...card!.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Status', 'Requested', 'New installs from', 'By']);
    await expect(card).toHaveTextContent('New installs from12/01/2026');
    // The day it was asked is a general date; only effective dates read MM/DD/YYYY (spec §9).
    await expect(card).toHaveTextContent(/Requested[A-Z][a-z]+ \d{1,2}(st|nd|rd|th), \d{4}/);
    await expect(card).toHaveTextContent('Bypartner@acme.test');
    await expect(within(card!).getByRole('button', { name: /Change status of the/ })).toBeVisible();
    const history = within(panel).getByRole('list', { name: 'History repricings' });
    await expect(history).toHaveTextContent('Completed');
    await expect(within(history).queryByRole('button', { name: /Change status/ })).toBeNull();
    for (const item of within(panel).getAllByRole('listitem')) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expectScreenshot(canvasElement);
  },
};

const admin = storyBackend('admin');

/** Admins move a current request through the statuses; finished ones have no menu. */
export const AdminMovesStatus: Story = {
  render: renderAt(plansPath('acme-postgres', '/acme-postgres-plan-standard-2/repricing')),
  parameters: { msw: { handlers: admin.handlers } },
  beforeEach: admin.reset,
  play: async ({ canvasElement }) => {
    const panel = await loadedPanel(canvasElement, 'Reprice Standard 2');
    const menus = within(panel).getAllByRole('button', { name: /Change status of the/ });
    await expect(menus).toHaveLength(1);
    await userEvent.click(menus[0]!);
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Approved' }));
    // Confirmed first, the flagged increase said so (RepricingDecisions.stories.tsx shows the dialog's states).
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Approve the Acme Postgres · Standard 2 repricing?' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Flagged: this price increase is not grandfathered/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(admin.writes('POST', '/api/v3/repricings/repricing-postgres-standard-2-2026-11/transitions/approved')).toHaveLength(1));
    await expect(await within(panel).findByRole('table', { name: 'Scheduled repricings' })).toBeVisible();
    // The approved request moved from Current to Scheduled; the menu that asked still flashes the move.
    const flash = await body(canvasElement).findByText('Repricing moved to Approved.');
    await waitFor(() => expect(flash).toBeVisible());
  },
};

const beta = storyBackend('partner');

/** Spec §2: the repricing route of an add-on that is not GA leads back to the add-on. */
export const NotGaRedirects: Story = {
  render: renderAt(plansPath('acme-vault', '/acme-vault-plan-team/repricing')),
  parameters: { msw: { handlers: beta.handlers } },
  beforeEach: beta.reset,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Acme Vault' })).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    // The add-on's address opens next-steps (spec §2).
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: 'From beta to GA' })).toBeVisible();
  },
};
