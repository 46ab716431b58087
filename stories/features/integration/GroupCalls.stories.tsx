import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlersFor } from '../../../fixtures/msw';
import { GroupCalls } from '../../../web/src/features/integration/failures/GroupCalls';
import { freezeClockAt } from '../../support/clock';
import { withMemoryRouter } from '../../support/router';
import { layoutSettled } from '../../support/layout-settled';
import { expectScreenshot } from '../../support/screenshot';
import { flashesDismissed, loadingStory, refusedStory } from './answer-states';
import { apiPath, desktop, failedCallsWire, fixedFailures, mobile, PARTS_NOW, SLUG } from './integration-parts-support';
import { asPartner } from './partner-answers';

/**
 * One cause's recent calls (issue 34 §2), newest first and open, each with
 * its request and answer side by side (stacked on a phone) and "Send again to
 * my test endpoint": disabled with the way to Settings while there is no test
 * endpoint, and the refusal shown when a replay fails. Loading, refused and a
 * cause with no calls kept.
 */
const meta = {
  component: GroupCalls,
  title: 'Features/Integration/Parts/Group calls',
  globals: desktop,
  decorators: [withMemoryRouter(`/addons/${SLUG}/integration/failures?group=0a1b2c3d`)],
  beforeEach: freezeClockAt(PARTS_NOW),
  args: { slug: SLUG, groupId: '0a1b2c3d' },
  parameters: { msw: { handlers: asPartner(...fixedFailures()) } },
} satisfies Meta<typeof GroupCalls>;

export default meta;
type Story = StoryObj<typeof meta>;

const CREDENTIALS_REASON = 'Only an Owner or Developer can change settings and credentials.';

const callRegions = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('region', { name: /^Nov \d+, 2026 / });

/** Two calls: the newest open with request and answer, the older folded; no test endpoint, so "Send again" says where to set one. */
export const Calls: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Provision · HTTP 503', level: 3 })).toBeVisible();
    await expect(canvas.getByText('The 2 most recent calls, newest first. Credentials and secrets are masked.')).toBeVisible();
    const [newest] = await callRegions(canvasElement);
    await expect(within(newest!).getByRole('region', { name: 'Original answer body (brave-river-1234, Nov 22, 2026 01:58:00)' })).toHaveTextContent('Database connection pool exhausted (41 waiting)');
    // Offered once the user is known to be one who may (useCompanyPermission): waited for, not read at once.
    const send = await within(newest!).findByRole('button', { name: 'Send again to my test endpoint' });
    await waitFor(() => expect(send).toHaveAccessibleDescription('Set a test endpoint in Settings to send calls again. Open Settings'));
    await expect(send).toBeDisabled();
    await expect(canvas.getAllByRole('button', { expanded: false })).toHaveLength(1);
    await expectScreenshot(canvasElement);
  },
};

export const CallsPhone: Story = { ...Calls, globals: mobile };

/** The older call opened from the keyboard: its summary takes the focus and Enter unfolds it. */
export const OpenCallFromKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await callRegions(canvasElement);
    const older = within(canvasElement).getByRole('button', { name: /quiet-hill-77/, expanded: false });
    older.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(older).toHaveAttribute('aria-expanded', 'true'));
    await expect(await callRegions(canvasElement)).toHaveLength(2);
    // Both open, each call's boxes named for it (the same names twice would fail axe's landmark-unique).
    await expect(within(canvasElement).getByRole('region', { name: 'Original answer body (quiet-hill-77, Nov 22, 2026 01:57:12)' })).toHaveTextContent('(39 waiting)');
    // Where to set a test endpoint is said once above the calls, and each call's disabled button is described by it.
    await expect(within(canvasElement).getAllByText(/^Set a test endpoint in Settings/)).toHaveLength(1);
    const sends = await within(canvasElement).findAllByRole('button', { name: 'Send again to my test endpoint' });
    await expect(sends).toHaveLength(2);
    for (const send of sends) await expect(send).toHaveAccessibleDescription('Set a test endpoint in Settings to send calls again. Open Settings');
  },
};

/**
 * Finance (issue 35 §2) may read a cause's calls but not replay them (a replay
 * carries fresh credentials): no "Send again" under any call, and who may said
 * once above the list, however many calls are open.
 */
export const ReadOnlyRole: Story = {
  parameters: { msw: { handlers: [...fixedFailures(undefined, undefined, 'https://staging.acme.test/addon'), ...handlersFor('finance')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(CREDENTIALS_REASON)).toBeVisible();
    const older = canvas.getByRole('button', { name: /quiet-hill-77/, expanded: false });
    await userEvent.click(older);
    await expect(await callRegions(canvasElement)).toHaveLength(2);
    await expect(canvas.getAllByText(CREDENTIALS_REASON)).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Send again to my test endpoint' })).toBeNull();
    // The picture is of the list, not of the summary just clicked (its hover and focus ring).
    await userEvent.unhover(older);
    older.blur();
    // The call just opened grows into place: a picture taken before it settled was a pixel short (a loaded CI run).
    await layoutSettled(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

export const ReadOnlyRolePhone: Story = { ...ReadOnlyRole, globals: mobile };

/** A replay the server refused: its message under the button, the original left as it was. */
export const ReplayRefused: Story = {
  parameters: {
    msw: {
      handlers: asPartner(
        http.post(apiPath('/integration/failures/calls/:callId/replay'), () => HttpResponse.json({ id: 'bad_gateway', message: 'The test endpoint did not answer: connection refused.' }, { status: 502 })),
        ...fixedFailures(undefined, undefined, 'https://staging.acme.test/addon'),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const [newest] = await callRegions(canvasElement);
    // Offered once the user is known to be one who may (useCompanyPermission): waited for, not read at once.
    const send = await within(newest!).findByRole('button', { name: 'Send again to my test endpoint' });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await expect(await within(newest!).findByRole('alert')).toHaveTextContent('The test endpoint did not answer: connection refused.');
    await expect(within(newest!).queryByRole('heading', { name: 'New answer' })).toBeNull();
    await flashesDismissed(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

export const ReplayRefusedPhone: Story = { ...ReplayRefused, globals: mobile };

/** A cause whose calls are no longer kept. */
export const NoCallsKept: Story = {
  parameters: { msw: { handlers: asPartner(...fixedFailures(undefined, { ...failedCallsWire, calls: [] })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No calls kept' })).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

export const Loading: Story = loadingStory({
  path: apiPath('/integration/failures/:groupId/calls'),
  behind: asPartner(...fixedFailures()),
  says: 'Loading the failed calls…',
  pictured: false,
});

/** The calls refused: the server's message and Try again. */
export const LoadFailed: Story = refusedStory(apiPath('/integration/failures/:groupId/calls'), asPartner(...fixedFailures()));

export const LoadFailedPhone: Story = { ...LoadFailed, globals: mobile };
