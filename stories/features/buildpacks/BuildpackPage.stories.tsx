import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { SANDBOX_TWO_FACTOR_CODE } from '../../../fixtures/data/buildpack-teams';
import { BAD_REF_ERROR } from '../../../fixtures/data/code-repositories';
import { handlersFor } from '../../../fixtures/msw';
import { expectScreenshot } from '../../support/screenshot';
import { body, renderAt, storyBackend } from '../marketplace-listing/listing-story-support';
import { BuildpackPage } from '../../../web/src/features/buildpacks/BuildpackPage';
import { startPublishing } from './registry-story-support';
import { ArchiveAction } from '../../../web/src/features/buildpacks/ArchiveAction';
import { BuildpackHeader } from '../../../web/src/features/buildpacks/BuildpackHeader';
import { BuildpackLogo } from '../../../web/src/features/buildpacks/BuildpackLogo';
import { PublishRevisionAction } from '../../../web/src/features/buildpacks/PublishRevisionAction';
import { ReadmeSection } from '../../../web/src/features/buildpacks/ReadmeSection';
import { RefsSection } from '../../../web/src/features/buildpacks/RefsSection';
import { RevisionStatus } from '../../../web/src/features/buildpacks/RevisionStatus';
import { RevisionsSection } from '../../../web/src/features/buildpacks/RevisionsSection';
import { RollbackAction } from '../../../web/src/features/buildpacks/RollbackAction';
import { SupportLink } from '../../../web/src/features/buildpacks/SupportLink';
// TwoFactorWriteParts: the failure line and the second-factor prompt every action shares.
import { SecondFactorPrompt, WriteFailure } from '../../../web/src/features/buildpacks/TwoFactorWriteParts';

/**
 * One buildpack at /buildpacks/:namespace/:name (issue 23): its revisions
 * (live while one publishes), tags and branches, readme, roll back and
 * archive, through the real route tree with the registry answered by MSW.
 */
const meta = {
  title: 'Features/Buildpacks/Buildpack',
  component: BuildpackPage,
  subcomponents: { BuildpackHeader, BuildpackLogo, SupportLink, RevisionsSection, RevisionStatus, RefsSection, ReadmeSection, PublishRevisionAction, RollbackAction, ArchiveAction, WriteFailure, SecondFactorPrompt },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const insights = storyBackend('partner');
const publishing = storyBackend('partner', { seed: startPublishing('next') });
const archiving = storyBackend('partner');
const secure = storyBackend('partner');
const newVersion = storyBackend('partner');

/*
 * The table comes with the buildpack; its actions only once the user's teams
 * are known (mayChangeBuildpack), which may be later: stories find them, not get them.
 */
const revisionsTable = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Revisions' }, { timeout: 5000 });
const rowsOf = async (canvasElement: HTMLElement) => within(await revisionsTable(canvasElement)).getAllByRole('row').slice(1);

/** insights-agent: releases 3, 2, 1 and the failed v2.0.0-rc1 with the registry's reason; newest first. */
export const Revisions: Story = {
  render: renderAt('/buildpacks/partner-acme/insights-agent'),
  parameters: { msw: { handlers: insights.handlers } },
  beforeEach: insights.reset,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'insights-agent' })).toBeVisible();
    const rows = await rowsOf(canvasElement);
    await expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['v1.2.0', 'v2.0.0-rc1', 'v1.1.0', 'v1.0.0']);
    await expect(rows[0]).toHaveTextContent(/Release 3.*Published/);
    await expect(rows[1]).toHaveTextContent(/Not released.*Failed/);
    await expect(rows[1]).toHaveTextContent(BAD_REF_ERROR);
    await expect(canvas.getByRole('link', { name: 'partner-acme/insights-agent-buildpack' })).toHaveAttribute(
      'href',
      'https://github.com/partner-acme/insights-agent-buildpack',
    );
    await expect(await canvas.findByRole('list', { name: 'Tags' })).toHaveTextContent('v2.0.0-rc1');
    await expect(canvas.getByRole('list', { name: 'Branches' })).toHaveTextContent('main');
    await expect(await canvas.findByText(/heroku buildpacks:add partner-acme\/insights-agent/)).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

/** A revision of the `next` branch made just now: Publishing, then Published as release 4 without a reload. */
export const PendingBecomesPublished: Story = {
  render: renderAt('/buildpacks/partner-acme/insights-agent'),
  parameters: { msw: { handlers: publishing.handlers } },
  beforeEach: publishing.reset,
  play: async ({ canvas, canvasElement }) => {
    const [newest] = await rowsOf(canvasElement);
    await expect(newest).toHaveTextContent(/Not released yet.*Publishing.*next/);
    await expect(canvas.getByText('A revision is publishing; this list updates by itself.')).toBeVisible();
    await waitFor(async () => expect((await rowsOf(canvasElement))[0]).toHaveTextContent(/Release 4.*Published.*next/), { timeout: 10_000 });
    await expect(canvas.getByText('5 revisions.')).toBeVisible();
  },
};

/**
 * A new version of an existing buildpack: choose one of its repository's
 * tags, publish; the list shows it building, and Publish waits for it.
 */
export const PublishARevision: Story = {
  render: renderAt('/buildpacks/partner-acme/insights-agent'),
  parameters: { msw: { handlers: newVersion.handlers } },
  beforeEach: newVersion.reset,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await revisionsTable(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Publish a revision' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Publish a revision of partner-acme/insights-agent' });
    // Nothing chosen: said on the field, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await expect(within(dialog).getByText('Choose the tag or branch to publish.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Tag or branch/ }));
    const options = await body(canvasElement).findByRole('listbox');
    await expect(within(options).getAllByRole('option').map((option) => option.textContent)).toEqual(['v2.0.0-rc1 (tag)', 'v1.2.0 (tag)', 'v1.1.0 (tag)', 'v1.0.0 (tag)', 'main (branch)', 'next (branch)']);
    await userEvent.click(within(options).getByRole('option', { name: 'main (branch)' }));
    await expectScreenshot(canvasElement.ownerDocument.body, 'publish-revision-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await expect(await body(canvasElement).findByText('Publishing main: the registry builds it in a few seconds.')).toBeVisible();
    await waitFor(async () => expect((await rowsOf(canvasElement))[0]).toHaveTextContent(/Not released yet.*Publishing.*main/));
    await expect(canvas.getByRole('button', { name: 'Publish a revision' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Publish a revision' })).toHaveAccessibleDescription('A revision is being published; the next can start once it is done.');
  },
};

/**
 * Roll back: the dialog names the release it republishes; confirmed, release 4
 * republishes v1.1.0 and says so in the list. A second Roll back goes further
 * back, to release 1 (v1.0.0), never forward to release 3 (issue 31, item 8).
 */
export const RollBack: Story = {
  render: renderAt('/buildpacks/partner-acme/insights-agent'),
  parameters: { msw: { handlers: insights.handlers } },
  beforeEach: insights.reset,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await revisionsTable(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Roll back' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Roll back partner-acme/insights-agent?' });
    await expect(dialog).toHaveTextContent('republishes release 2 (v1.1.0), replacing release 3 (v1.2.0)');
    await expectScreenshot(canvasElement.ownerDocument.body, 'rollback-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Republish release 2' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(await body(canvasElement).findByText('Rolled back: a new release republishes release 2 (v1.1.0).')).toBeVisible();
    await waitFor(async () => expect((await rowsOf(canvasElement))[0]).toHaveTextContent(/Release 4.*Published.*Rollback to release 2 \(v1\.1\.0\).*v1\.1\.0/));
    await userEvent.click(canvas.getByRole('button', { name: 'Roll back' }));
    const again = await body(canvasElement).findByRole('dialog', { name: 'Roll back partner-acme/insights-agent?' });
    await expect(again).toHaveTextContent('republishes release 1 (v1.0.0), replacing release 4 (v1.1.0)');
    await userEvent.click(within(again).getByRole('button', { name: 'Republish release 1' }));
    await waitFor(async () => expect((await rowsOf(canvasElement))[0]).toHaveTextContent(/Release 5.*Rollback to release 1 \(v1\.0\.0\).*v1\.0\.0/));
    // No screenshot here: the two new releases are dated now, so the pixels change every run.
    await expect(canvas.getByRole('button', { name: 'Roll back' })).toBeDisabled();
  },
};

/** jq has one release: nothing to roll back to, and the button says why. */
export const NothingToRollBackTo: Story = {
  render: renderAt('/buildpacks/partner-acme/jq'),
  parameters: { msw: { handlers: handlersFor('partner') } },
  play: async ({ canvas, canvasElement }) => {
    await revisionsTable(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Roll back' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('There is no earlier release to roll back to.');
  },
};

/** Archive asks for partner-acme/jq typed out; a near miss is refused on the field, the exact name archives it. */
export const ArchiveTypedConfirmation: Story = {
  render: renderAt('/buildpacks/partner-acme/jq'),
  parameters: { msw: { handlers: archiving.handlers } },
  beforeEach: archiving.reset,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await revisionsTable(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Archive' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Archive partner-acme/jq?' });
    const field = within(dialog).getByRole('textbox', { name: 'Buildpack to archive' });
    await userEvent.type(field, 'jq');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await expect(field).toHaveAccessibleDescription('Type partner-acme/jq exactly to archive it.');
    await expect(field).toBeInvalid();
    await expectScreenshot(canvasElement.ownerDocument.body, 'archive-mismatch-dialog');
    await userEvent.clear(field);
    await userEvent.type(field, 'partner-acme/jq');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await expect(await body(canvasElement).findByText('partner-acme/jq was archived: it is no longer on the registry.')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Buildpacks' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('list', { name: 'partner-acme' })).toBeVisible());
    await expect(canvas.queryByRole('link', { name: 'partner-acme/jq' })).toBeNull();
  },
};

/** acme-secure requires a second factor: archiving asks for the code; a wrong one shows on the field, the right one archives. */
export const TwoFactorPrompt: Story = {
  render: renderAt('/buildpacks/acme-secure/vault-client'),
  parameters: { msw: { handlers: secure.handlers } },
  beforeEach: secure.reset,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await revisionsTable(canvasElement);
    await expect(canvas.getByText('Required for changes')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Archive' }));
    const confirm = await body(canvasElement).findByRole('dialog', { name: 'Archive acme-secure/vault-client?' });
    await userEvent.type(within(confirm).getByRole('textbox', { name: 'Buildpack to archive' }), 'acme-secure/vault-client');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Archive' }));
    const prompt = await body(canvasElement).findByRole('dialog', { name: 'Two-factor code' });
    const code = within(prompt).getByRole('textbox', { name: 'Two-factor code' });
    await waitFor(() => expect(code).toHaveFocus());
    await expect(prompt).toHaveTextContent('The team that owns acme-secure/vault-client requires a second factor to archive it.');
    await userEvent.type(code, '111111');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Verify and archive' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('The two-factor code is not valid; check your authenticator and try again.'));
    await expect(code).toBeInvalid();
    // The wrong code is selected with focus kept, so the next one replaces it.
    await waitFor(() => expect(code).toHaveFocus());
    await expectScreenshot(canvasElement.ownerDocument.body, 'two-factor-wrong-code-dialog');
    // The user's place is kept: still on the buildpack, the code field still there to correct.
    await expect(canvas.getByRole('heading', { level: 1, name: 'vault-client', hidden: true })).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, SANDBOX_TWO_FACTOR_CODE);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Verify and archive' }));
    await expect(await body(canvasElement).findByText('acme-secure/vault-client was archived: it is no longer on the registry.')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Buildpacks' })).toBeVisible();
  },
};

/** acme/metrics' readme carries a <script>: it is shown as text, never run. */
export const ReadmeShownAsText: Story = {
  render: renderAt('/buildpacks/acme/metrics'),
  parameters: { msw: { handlers: handlersFor('partner') } },
  play: async ({ canvas, canvasElement }) => {
    const readme = await canvas.findByTestId('readme', {}, { timeout: 5000 });
    await expect(readme).toHaveTextContent('<script>alert("readme")</script>');
    await expect(readme.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

/** Northwind's buildpack, which the partner may read but not change: the page says who may, and offers no action the registry would refuse. */
export const NotAMember: Story = {
  render: renderAt('/buildpacks/northwind/nw-agent'),
  parameters: { msw: { handlers: handlersFor('partner') } },
  play: async ({ canvas, canvasElement }) => {
    await revisionsTable(canvasElement);
    // Readable by anyone; roll back and archive are offered only to the owner and the team (the registry refuses the rest).
    await expect(await canvas.findByText('Only members of Team northwind can publish, roll back or archive this buildpack.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Archive' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Roll back' })).toBeNull();
    await expectScreenshot(canvasElement);
  },
};

/** No such buildpack: a clear page, with a way back. */
export const NotFound: Story = {
  render: renderAt('/buildpacks/partner-acme/no-such-thing'),
  parameters: { msw: { handlers: handlersFor('partner') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'There is no buildpack partner-acme/no-such-thing' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to your buildpacks' })).toHaveAttribute('href', '/buildpacks');
    await expectScreenshot(canvasElement);
  },
};

/** The registry is down: the page says so, with Try again. */
export const RegistryDown: Story = {
  render: renderAt('/buildpacks/partner-acme/insights-agent'),
  parameters: {
    msw: {
      handlers: [
        http.get('/buildpack-registry/buildpacks', () => HttpResponse.json({ id: 'bad_gateway', message: 'upstream down' }, { status: 502 })),
        ...handlersFor('partner'),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The buildpack registry is not answering just now; try again in a moment.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** On a phone (390 px): revisions become cards, nothing scrolls sideways. */
export const OnAPhone: Story = {
  render: renderAt('/buildpacks/partner-acme/insights-agent'),
  parameters: { msw: { handlers: insights.handlers } },
  beforeEach: insights.reset,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('list', { name: 'Revisions' }, { timeout: 5000 })).toBeVisible();
    await canvas.findByRole('list', { name: 'Tags' });
    await canvas.findByTestId('readme');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expectScreenshot(canvasElement);
  },
};
