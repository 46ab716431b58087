import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { handlersFor } from '../../../fixtures/msw';
import { adminEmailLookupPath } from '../../../web/src/domain/admin-paths';
import { AppRoute } from '../../support/router';
import { expectScreenshot } from '../../support/screenshot';
import { EmailLookupPage } from '../../../web/src/features/admin/EmailLookupPage';
import { EmailLookupForm } from '../../../web/src/features/admin/EmailLookupForm';
import { EmailLookupResult } from '../../../web/src/features/admin/EmailLookupResult';

/**
 * The admin e-mail lookup (spec §2 "email-lookup and email-lookup/{email}",
 * §8 its messages) through the real route tree, answered by MSW from the
 * sandbox fixtures: one story per result, opened at the result's own address.
 */
const meta = {
  title: 'Features/Admin/Email lookup',
  subcomponents: { EmailLookupPage, EmailLookupForm, EmailLookupResult },
  parameters: { layout: 'fullscreen', msw: { handlers: handlersFor('admin') } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (path: string) => () => <AppRoute path={path} />;

/** The result section, named by the sentence that says what was found. */
const result = (canvasElement: HTMLElement, name: string | RegExp) => within(canvasElement).findByRole('region', { name });

/** Nothing looked up yet: the labelled field; an address that is not an e-mail is refused in the browser. */
export const Form: Story = {
  render: at(adminEmailLookupPath()),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Email lookup' })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: /User e-mail/ });
    await expect(field).toHaveValue('');
    await expectScreenshot(canvasElement);
    await userEvent.type(field, 'partner at acme');
    await userEvent.click(canvas.getByRole('button', { name: 'Look up' }));
    await expect(await canvas.findByText('User e-mail must be an e-mail address.')).toBeVisible();
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** Found: the add-ons of that user's company, as cards linking to each add-on. */
export const Found: Story = {
  render: at(adminEmailLookupPath('partner@acme.test')),
  play: async ({ canvas, canvasElement }) => {
    const section = await result(canvasElement, 'partner@acme.test was found: their company, Acme Data, has 6 add-ons');
    await expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('partner@acme.test was found: their company, Acme Data, has 6 add-ons');
    const list = within(section).getByRole('list', { name: 'Acme Data add-ons' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getByRole('link', { name: 'Acme Postgres' })).toHaveAttribute('href', '/addons/acme-postgres');
    // The field shows what the result is for; opening a shared address does not move focus.
    await expect(canvas.getByRole('textbox', { name: /User e-mail/ })).toHaveValue('partner@acme.test');
    await expect(section).not.toHaveFocus();
    await expectScreenshot(canvasElement);
  },
};

/** Spec §8 "'{email} could not be found'" on a 404 — no error, no flash. The + is read back from the address as typed. */
export const NotFound: Story = {
  render: at(adminEmailLookupPath('nobody+old@example.test')),
  play: async ({ canvas, canvasElement }) => {
    const section = await result(canvasElement, 'nobody+old@example.test could not be found');
    await expect(within(section).getByRole('heading', { level: 2, name: 'nobody+old@example.test could not be found' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    // The sandbox's 404 says 'User not found.': an answer here, so it is not flashed.
    await expect(within(document.body).queryByText('User not found.')).toBeNull();
    await expectScreenshot(canvasElement);
  },
};

/** Spec §8 "'{email} … was found but their company has no add-ons'", naming the company (issue 31 item 16): Solo Labs has none yet. */
export const NoAddons: Story = {
  render: at(adminEmailLookupPath('owner@solo.test')),
  play: async ({ canvasElement }) => {
    const sentence = 'owner@solo.test was found but their company, Solo Labs, has no add-ons';
    const section = await result(canvasElement, sentence);
    await expect(within(section).getByRole('heading', { level: 2, name: sentence })).toBeVisible();
    await expect(within(section).queryByRole('list')).toBeNull();
    await expectScreenshot(canvasElement);
  },
};

/** Any other failure is an error (spec §8 "other errors are re-raised"): the error state with a retry, and a flash. */
export const OtherError: Story = {
  render: at(adminEmailLookupPath('partner@acme.test')),
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v3/users/:email/addons', () => HttpResponse.json({ id: 'unavailable', message: 'The partner API is not answering.' }, { status: 503 })),
        ...handlersFor('admin'),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const section = await result(canvasElement, 'partner@acme.test could not be looked up');
    const alert = await within(section).findByRole('alert');
    await expect(alert).toHaveTextContent('The backend responded with an error');
    await expect(alert).toHaveTextContent('The partner API is not answering.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await waitFor(() => expect(within(document.body).getAllByText('The partner API is not answering.')).toHaveLength(2));
    await expect(canvas.queryByText(/could not be found/)).toBeNull();
    await expectScreenshot(canvasElement);
  },
};

/**
 * Looking up from the form: the address carries the e-mail (the page title
 * says which), focus moves to the result, and a second lookup replaces it.
 */
export const LookUpFromTheForm: Story = {
  render: at(adminEmailLookupPath()),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const field = await canvas.findByRole('textbox', { name: /User e-mail/ });
    await userEvent.type(field, '  nobody@example.test {enter}');
    const notFound = await result(canvasElement, 'nobody@example.test could not be found');
    await waitFor(() => expect(notFound).toHaveFocus());
    await waitFor(() => expect(document.title).toBe('nobody@example.test · Email lookup · Partner Portal'));
    await userEvent.clear(canvas.getByRole('textbox', { name: /User e-mail/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /User e-mail/ }), 'owner@solo.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Look up' }));
    const empty = await result(canvasElement, 'owner@solo.test was found but their company, Solo Labs, has no add-ons');
    await waitFor(() => expect(empty).toHaveFocus());
    await expect(canvas.queryByText('nobody@example.test could not be found')).toBeNull();
  },
};

/** On a phone: the field and button stack, the cards take the full width, nothing scrolls sideways. */
export const FoundOnAPhone: Story = {
  render: at(adminEmailLookupPath('partner@acme.test')),
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await result(canvasElement, /was found: their company, Acme Data/);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expectScreenshot(canvasElement);
  },
};

/** A partner opening the lookup's address is sent to / and on to the add-ons list (spec §2 "others are sent to /"). */
export const PartnerIsSentAway: Story = {
  render: at(adminEmailLookupPath('partner@acme.test')),
  parameters: { msw: { handlers: handlersFor('partner') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Acme Data add-ons' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Email lookup' })).toBeNull();
  },
};

/** A lookup the form refuses (not an e-mail) takes the previous result away instead of leaving it under the error (issue 31 item 16). */
export const RefusedLookupClearsTheResult: Story = {
  render: at(adminEmailLookupPath('partner@acme.test')),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await result(canvasElement, /^partner@acme\.test was found/);
    const field = canvas.getByRole('textbox', { name: /User e-mail/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'partner at acme');
    await userEvent.click(canvas.getByRole('button', { name: 'Look up' }));
    await expect(await canvas.findByText('User e-mail must be an e-mail address.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
    await expect(canvas.queryByRole('list', { name: 'Acme Data add-ons' })).toBeNull();
    // A real address again: its result comes back.
    await userEvent.clear(field);
    await userEvent.type(field, 'partner@acme.test{enter}');
    await expect(await result(canvasElement, /^partner@acme\.test was found/)).toBeVisible();
  },
};

let lookups = 0;

/**
 * Looking the same e-mail up again starts afresh: while it runs, "Looking up"
 * stands in place of the old answer, and when it fails only the error is
 * shown, not the earlier add-ons (issue 31 item 16).
 */
export const FailedLookupAgainShowsOnlyTheError: Story = {
  render: at(adminEmailLookupPath('partner@acme.test')),
  beforeEach: () => {
    lookups = 0;
  },
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v3/users/:email/addons', async () => {
          lookups += 1;
          // The first lookup falls through to the sandbox; the next ones take a moment, then fail.
          if (lookups === 1) return undefined;
          await delay(400);
          return HttpResponse.json({ id: 'unavailable', message: 'The partner API is not answering.' }, { status: 503 });
        }),
        ...handlersFor('admin'),
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await result(canvasElement, /^partner@acme\.test was found/);
    await userEvent.click(canvas.getByRole('button', { name: 'Look up' }));
    await expect(await result(canvasElement, 'Looking up partner@acme.test')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Acme Data add-ons' })).toBeNull();
    const section = await result(canvasElement, 'partner@acme.test could not be looked up');
    await expect(await within(section).findByRole('alert')).toHaveTextContent('The partner API is not answering.');
    await expect(canvas.queryByRole('list', { name: 'Acme Data add-ons' })).toBeNull();
    // Asked again (and, as every failed query, retried), not answered from the cache.
    await expect(lookups).toBeGreaterThanOrEqual(2);
  },
};
