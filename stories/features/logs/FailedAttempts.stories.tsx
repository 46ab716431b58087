import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failedAttempts } from '../../../fixtures/data/failed-attempts';
import { expectPagerArrowsShown } from '../../support/pager';
import { expectScreenshot } from '../../support/screenshot';
import { LogsPage } from '../../../web/src/features/logs/LogsPage';
import { desktop, logsPath, mobile, pageParameters, renderAt, storyBackend, unavailableUntilRecovered } from './logs-story-support';

/**
 * Failed attempts (spec §2 "Logs", §4, §9): the 100 most recent, a debounced
 * filter over columns, request parameters and response body, expandable
 * rows with the parameters, code and pretty-printed body, dates as
 * 'MM/DD/YY, h:mm:ss a Z', the two empty states, and the list loading or
 * failing to load (issue 11).
 */
const meta = {
  component: LogsPage,
  title: 'Features/Logs/Failed attempts',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta<typeof LogsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Failed attempts' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).filter((row) => within(row).queryByRole('button') !== null);

/** The seed's parameters of attempt n (1-based). */
const paramsOf = (n: number) => failedAttempts.find((attempt) => attempt.id === `acme-postgres-attempt-${n}`)?.params as { uuid: string };

const many = storyBackend('partner');

/** Acme Postgres has 250: 100 are listed, newest first, 25 to a page. */
export const HundredMostRecent: Story = {
  render: renderAt(logsPath('acme-postgres')),
  parameters: { msw: { handlers: many.handlers } },
  beforeEach: many.reset,
  play: async ({ canvasElement }) => {
    const list = await section(canvasElement);
    await expect(await within(list).findByText('100 of 100 match')).toBeVisible();
    const table = within(list).getByRole('table', { name: 'Failed attempts' });
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Details', 'Date', 'App', 'Plan', 'Action', 'Code', 'Error']);
    const rows = bodyRows(table);
    await expect(rows).toHaveLength(25);
    await expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveTextContent(/^11\/20\/26, 6:00:00 pm [+-]\d\d:\d\d$/);
    await expect(within(list).getByText('1–25 of 100')).toBeVisible();
    await expectScreenshot(list);
  },
};

const filter = storyBackend('partner');

/**
 * Filtering by a value only the request parameters hold (attempt 6's uuid; a
 * provision call, so not in its URL) finds that one row; opened, it shows the
 * parameters and the JSON body pretty-printed. Attempt 150 is older than the
 * 100 shown: "No failed attempts match that query."
 */
export const FilterByParameterAndOpen: Story = {
  render: renderAt(logsPath('acme-postgres')),
  parameters: { msw: { handlers: filter.handlers } },
  beforeEach: filter.reset,
  play: async ({ canvasElement }) => {
    const list = await section(canvasElement);
    const box = await within(list).findByRole('textbox', { name: 'Filter failed attempts' });
    await userEvent.type(box, paramsOf(6).uuid);
    await waitFor(() => expect(within(list).getByText('1 of 100 match')).toBeVisible());
    const table = within(list).getByRole('table', { name: 'Failed attempts' });
    const [row] = bodyRows(table);
    const toggle = within(row!).getByRole('button', { name: /^Details of the attempt at / });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const parameters = await within(table).findByLabelText('Request parameters');
    await expect(JSON.parse(parameters.textContent ?? '')).toEqual(paramsOf(6));
    const response = within(table).getByLabelText('Response body (HTTP 500)');
    await expect(response.textContent).toBe('{\n  "error": "internal",\n  "message": "Cluster eu-1 is out of capacity."\n}');
    await expectScreenshot(list);
    await userEvent.clear(box);
    await userEvent.type(box, paramsOf(150).uuid);
    await expect(await within(list).findByText('No failed attempts match that query.')).toBeVisible();
  },
};

const none = storyBackend('partner');

/** No failed attempts at all: the spec's empty state and no filter box. */
export const NoFailedAttempts: Story = {
  render: renderAt(logsPath('acme-vault')),
  parameters: { msw: { handlers: none.handlers } },
  beforeEach: none.reset,
  play: async ({ canvasElement }) => {
    const list = await section(canvasElement);
    await expect(await within(list).findByText('There are currently no failed attempts.')).toBeVisible();
    await expect(within(list).queryByRole('textbox')).toBeNull();
  },
};

const phone = storyBackend('partner');

/**
 * A 390 px phone: a card per attempt, its date with the opener, then app,
 * plan, action, code and error; the pager shows both arrows (it wraps onto two
 * lines); nothing scrolls sideways.
 */
export const OnAPhone: Story = {
  render: renderAt(logsPath('acme-stream')),
  parameters: { msw: { handlers: phone.handlers } },
  globals: mobile,
  beforeEach: phone.reset,
  play: async ({ canvasElement }) => {
    const list = await section(canvasElement);
    const cards = within(await within(list).findByRole('list', { name: 'Failed attempts' })).getAllByRole('listitem');
    const first = cards[0]!;
    await expect([...first.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['App', 'Plan', 'Action', 'Code', 'Error']);
    for (const term of first.querySelectorAll('dd')) await expect(term.textContent).not.toBe('');
    const toggle = within(first).getByRole('button', { name: /^Details of the attempt at / });
    await userEvent.click(toggle);
    await expect(await within(first).findByLabelText('Request parameters')).toBeVisible();
    await expectPagerArrowsShown(list);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expectScreenshot(list);
  },
};

const slow = storyBackend('partner', {
  overrides: [
    http.get('/api/v3/addons/:slug/failed_attempts', async () => {
      await delay('infinite');
    }),
  ],
});

/** While the attempts load the section says so, with no filter box or table yet. */
export const Loading: Story = {
  render: renderAt(logsPath('acme-stream')),
  parameters: { msw: { handlers: slow.handlers } },
  beforeEach: slow.reset,
  play: async ({ canvasElement }) => {
    const list = await section(canvasElement);
    await expect(await within(list).findByRole('progressbar', { name: 'Loading failed attempts…' })).toBeVisible();
    await expect(within(list).queryByRole('textbox', { name: 'Filter failed attempts' })).toBeNull();
    await expect(within(list).queryByRole('table')).toBeNull();
  },
};

const attemptsService = unavailableUntilRecovered('/api/v3/addons/:slug/failed_attempts', 'The failed attempts log is unavailable.');
const down = storyBackend('partner', { overrides: [attemptsService.handler] });

/**
 * The attempts cannot load (503): the section says so with the server's
 * message and offers Try again, rather than "no failed attempts". Once the
 * service is back, Try again fetches them.
 */
export const FailToLoad: Story = {
  render: renderAt(logsPath('acme-stream')),
  parameters: { msw: { handlers: down.handlers } },
  beforeEach: () => {
    attemptsService.fail();
    down.reset();
  },
  play: async ({ canvasElement }) => {
    const list = await section(canvasElement);
    const alert = await within(list).findByRole('alert');
    await expect(alert).toHaveTextContent('The backend responded with an error');
    await expect(alert).toHaveTextContent('The failed attempts log is unavailable.');
    await expect(within(list).queryByText('There are currently no failed attempts.')).toBeNull();
    await expect(within(list).queryByRole('table')).toBeNull();
    await expectScreenshot(list);
    attemptsService.recover();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await within(list).findByRole('table', { name: 'Failed attempts' })).toBeVisible();
    await expect(within(list).getByText('4 of 4 match')).toBeVisible();
    await expect(within(list).queryByRole('alert')).toBeNull();
  },
};
