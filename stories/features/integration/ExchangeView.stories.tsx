import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ExchangeView } from '../../../web/src/features/integration/failures/ExchangeView';
import { expectScreenshot } from '../../support/screenshot';
import { desktop, mobile } from './integration-parts-support';

/**
 * One side of a failed call (issue 34 §2): headers as a service's log shows
 * them and the JSON body, each in a named box that scrolls inside itself and
 * takes the keyboard focus, so a long line can be read without a mouse.
 */
const meta = {
  component: ExchangeView,
  title: 'Features/Integration/Parts/Exchange view',
  globals: desktop,
  args: {
    title: 'Request',
    label: 'Request',
    summary: 'POST /heroku/resources',
    headers: { authorization: 'Basic [masked]', 'content-type': 'application/json' },
    body: { uuid: '6f1c2a9e-4b7d-4c1e-9a53-0d2b7e8f1a01', plan: 'acme-postgres:standard-0', callback_url: 'https://api.heroku.test/addons/[masked]' },
  },
} satisfies Meta<typeof ExchangeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headers and a JSON body, pretty-printed. */
export const HeadersAndBody: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Request' })).toBeVisible();
    // One header a line, as a service's log shows them.
    await expect(canvas.getByRole('region', { name: 'Request headers' }).textContent).toBe('authorization: Basic [masked]\ncontent-type: application/json');
    await expect(canvas.getByRole('region', { name: 'Request body' }).textContent).toContain('"plan": "acme-postgres:standard-0"');
    await expectScreenshot(canvasElement);
  },
};

/** At 390 px the long line scrolls inside its box: Tab reaches it, the page does not widen. */
export const HeadersAndBodyPhone: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const bodyBox = within(canvasElement).getByRole('region', { name: 'Request body' });
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('region', { name: 'Request headers' })).toHaveFocus();
    await userEvent.tab();
    await expect(bodyBox).toHaveFocus();
    await expect(bodyBox.scrollWidth).toBeGreaterThan(bodyBox.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expectScreenshot(canvasElement);
  },
};

/** An answer with no headers and no body (the service never answered): "No body", no empty boxes. */
export const NoAnswer: Story = {
  args: { title: 'Original answer', label: 'Original answer', summary: 'The operation was aborted due to timeout after 30,000 ms', headers: {}, body: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No body')).toBeVisible();
    await expect(canvas.queryAllByRole('region')).toHaveLength(0);
    await expectScreenshot(canvasElement);
  },
};

/** A body that is not JSON is shown as it came, not quoted. */
export const TextBody: Story = {
  args: { title: 'Original answer', label: 'Original answer', summary: 'HTTP 502 after 88 ms', headers: { 'content-type': 'text/html' }, body: '<html><body>Bad gateway</body></html>' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Original answer body' })).toHaveTextContent(/^<html><body>Bad gateway<\/body><\/html>$/);
  },
};
