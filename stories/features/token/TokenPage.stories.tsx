import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlersFor, personaEmails } from '../../../fixtures/msw';
import { expectScreenshot } from '../../support/screenshot';
import { TOKEN_PATH } from '../../../web/src/api/access-token';
import { TokenPage } from '../../../web/src/features/token/TokenPage';
import { body, desktop, pageParameters, renderAt } from '../marketplace-listing/listing-story-support';
import { standInClipboard } from '../../support/stand-in-clipboard';

/**
 * /token (spec §2): the platform API access token from the BFF's /bff/token,
 * masked until revealed, with a copy button, the user's e-mail and the
 * warning that it is a bearer credential.
 */
const meta = {
  subcomponents: { TokenPage },
  title: 'Features/Token/Token page',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const TOKEN = 'sandbox-at-6f1c2a9e4b7d4c1e9a530d2b7e8f1a01';
const MASKED = `${'•'.repeat(TOKEN.length - 4)}1a01`;

const tokenHandler = http.get(TOKEN_PATH, () =>
  HttpResponse.json({ email: personaEmails.partner, access_token: TOKEN }, { headers: { 'Cache-Control': 'no-store' } }),
);
const handlers = [tokenHandler, ...handlersFor('partner')];

/** Copy lands in `written` (stories/support/stand-in-clipboard.ts), without the browser's permission prompt. */
const withClipboard = (written: string[]) => () => standInClipboard(written);

async function tokenSection(canvasElement: HTMLElement) {
  const section = await within(canvasElement).findByRole('region', { name: 'Platform API access token' });
  await within(section).findByText(personaEmails.partner);
  // The personal API tokens below (issue 35 §4) settle too, so the page's screenshot is one state.
  await within(canvasElement).findByRole('heading', { name: 'No API tokens yet' });
  return section;
}

/** Opened: the e-mail, the token masked (only its last four shown), the bearer warning. */
export const Masked: Story = {
  render: renderAt('/token'),
  parameters: { msw: { handlers } },
  play: async ({ canvasElement }) => {
    const section = await tokenSection(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'API access token' })).toBeVisible();
    await expect(within(section).getByLabelText('Token, masked')).toHaveTextContent(MASKED);
    await expect(section).not.toHaveTextContent(TOKEN.slice(0, -4));
    await expect(within(section).getByRole('button', { name: 'Reveal token' })).toBeVisible();
    await expect(within(section).getByRole('alert')).toHaveTextContent(/bearer credential/);
    await expectScreenshot(canvasElement);
  },
};

/** Reveal shows the whole token and the toggle then says Hide token; pressed again, it is masked again. */
export const Revealed: Story = {
  render: renderAt('/token'),
  parameters: { msw: { handlers } },
  play: async ({ canvasElement }) => {
    const section = await tokenSection(canvasElement);
    const reveal = within(section).getByRole('button', { name: 'Reveal token' });
    await userEvent.click(reveal);
    await expect(reveal).toHaveAccessibleName('Hide token');
    await expect(within(section).getByLabelText('Token')).toHaveTextContent(TOKEN);
    await userEvent.click(reveal);
    await expect(reveal).toHaveAccessibleName('Reveal token');
    await expect(within(section).getByLabelText('Token, masked')).toHaveTextContent(MASKED);
  },
};

const copied: string[] = [];

/** Copy puts the whole token on the clipboard, even while it is masked, and says so. */
export const Copy: Story = {
  render: renderAt('/token'),
  parameters: { msw: { handlers } },
  beforeEach: () => {
    copied.length = 0;
    return withClipboard(copied)();
  },
  play: async ({ canvasElement }) => {
    const section = await tokenSection(canvasElement);
    await userEvent.click(within(section).getByRole('button', { name: 'Copy token' }));
    await expect(await body(canvasElement).findByText('Token copied to the clipboard.')).toBeVisible();
    await expect(copied).toEqual([TOKEN]);
    await expect(within(section).getByLabelText('Token, masked')).toHaveTextContent(MASKED);
  },
};

/** On a 390 px phone the token wraps inside its box. */
export const OnAPhone: Story = {
  render: renderAt('/token'),
  parameters: { msw: { handlers } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await tokenSection(canvasElement);
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390));
    await expectScreenshot(canvasElement);
  },
};

/** The BFF refuses (e.g. the session could not be refreshed): its message and Try again, no token. */
export const Failed: Story = {
  render: renderAt('/token'),
  parameters: {
    msw: {
      handlers: [
        http.get(TOKEN_PATH, async () => {
          await delay(50);
          return HttpResponse.json({ id: 'identity_provider_unavailable', message: 'The identity provider cannot be reached.' }, { status: 502 });
        }),
        ...handlersFor('partner'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: 'Platform API access token' });
    await expect(await within(section).findByText(/The identity provider cannot be reached/)).toBeVisible();
    await expect(within(section).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(within(section).queryByRole('button', { name: 'Copy token' })).toBeNull();
  },
};
