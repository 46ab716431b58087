import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { toCamel } from '../../../web/src/api/case';
import { FailureGroupsTable } from '../../../web/src/features/integration/failures/FailureGroupsTable';
import { freezeClockAt } from '../../support/clock';
import { withMemoryRouter } from '../../support/router';
import { expectScreenshot } from '../../support/screenshot';
import { desktop, failureGroupsWire, mobile, PARTS_NOW } from './integration-parts-support';

/**
 * The failure causes of one page (issue 34 §2): most failures first, each a
 * link to its calls with its share, apps affected, first and last seen and a
 * spark line said in words; a table from md, one card per cause on a phone;
 * the pager when there are more causes than a page holds.
 */
const data = toCamel(failureGroupsWire);

const meta = {
  component: FailureGroupsTable,
  title: 'Features/Integration/Parts/Failure groups table',
  globals: desktop,
  decorators: [withMemoryRouter('/addons/acme-postgres/integration/failures')],
  beforeEach: freezeClockAt(PARTS_NOW),
  args: { data, groupHref: (id: string) => `?group=${id}`, onPage: fn() },
} satisfies Meta<typeof FailureGroupsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three causes, the incident's first; every figure in its column. */
export const Causes: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Failures by cause' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Cause', 'Failures', 'Share', 'Apps affected', 'First seen', 'Last seen', 'Trend']);
    await expect(rows[1]).toHaveTextContent(/Provision · HTTP 503Database connection pool exhausted \(<n> waiting\)5,98093\.3%5,120/);
    await expect(within(rows[1]!).getByRole('link', { name: 'Provision · HTTP 503' })).toHaveAttribute('href', '/addons/acme-postgres/integration/failures?group=0a1b2c3d');
    await expect(rows[2]).toHaveTextContent('Deprovision · Timeout');
    // The spark line is hidden; its sentence is what a screen reader gets.
    await expect(within(rows[1]!).getByText('At most 4,100 failures in one 6-hour span')).toBeInTheDocument();
    await expectScreenshot(canvasElement);
  },
};

/** At 390 px: a card per cause, its link the card's title, the first tab stop; the causes in the same order. */
export const CausesPhone: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Provision · HTTP 503' })).toHaveFocus();
    // (Tab on from here is not asserted: user-event's own tab order does not know the spark line's `inert`, which the browser honours.)
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(['Provision · HTTP 503', 'Deprovision · Timeout', 'SSO · HTTP 401']);
    await expectScreenshot(canvasElement);
  },
};

/** More causes than a page: the pager says where it is, and its next-page button asks for page 2 (from the keyboard too). */
export const MorePages: Story = {
  args: { data: { ...data, totalGroups: 23, nextPage: 2 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–10 of 23')).toBeVisible();
    const next = canvas.getByRole('button', { name: /next page/i });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPage).toHaveBeenCalledOnce();
    await expect(args.onPage).toHaveBeenCalledWith(2);
    await expectScreenshot(canvasElement);
  },
};

export const MorePagesPhone: Story = { ...MorePages, globals: mobile };
