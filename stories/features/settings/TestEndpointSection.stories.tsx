import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { testEndpointsOf } from '../../../fixtures/model/integration-failure-operations';
import { TestEndpointSection } from '../../../web/src/features/settings/TestEndpointSection';
import { expectScreenshot } from '../../support/screenshot';
import { loadingStory, refusedStory } from '../integration/answer-states';
import { financeBackend } from '../integration/partner-answers';
import { body, desktop, storyBackend } from '../marketplace-listing/listing-story-support';

/**
 * Settings' Test endpoint section on its own (issue 34 §2): the base URL
 * failed calls are sent again to, or none yet; Edit opens a panel with the
 * server's own rule (https, or http://localhost in the sandbox), from the
 * keyboard; a role that may not manage credentials told why; loading, refused.
 */
const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
const SLUG = 'acme-postgres';
const PATH = `/api/v3/addons/${SLUG}/integration/test_endpoint`;
const STAGING = 'https://staging.acme.test/addon';

const none = storyBackend('partner', { seed: (store) => void testEndpointsOf(store).delete(SLUG) });
const set = storyBackend('partner', { seed: (store) => void testEndpointsOf(store).set(SLUG, STAGING) });
const finance = financeBackend((store) => void testEndpointsOf(store).set(SLUG, STAGING));

const meta = {
  component: TestEndpointSection,
  title: 'Features/Settings/Test endpoint',
  globals: desktop,
  args: { slug: SLUG, changeable: true },
  parameters: { msw: { handlers: none.handlers } },
  beforeEach: none.reset,
} satisfies Meta<typeof TestEndpointSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Test endpoint' });

/** None yet: what that means for "Send again", and Edit. */
export const NoneYet: Story = {
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await expect(await within(found).findByText('No test endpoint yet: failed calls cannot be sent again until one is set.')).toBeVisible();
    await expect(await within(found).findByRole('button', { name: 'Edit test endpoint' })).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

export const NoneYetPhone: Story = { ...NoneYet, globals: mobile };

/** Set: its address. */
export const Set: Story = {
  parameters: { msw: { handlers: set.handlers } },
  beforeEach: set.reset,
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await expect(await within(found).findByText(STAGING)).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

/** From the keyboard: Enter on Edit opens the panel with the focus in it; a plain-http address is refused in the server's words; a good one is saved and shown. */
export const EditFromKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await within(found).findByText(/^No test endpoint yet/);
    (await within(found).findByRole('button', { name: 'Edit test endpoint' })).focus();
    await userEvent.keyboard('{Enter}');
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Test endpoint' });
    const url = within(panel).getByRole('textbox', { name: 'Test endpoint URL' });
    // The panel takes the focus as it opens (the slide panel's rule); Tab goes on to the field.
    await waitFor(() => expect(panel.contains(panel.ownerDocument.activeElement)).toBe(true));
    await userEvent.type(url, 'http://staging.acme.test/addon');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save test endpoint' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription(/must be an https:\/\/ address \(or http:\/\/localhost in the sandbox\)/));
    await expect(none.writes('PUT', PATH)).toEqual([]);
    await expectScreenshot(panel);
    await userEvent.clear(url);
    await userEvent.type(url, `${STAGING}{Enter}`);
    await expect(await within(found).findByText(STAGING)).toBeVisible();
    await expect(none.writes('PUT', PATH).map((call) => call.body)).toEqual([{ url: STAGING }]);
  },
};

export const EditFromKeyboardPhone: Story = {
  ...EditFromKeyboard,
  globals: mobile,
};

/** A Finance user sees the address and why they cannot change it. */
export const FinanceMayOnlyLook: Story = {
  parameters: { msw: { handlers: finance.handlers } },
  beforeEach: finance.reset,
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await expect(await within(found).findByText('Only an Owner or Developer can change settings and credentials.')).toBeVisible();
    await expect(within(found).queryByRole('button', { name: 'Edit test endpoint' })).toBeNull();
    await expectScreenshot(canvasElement);
  },
};

/** A shut-down add-on's settings change no more: no Edit, and no role sentence either. */
export const NotChangeable: Story = {
  args: { changeable: false },
  parameters: { msw: { handlers: set.handlers } },
  beforeEach: set.reset,
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await within(found).findByText(STAGING);
    await expect(within(found).queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = loadingStory({ path: PATH, behind: none.handlers, says: 'Loading the test endpoint…', pictured: false });

export const LoadFailed: Story = refusedStory(PATH, none.handlers);

export const LoadFailedPhone: Story = { ...LoadFailed, globals: mobile };
