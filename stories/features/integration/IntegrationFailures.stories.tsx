import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ReplayWire } from '../../../web/src/api/integration-failures';
import { integrationPaths } from '../../../web/src/domain/addon-paths';
import { IntegrationPage } from '../../../web/src/features/integration/IntegrationPage';
import { freezeClockAt } from '../../support/clock';
import { expectScreenshot } from '../../support/screenshot';
import { mobile } from '../company/company-story-support';
import { desktop, pageParameters, renderAt, storyBackend } from '../marketplace-listing/listing-story-support';
import { neverAnswers, unavailable } from './answer-states';

/**
 * The integration section's Failures tab (issue 34 §2): failed calls grouped
 * by cause, a cause's recent calls with request and answer side by side, and
 * "Send again to my test endpoint" — disabled with the way to Settings, or
 * sent with its new answer beside the original. Loading, error and no
 * failures. Every story runs axe in both colour schemes (the preview's afterEach).
 */
const meta = {
  component: IntegrationPage,
  title: 'Features/Integration/Failures',
  parameters: pageParameters,
  globals: desktop,
  // A fixed hour: the generated traffic ends at the last whole hour, so the groups are the same every run.
  beforeEach: freezeClockAt('2026-11-24T10:20:00Z'),
} satisfies Meta<typeof IntegrationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const partner = storyBackend('partner');
const BIG_ADDON = 'acme-postgres';
const failuresPath = (slug: string, query = '') => `${integrationPaths.tab(slug, 'failures')}${query}`;
const TEST_URL = 'http://localhost:4006';

const withTestEndpoint = http.get('/api/v3/addons/:slug/integration/test_endpoint', () => HttpResponse.json({ url: TEST_URL }));

/** The fake partner service's answer to a replayed call, fixed so the screenshot is too. */
const replayAnswer = http.post('/api/v3/addons/:slug/integration/failures/calls/:callId/replay', ({ params }) =>
  HttpResponse.json({
    call_id: String(params.callId),
    url: `${TEST_URL}/heroku/resources`,
    at: '2026-11-24T10:20:00.000Z',
    request: { method: 'POST', path: '/heroku/resources', headers: { authorization: 'Basic [masked]', 'x-replay': String(params.callId) }, body: { plan: 'acme-postgres:premium-4' } },
    response: {
      status: 201,
      error: null,
      headers: { 'content-type': 'application/json', 'x-replayed': String(params.callId) },
      body: { id: 'new-resource', message: 'Provisioned acme-postgres:standard-0', config: { FAKE_PARTNER_URL: 'https://[masked]@db.fake-partner.test/new-resource' } },
      latency_ms: 42.5,
    },
  } satisfies ReplayWire),
);

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Failures by cause' }, { timeout: 15_000 });
/** The causes' links, most failures first (a table on a wide screen, cards on a phone). */
const causeLinks = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('link', { name: /^(Provision|Deprovision|Plan change|SSO) · / }, { timeout: 15_000 });

/** The last 7 days of the big add-on: the incident's cause (a database pool exhausted) first, by far. */
export const Causes: Story = {
  render: renderAt(failuresPath(BIG_ADDON)),
  parameters: { msw: { handlers: partner.handlers } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    const causes = await table(canvasElement);
    const rows = within(causes).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(/Provision · HTTP 503.*Database connection pool exhausted/);
    await expect(within(canvasElement).getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    // The spark line's sentence, for those who cannot see it.
    await expect(within(rows[1]!).getByText(/^At most [\d,]+ failures in one 6-hour span/)).toBeInTheDocument();
    await expectScreenshot(canvasElement);
  },
};

/** The causes at 390 px: one card per cause. */
export const CausesPhone: Story = {
  render: Causes.render,
  parameters: Causes.parameters,
  beforeEach: partner.reset,
  globals: mobile,
  play: async ({ canvasElement }) => {
    const [first] = await causeLinks(canvasElement);
    await expect(first).toHaveAccessibleName('Provision · HTTP 503');
    await expect(within(canvasElement).getAllByText(/^Database connection pool exhausted/)[0]).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

/** A cause opened, no test endpoint yet: "Send again" is disabled and says where to set one. */
export const CallsWithoutTestEndpoint: Story = {
  render: renderAt(failuresPath(BIG_ADDON)),
  parameters: { msw: { handlers: partner.handlers } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    await userEvent.click((await causeLinks(canvasElement))[0]!);
    const [first] = await within(canvasElement).findAllByRole('region', { name: /^\w{3} \d+, \d{4} / }, { timeout: 15_000 });
    // Offered once the user is known to be one who may (useCompanyPermission): waited for, not read at once.
    const send = await within(first!).findByRole('button', { name: 'Send again to my test endpoint' });
    // Said once above the calls (not under each), and the disabled button described by it.
    await within(canvasElement).findByText(/^Set a test endpoint in Settings/);
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription('Set a test endpoint in Settings to send calls again. Open Settings');
    await expect(within(canvasElement).getByRole('link', { name: 'Open Settings' })).toBeVisible();
    await expect(within(first!).getByRole('region', { name: /^Request headers / })).toHaveTextContent('authorization: Basic [masked]');
    await expectScreenshot(canvasElement);
  },
};

export const CallsWithoutTestEndpointPhone: Story = { ...CallsWithoutTestEndpoint, globals: mobile };

/** Sent again to the test endpoint: the new answer beside the original. */
export const Replayed: Story = {
  render: renderAt(failuresPath(BIG_ADDON)),
  parameters: { msw: { handlers: [withTestEndpoint, replayAnswer, ...partner.handlers] } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    await userEvent.click((await causeLinks(canvasElement))[0]!);
    const [first] = await within(canvasElement).findAllByRole('region', { name: /^\w{3} \d+, \d{4} / }, { timeout: 15_000 });
    // Offered once the user is known to be one who may (useCompanyPermission): waited for, not read at once.
    const send = await within(first!).findByRole('button', { name: 'Send again to my test endpoint' });
    // Enabled once the test endpoint is known.
    await waitFor(() => expect(send).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(send);
    await expect(await within(first!).findByText(`HTTP 201 after 42.5 ms from ${TEST_URL}/heroku/resources`)).toBeVisible();
    await expect(within(first!).getByRole('region', { name: /^New answer body / })).toHaveTextContent('Provisioned acme-postgres:standard-0');
    await expectScreenshot(canvasElement);
  },
};

export const ReplayedPhone: Story = { ...Replayed, globals: mobile };

/** An add-on whose calls all succeeded (a shut-down one has no traffic at all). */
export const NoFailures: Story = {
  render: renderAt(failuresPath('acme-archive')),
  parameters: { msw: { handlers: partner.handlers } },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No failed calls' }, { timeout: 15_000 })).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

export const NoFailuresPhone: Story = { ...NoFailures, globals: mobile };

export const Loading: Story = {
  render: renderAt(failuresPath(BIG_ADDON)),
  parameters: {
    msw: {
      handlers: [
        neverAnswers('/api/v3/addons/:slug/integration/failures'),
        ...partner.handlers,
      ],
    },
  },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading failures…', {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const LoadingPhone: Story = { ...Loading, globals: mobile };

export const Unavailable: Story = {
  render: renderAt(failuresPath(BIG_ADDON)),
  parameters: {
    msw: {
      handlers: [
        unavailable('/api/v3/addons/:slug/integration/failures'),
        ...partner.handlers,
      ],
    },
  },
  beforeEach: partner.reset,
  play: async ({ canvasElement }) => {
    const [shown] = await within(canvasElement).findAllByText(/The call history is being rebuilt/, {}, { timeout: 10_000 });
    await expect(shown).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

export const UnavailablePhone: Story = { ...Unavailable, globals: mobile };

/** The causes in the dark scheme: the table, its spark lines and the period switch on the dark background. */
export const CausesDark: Story = { ...Causes, globals: { ...desktop, theme: 'dark' } };

export const CausesDarkPhone: Story = { ...CausesPhone, globals: { ...mobile, theme: 'dark' } };

/** A cause's calls in the dark scheme: the code boxes, the disabled "Send again" and its reason. */
export const CallsWithoutTestEndpointDark: Story = { ...CallsWithoutTestEndpoint, globals: { ...desktop, theme: 'dark' } };
