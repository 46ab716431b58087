import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectScreenshot } from '../../support/screenshot';
import { BAD_REF_ERROR } from '../../../fixtures/data/code-repositories';
import { SANDBOX_TWO_FACTOR_CODE } from '../../../fixtures/data/buildpack-teams';
import { PublishSuccessPage } from '../../../web/src/features/buildpacks-publish/PublishSuccessPage';
import { TwoFactorDialog } from '../../../web/src/components/TwoFactorDialog';
import { body, desktop, pageParameters, phone, publishBackend, PUBLISH_PATH, renderAt } from './publish-story-support';
import { fillForm, labelled, publish } from './publish-steps';
import { RevisionProgress } from '../../../web/src/features/buildpacks-publish/RevisionProgress';

/**
 * After Publish (issue 23): the second-factor challenge of a team that
 * requires one, the revision live from building to published (then the
 * success screen) or failed (pick another ref), and the success screen.
 * The sandbox builds a revision for 3 s; the form polls every 2 s.
 */
const meta = {
  title: 'Features/Buildpacks/Publish flow',
  subcomponents: { TwoFactorDialog, PublishSuccessPage, RevisionProgress },
  render: renderAt(PUBLISH_PATH),
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const progress = (canvasElement: HTMLElement) => within(canvasElement).findByRole('status', { name: 'Publishing progress' });
const SUCCESS_HEADING = (slug: string) => ({ level: 1, name: `${slug} is published` }) as const;

const secure = publishBackend();

/**
 * As Team acme-secure: the registry asks for a second factor; the dialog's
 * labelled field takes a wrong code (said on the field, focus kept), then the
 * right one, sent in Heroku-Two-Factor-Code; the form behind kept everything.
 */
export const TwoFactorChallenge: Story = {
  parameters: { msw: { handlers: secure.handlers } },
  beforeEach: secure.reset,
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement, { owner: 'Team acme-secure', name: 'fresh-buildpack', repository: ['fresh', 'partner-acme/fresh-buildpack'], ref: 'v0.1.0' });
    await expect(within(canvasElement).getByRole('textbox', { name: labelled('Namespace') })).toHaveValue('acme-secure');
    await publish(canvasElement);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Two-factor code' });
    await expect(dialog).toHaveTextContent('Team acme-secure requires a second factor to publish.');
    const code = within(dialog).getByRole('textbox', { name: labelled('Two-factor code') });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.type(code, '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify and publish' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('That code was not accepted. Check your authenticator app and enter the current code.'));
    await waitFor(() => expect(code).toHaveFocus());
    await expectScreenshot(canvasElement.ownerDocument.body, 'wrong-code');

    await userEvent.clear(code);
    await userEvent.type(code, SANDBOX_TWO_FACTOR_CODE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify and publish' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await progress(canvasElement)).toHaveTextContent('v0.1.0: Publishing');
    await expect(within(canvasElement).getByRole('textbox', { name: labelled('Name') })).toHaveValue('fresh-buildpack');
    // Created once; the revision sent three times: without a code, the wrong one, the right one.
    await expect(secure.calls.map((call) => [call.path.replace(/[0-9a-f-]{36}/, ':id'), call.twoFactorCode])).toEqual([
      ['/buildpack-registry/buildpacks', null],
      ['/buildpack-registry/buildpacks/:id/revisions', null],
      ['/buildpack-registry/buildpacks/:id/revisions', '000000'],
      ['/buildpack-registry/buildpacks/:id/revisions', SANDBOX_TWO_FACTOR_CODE],
    ]);
  },
};

const live = publishBackend();

/** As the partner: the revision shows building, then published, and the success screen follows on its own. */
export const PendingToPublished: Story = {
  parameters: { msw: { handlers: live.handlers } },
  beforeEach: live.reset,
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement, { name: 'fresh-buildpack', repository: ['fresh', 'partner-acme/fresh-buildpack'], ref: 'main' });
    await publish(canvasElement);
    await expect(await progress(canvasElement)).toHaveTextContent('main: Publishing');
    await expect(within(canvasElement).getByRole('button', { name: 'Building…' })).toBeDisabled();
    // No picture while building: the bar runs until the build ends (screenshots wait for loading to end).
    const heading = await within(canvasElement).findByRole('heading', SUCCESS_HEADING('partner-acme/fresh-buildpack'), { timeout: 10_000 });
    await expect(heading).toBeVisible();
    await expect(within(canvasElement).getByText(/Release 1 \(main\) is live/)).toBeVisible();
  },
};

const bad = publishBackend();

/** The seeded bad ref fails: the reason is shown, the repository's tags are offered, and another one publishes. */
export const FailedRef: Story = {
  parameters: { msw: { handlers: bad.handlers } },
  beforeEach: bad.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement, { name: 'insights-next', repository: ['insights', 'partner-acme/insights-agent-buildpack'], ref: 'v2.0.0-rc1' });
    await publish(canvasElement);
    const status = await progress(canvasElement);
    await waitFor(() => expect(status).toHaveTextContent(`v2.0.0-rc1: Failed${BAD_REF_ERROR} Choose another tag or branch and publish again.`), { timeout: 10_000 });
    const tags = await canvas.findByRole('group', { name: 'Tags' });
    await expectScreenshot(canvasElement, 'failed');
    await userEvent.click(within(tags).getByRole('button', { name: 'Use v1.2.0' }));
    await expect(canvas.getByRole('textbox', { name: labelled('Tag or branch') })).toHaveValue('v1.2.0');
    await publish(canvasElement);
    // A new revision: a new progress region.
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Publishing progress' })).toHaveTextContent('v1.2.0: Publishing'));
    // The buildpack was created once; the second publish reused it.
    await expect(bad.calls.filter((call) => call.path === '/buildpack-registry/buildpacks')).toHaveLength(1);
  },
};

const success = publishBackend();
const SUCCESS_PATH = `${PUBLISH_PATH}/success/b9c00000-0000-4000-8000-000000000001`;

/** The success screen: the name, the live release, the CLI command to copy, and the ways on. */
export const SuccessScreen: Story = {
  render: renderAt(SUCCESS_PATH),
  parameters: { msw: { handlers: success.handlers } },
  beforeEach: success.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', SUCCESS_HEADING('partner-acme/insights-agent'))).toBeVisible();
    await expect(await canvas.findByText(/Release 3 \(v1\.2\.0\) is live/)).toBeVisible();
    await expect(canvas.getByLabelText('CLI command')).toHaveTextContent('heroku buildpacks:add partner-acme/insights-agent');
    await expect(canvas.getByRole('button', { name: 'Copy command' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the buildpack registry' })).toHaveAttribute('href', '/buildpacks');
    await expect(canvas.getByRole('link', { name: 'View partner-acme/insights-agent' })).toHaveAttribute('href', '/buildpacks/partner-acme/insights-agent');
    await expectScreenshot(canvasElement);
  },
};

/** The success screen on a phone. */
export const SuccessScreenOnAPhone: Story = {
  ...SuccessScreen,
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Release 3 \(v1\.2\.0\) is live/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expectScreenshot(canvasElement);
  },
};
