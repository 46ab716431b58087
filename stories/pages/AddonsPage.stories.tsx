import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { createStoryStore, errorHandlers, handlersFor, loadingHandlers } from '../../fixtures/msw';
import { freezeClockAt } from '../support/clock';
import { everyAddon } from '../support/fixture-addons';
import { AppRoute } from '../support/router';
import { expectScreenshot } from '../support/screenshot';
import { AllAddonsTable } from '../../web/src/features/addons/AllAddonsTable';
import { TermsDialog } from '../../web/src/features/addons/TermsDialog';

/**
 * The add-ons list at /addons (spec §2 "Add-ons"), rendered through the real
 * route tree with the session and partner API answered by MSW from the sandbox
 * fixtures. Each story is one state of the page; each compares a screenshot.
 *
 * The clock is fixed at 26 November 2026 (years after the terms cut-off of
 * 31 Oct 2023, the API banner's 05 Sep 2023 and the legacy end of life of
 * 3 Jul 2023: the banners say what is still true); "Before the deadlines"
 * turns it back.
 */
const meta = {
  title: 'Pages/Add-ons list',
  subcomponents: { AllAddonsTable, TermsDialog },
  render: () => <AppRoute path="/addons" />,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach: freezeClockAt('2026-11-26T10:00:00'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Priya at Acme Data: add-ons in every state, one still on the legacy API. */
export const Partner: Story = {
  parameters: { msw: { handlers: handlersFor('partner') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Acme Data add-ons' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Acme Data add-ons' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(6);
    // Every state: Alpha, Beta and Shutdown tags; the GA add-ons carry none.
    for (const tag of ['Alpha', 'Beta', 'Shutdown']) await expect(within(list).getByText(tag)).toBeVisible();
    const postgres = within(list).getByRole('link', { name: 'Acme Postgres' });
    await expect(postgres).toHaveAttribute('href', '/addons/acme-postgres');
    await expect(within(postgres.closest('li') as HTMLElement).queryByText(/Alpha|Beta|Shutdown/)).toBeNull();
    // Acme Metrics is on provisioning API v1: the end-of-life banner names it, in the past tense three years on.
    const notices = canvas.getByRole('region', { name: 'Notices' });
    await expect(within(notices).getAllByRole('status')).toHaveLength(1);
    await expect(within(notices).getByText('Add-ons still on a legacy provisioning API')).toBeVisible();
    await expect(within(notices).getByText(/ended on July 3, 2023\. Still on a legacy API: Acme Metrics\. Migrate it to provisioning API version 3\./)).toBeVisible();
    // Partners see neither the admin link nor the 'All Addons' list.
    await expect(canvas.queryByRole('link', { name: 'Admin' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'All add-ons' })).toBeNull();
    await expectScreenshot(canvasElement);
  },
};

/** The same page in the dark colour scheme. */
export const PartnerDark: Story = {
  ...Partner,
  globals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('list', { name: 'Acme Data add-ons' })).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

/**
 * Before the legacy end of life of 3 Jul 2023 (and so before the API banner's
 * 05 Sep 2023 and the terms cut-off): the API banner joins the end-of-life
 * banner, which announces the end. Acme has accepted the terms, so no terms banner.
 */
export const PartnerBeforeTheDeadlines: Story = {
  parameters: { msw: { handlers: handlersFor('partner') } },
  beforeEach: freezeClockAt('2023-07-01T10:00:00'),
  play: async ({ canvas, canvasElement }) => {
    const notices = await canvas.findByRole('region', { name: 'Notices' });
    await waitFor(() => expect(within(notices).getAllByRole('status')).toHaveLength(2));
    await expect(within(notices).getByText('Provisioning API version 3 is required')).toBeVisible();
    await expect(within(notices).getByText(/Not yet on version 3: Acme Metrics\./)).toBeVisible();
    await expect(within(notices).getByText('Legacy provisioning APIs are reaching end of life')).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

/** The last day before the API deadline (04 Sep 2023): the API banner still names Acme Metrics. */
export const PartnerTheDayBeforeTheApiDeadline: Story = {
  parameters: { msw: { handlers: handlersFor('partner') } },
  beforeEach: freezeClockAt('2023-09-04T10:00:00'),
  play: async ({ canvas }) => {
    const notices = await canvas.findByRole('region', { name: 'Notices' });
    await expect(await within(notices).findByText('Provisioning API version 3 is required')).toBeVisible();
    await expect(within(notices).getByText(/by September 5, 2023\. Not yet on version 3: Acme Metrics\./)).toBeVisible();
  },
};

/**
 * Sam at Solo Labs: no add-ons yet, so the page invites a first one and says
 * how (manifest, CLI, then this page); Sam has not accepted the updated
 * terms, and the banner says so — no deadline years gone — with a way to
 * review and accept them here.
 */
export const Empty: Story = {
  parameters: { msw: { handlers: handlersFor('solo') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Solo Labs add-ons' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Contribute your first add-on' })).toBeVisible();
    const steps = within(canvas.getByRole('list', { name: 'Steps to your first add-on' })).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[1]).toHaveTextContent('Push the manifest with the CLI');
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      'https://devcenter.example.com/articles/building-an-add-on',
    );
    await expect(canvas.getByRole('link', { name: 'About the partner program' })).toHaveAttribute('href', '/provider/home');
    await expect(canvas.getByRole('link', { name: 'Read the documentation' })).toHaveAttribute(
      'href',
      'https://devcenter.example.com/categories/add-on-partners',
    );
    await expect(canvas.queryByRole('list', { name: 'Solo Labs add-ons' })).toBeNull();
    const notices = canvas.getByRole('region', { name: 'Notices' });
    await expect(within(notices).getByText('Accept the terms of service')).toBeVisible();
    await expect(notices).not.toHaveTextContent(/overdue|October 31, 2023/);
    await expect(within(notices).getByRole('button', { name: 'Review and accept the terms' })).toBeVisible();
    await expect(within(notices).getByRole('link', { name: 'Read the Marketplace Licensing Agreement' })).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

/** The same first screen on a phone (390 px): the banner's button and the steps fit, nothing scrolls sideways. */
export const EmptyOnAPhone: Story = {
  ...Empty,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('list', { name: 'Steps to your first add-on' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Review and accept the terms' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expectScreenshot(canvasElement);
  },
};

/** One store for the acceptance story, put back to the seed before each run. */
const accepting = createStoryStore();

/**
 * Sam reads the terms in the portal and accepts them: the dialog links the
 * agreement and names the account; "I accept" records it (the sandbox's
 * POST /current_user/terms_acceptance), the banner goes, a thank-you is
 * flashed, and focus moves to the page heading rather than nowhere.
 */
export const EmptyAcceptsTheTerms: Story = {
  parameters: { msw: { handlers: handlersFor('solo', { store: accepting }) } },
  beforeEach: [freezeClockAt('2026-11-26T10:00:00'), () => accepting.reset()],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const notices = await canvas.findByRole('region', { name: 'Notices' });
    await userEvent.click(within(notices).getByRole('button', { name: 'Review and accept the terms' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Updated terms of service' });
    await expect(dialog).toHaveTextContent('took effect on September 15, 2023');
    await expect(dialog).toHaveTextContent('you accept the agreement as owner@solo.test for Solo Labs');
    await expect(within(dialog).getByRole('link', { name: 'Read the Marketplace Licensing Agreement (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://elements.example.com/legal/marketplace-licensing-agreement',
    );
    await expectScreenshot(canvasElement.ownerDocument.body, 'dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'I accept' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.queryByRole('region', { name: 'Notices' })).toBeNull();
    await expect(await within(document.body).findByText('Thank you: you have accepted the updated terms of service.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Solo Labs add-ons' })).toHaveFocus();
  },
};

/** The acceptance cannot be recorded: the dialog says so and stays open; the banner stays. */
export const EmptyAcceptingTheTermsFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v3/current_user/terms_acceptance', () => HttpResponse.json({ id: 'unavailable', message: 'The agreement service is down.' }, { status: 503 })),
        ...handlersFor('solo'),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const notices = await canvas.findByRole('region', { name: 'Notices' });
    await userEvent.click(within(notices).getByRole('button', { name: 'Review and accept the terms' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Updated terms of service' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'I accept' }));
    await expect(await within(dialog).findByText('Your acceptance could not be recorded: The agreement service is down.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(within(notices).getByText('Accept the terms of service')).toBeVisible();
  },
};

/** Before the cut-off, Sam is asked to accept the updated terms by October 31, 2023. */
export const EmptyBeforeTheTermsCutOff: Story = {
  parameters: { msw: { handlers: handlersFor('solo') } },
  beforeEach: freezeClockAt('2023-10-15T10:00:00'),
  play: async ({ canvas }) => {
    const notices = await canvas.findByRole('region', { name: 'Notices' });
    await expect(within(notices).getByText('Updated terms of service')).toBeVisible();
    await expect(
      within(notices).getByText(/effective September 15, 2023\. Please review the Marketplace Licensing Agreement and accept it by October 31, 2023\./),
    ).toBeVisible();
  },
};

/**
 * Alex, a platform admin without a company: the separate 'All Addons' table of
 * every company's add-ons (AllAddonsTableOnceLoaded: its own loading state
 * until the DataGrid's chunk is in, then the table, with no Suspense fallback).
 */
export const Admin: Story = {
  parameters: { msw: { handlers: handlersFor('admin') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add-ons' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'All add-ons' })).toBeVisible();
    const grid = await canvas.findByRole('grid', { name: 'All add-ons' });
    // One row per add-on plus the header row, all on the first page of 25.
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(everyAddon.length + 1));
    await expect(within(grid).getByRole('link', { name: 'Northwind APM' })).toHaveAttribute('href', '/addons/northwind-apm');
    await expect(within(grid).getByRole('link', { name: 'Acme Insights' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveTextContent('Any state');
    // Admins have no company of their own: no invitation, and the header links to the admin area.
    await expect(canvas.queryByText('Contribute your first add-on')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await expectScreenshot(canvasElement);
  },
};

/** Signed in, the partner API not answering yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers() } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Loading your account…')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add-ons' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading your account…' })).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

/** The partner API fails with a 5xx: the error state with a retry, and a flash message (spec §8). */
export const Error: Story = {
  parameters: { msw: { handlers: errorHandlers(503) } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add-ons' })).toBeVisible();
    const main = canvas.getByRole('main');
    const alert = await within(main).findByRole('alert');
    await expect(alert).toHaveTextContent('The backend responded with an error');
    await expect(alert).toHaveTextContent('The request failed with HTTP 503.');
    // The same message as a flash (spec §8), which stays until dismissed.
    await waitFor(() => expect(within(document.body).getAllByText('The request failed with HTTP 503.')).toHaveLength(2));
    await expectScreenshot(canvasElement);
    // Retrying asks again (and fails again).
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await within(main).findByRole('alert')).toBeVisible();
  },
};
