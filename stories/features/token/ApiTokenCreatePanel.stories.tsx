import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { handlersFor } from '../../../fixtures/msw';
import { ApiTokenCreatePanel } from '../../../web/src/components/api-tokens/ApiTokenCreatePanel';
import { expectScreenshot } from '../../support/screenshot';
import { body, desktop } from '../marketplace-listing/listing-story-support';

/**
 * The new personal API token panel on its own (issue 35 §4): name, the scopes
 * the caller's role may grant, and a required expiry; opened with the focus on
 * its first field, closed with Escape; the form's own refusal, the server's
 * refusal on its field, and a created token handed to the caller.
 */
const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
const TOKENS = '/api/v3/current_user/api_tokens';

const meta = {
  component: ApiTokenCreatePanel,
  title: 'Features/Token/New API token panel',
  globals: desktop,
  args: { grantable: ['read_listing', 'read_reports', 'write_listing', 'manage_credentials'], onClose: fn(), onCreated: fn() },
  parameters: { msw: { handlers: handlersFor('partner') } },
} satisfies Meta<typeof ApiTokenCreatePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) => body(canvasElement).findByRole('dialog', { name: 'New API token' });

/** Opened: the focus moved into the panel (the slide panel's own rule), the scopes the role allows (four here), no expiry chosen. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const found = await panel(canvasElement);
    await waitFor(() => expect(found.contains(found.ownerDocument.activeElement)).toBe(true));
    await expect(within(within(found).getByRole('group', { name: 'Scopes' })).getAllByRole('checkbox')).toHaveLength(4);
    await expect(within(found).getByRole('combobox', { name: 'Expires in' })).toHaveTextContent(/^\u200B?$/);
    await expectScreenshot(found);
  },
};

export const OpenedPhone: Story = { ...Opened, globals: mobile };

/** A Finance user's role grants only reading reports: one scope offered. */
export const OneScopeGranted: Story = {
  args: { grantable: ['read_reports'] },
  play: async ({ canvasElement }) => {
    const found = await panel(canvasElement);
    const scopes = within(within(found).getByRole('group', { name: 'Scopes' })).getAllByRole('checkbox');
    await expect(scopes).toHaveLength(1);
    await expect(scopes[0]).toHaveAccessibleName(/^Read reports/);
  },
};

/** Escape closes it (nothing typed, so nothing to confirm). */
export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const found = await panel(canvasElement);
    await waitFor(() => expect(found.contains(found.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

/** The server refuses the name: its message under Name, the panel kept open. */
export const NameRefused: Story = {
  parameters: {
    msw: { handlers: [http.post(TOKENS, () => HttpResponse.json({ errors: { name: ['is already the name of one of your tokens'] } }, { status: 422 })), ...handlersFor('partner')] },
  },
  play: async ({ args, canvasElement }) => {
    const found = await panel(canvasElement);
    await userEvent.type(within(found).getByRole('textbox', { name: 'Name' }), 'CI listing sync');
    await userEvent.click(within(found).getByRole('checkbox', { name: /^Read listing/ }));
    await userEvent.click(within(found).getByRole('combobox', { name: 'Expires in' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: '30 days' }));
    await userEvent.click(within(found).getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(within(found).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/^Name is already the name of one of your tokens\./));
    await expect(args.onCreated).not.toHaveBeenCalled();
    await expectScreenshot(found);
  },
};

export const NameRefusedPhone: Story = { ...NameRefused, globals: mobile };

/** Created: the token with its value goes to the caller (which shows it once). */
export const Created: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(TOKENS, () =>
          HttpResponse.json(
            { id: 'tok-new', name: 'Nightly check', scopes: ['read_reports'], created_at: '2026-11-28T10:00:00.000Z', expires_at: '2027-02-26T10:00:00.000Z', last_used_at: null, token: 'ppt_c3Rvcnktb25seS1uZXZlci1yZWFs' },
            { status: 201 },
          ),
        ),
        ...handlersFor('partner'),
      ],
    },
  },
  play: async ({ args, canvasElement }) => {
    const found = await panel(canvasElement);
    await userEvent.type(within(found).getByRole('textbox', { name: 'Name' }), 'Nightly check');
    await userEvent.click(within(found).getByRole('checkbox', { name: /^Read reports/ }));
    await userEvent.click(within(found).getByRole('combobox', { name: 'Expires in' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: '90 days' }));
    await userEvent.click(within(found).getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledWith(expect.objectContaining({ name: 'Nightly check', token: 'ppt_c3Rvcnktb25seS1uZXZlci1yZWFs' })));
  },
};
