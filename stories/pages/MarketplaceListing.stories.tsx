import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorHandlers, fillScreenshots, handlersFor, loadingHandlers, removeBenefits } from '../../fixtures/msw';
import { body, listingPath, renderAt } from '../features/marketplace-listing/listing-story-support';
import { expectScreenshot } from '../support/screenshot';
import { errorHandlingSettled, flashesShown } from '../support/flashes';
import { withUiFlags } from '../support/ui-flags';
import { MarketplaceListingPage } from '../../web/src/features/marketplace-listing/MarketplaceListingPage';

/**
 * The add-on workspace at /addons/{slug}/marketplace-listing (spec §2
 * "Marketplace listing"), through the real route tree, with both APIs answered
 * by MSW from the sandbox's operations on a fresh copy of its data per story.
 */
const meta = {
  // The components these stories show, rendered through the real routes.
  subcomponents: { MarketplaceListingPage },
  title: 'Pages/Marketplace listing',
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Acme Postgres as its partner: a complete listing; category read-only, no example buttons. */
export const Partner: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: handlersFor('partner') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Acme Postgres' })).toBeVisible();
    const navigation = canvas.getByRole('navigation', { name: 'Add-on sections' });
    await expect(within(navigation).getByRole('link', { name: 'Marketplace Listing' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: /View on Elements/ })).toHaveAttribute('href', 'https://elements.example.com/addons/acme-postgres');
    await expect(await canvas.findByText('Listing complete')).toBeVisible();
    for (const section of ['Basic Info', 'Screenshots', 'Benefits', 'Supported Languages', 'Documentation', 'Category']) {
      await expect(canvas.getByRole('region', { name: section })).toBeVisible();
    }
    await expect(canvas.queryByRole('region', { name: 'Example Buttons' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Supported Generations' })).toBeNull();
    const category = canvas.getByRole('region', { name: 'Category' });
    await expect(await within(category).findByRole('link', { name: 'submit a support ticket' })).toBeVisible();
    await expect(within(category).queryByRole('combobox')).toBeNull();
    await expect(await canvas.findAllByRole('img', { name: /Acme Postgres/ })).not.toHaveLength(0);
    await expectScreenshot(canvasElement);
  },
};

/** The platform admin: category select, example buttons, and (flag on) Supported Generations. */
export const Admin: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: handlersFor('admin') } },
  beforeEach: withUiFlags('supported-generations'),
  play: async ({ canvas, canvasElement }) => {
    const buttons = await canvas.findByRole('region', { name: 'Example Buttons' });
    await expect(within(buttons).getByText('acme-data/postgres-rails-example')).toBeVisible();
    const category = canvas.getByRole('region', { name: 'Category' });
    await expect(await within(category).findByRole('combobox', { name: 'Category' })).toBeVisible();
    const generations = canvas.getByRole('region', { name: 'Supported Generations' });
    await expect(within(generations).getByRole('checkbox', { name: 'Cedar' })).toBeDisabled();
    await expect(within(generations).getByRole('checkbox', { name: 'Cedar' })).toBeChecked();
    await expect(within(generations).getByRole('checkbox', { name: 'Fir' })).toBeEnabled();
    await expectScreenshot(canvasElement);
  },
};

/** Acme Insights (alpha): no icon, no screenshots, documentation in error: the checklist says what is missing. */
export const IncompleteListing: Story = {
  render: renderAt(listingPath('acme-insights')),
  parameters: { msw: { handlers: handlersFor('partner') } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Listing incomplete')).toBeVisible();
    const checklist = canvas.getByRole('list', { name: 'Listing checklist' });
    await expect(within(checklist).getByText('Icon: missing')).toBeVisible();
    // Screenshots are the gallery's own count, said there (issue 31 item 4).
    const screenshots = canvas.getByRole('region', { name: 'Screenshots' });
    await waitFor(() => expect(within(screenshots).getByText(/^Add at least 2 screenshots; the listing has 0\./)).toBeVisible());
    const documentation = canvas.getByRole('region', { name: 'Documentation' });
    await expect(await within(documentation).findByText('Documentation needs attention')).toBeVisible();
    const category = canvas.getByRole('region', { name: 'Category' });
    await expect(await within(category).findByRole('link', { name: 'submit a support ticket' })).toBeVisible();
    await expectScreenshot(canvasElement);
  },
};

/** Five screenshots: adding is blocked with the spec's message. */
export const ScreenshotsAtTheLimit: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: handlersFor('partner', { seed: (store) => fillScreenshots(store, 'acme-postgres', 5) }) } },
  play: async ({ canvas }) => {
    const screenshots = await canvas.findByRole('region', { name: 'Screenshots' });
    await expect(await within(screenshots).findByText(/^You cannot add anymore screenshots\./)).toBeVisible();
    await expect(within(screenshots).getByRole('link', { name: /Add Screenshot/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** No benefits yet: an empty state with the way to add one. */
export const NoBenefits: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: handlersFor('partner', { seed: (store) => removeBenefits(store, 'acme-postgres') }) } },
  play: async ({ canvas }) => {
    const benefits = await canvas.findByRole('region', { name: 'Benefits' });
    await expect(await within(benefits).findByRole('link', { name: /Add Benefit/ })).toBeVisible();
  },
};

/** Editing: the preview follows the typing; Save shows old → new before anything is sent. */
export const EditWithPreviewAndReview: Story = {
  render: renderAt(listingPath('acme-postgres', '/general-information/edit')),
  parameters: { msw: { handlers: handlersFor('partner') } },
  play: async ({ canvasElement }) => {
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Edit basic info' });
    const displayName = within(panel).getByRole('textbox', { name: /Display name/ });
    await userEvent.clear(displayName);
    await userEvent.type(displayName, 'Acme Postgres Plus');
    const preview = within(panel).getByRole('region', { name: 'Preview on Elements' });
    await expect(within(preview).getAllByText('Acme Postgres Plus')).toHaveLength(2);
    await userEvent.click(within(panel).getByRole('button', { name: 'Review changes' }));
    const review = await body(canvasElement).findByRole('dialog', { name: 'Review changes' });
    await expect(within(review).getByText('Display name')).toBeVisible();
    await expect(within(review).getByText('Acme Postgres Plus')).toBeVisible();
    await expectScreenshot(review);
    await userEvent.click(within(review).getByRole('button', { name: 'Save changes' }));
    await expect(await body(canvasElement).findByText('Marketplace listing updated.')).toBeVisible();
    await expect(await body(canvasElement).findByText('Changes appear on Elements within 90 minutes.')).toBeVisible();
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Acme Postgres Plus' })).toBeVisible());
  },
};

/** The server refuses the save: its message lands on the field only (no flash), as a sentence, with focus on it; the typing is kept. */
export const ErrorOnSave: Story = {
  render: renderAt(listingPath('acme-postgres', '/general-information/edit')),
  parameters: {
    msw: {
      handlers: [
        http.patch('/api/v3/addons/:slug', () =>
          HttpResponse.json({ errors: { summary: ['mentions a competitor by name'] } }, { status: 422 }),
        ),
        ...handlersFor('partner'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Edit basic info' });
    const summary = within(panel).getByRole('textbox', { name: /Summary/ });
    await userEvent.clear(summary);
    await userEvent.type(summary, 'Faster than Brand X Postgres.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Review changes' }));
    await userEvent.click(await within(panel).findByRole('button', { name: 'Save changes' }));
    const again = await body(canvasElement).findByRole('dialog', { name: 'Edit basic info' });
    const refused = within(again).getByRole('textbox', { name: /Summary/ });
    await waitFor(() => expect(refused).toHaveAccessibleDescription(/^Summary mentions a competitor by name\./));
    await expect(refused).toHaveValue('Faster than Brand X Postgres.');
    await expect(refused).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(refused).toHaveFocus());
    // On the field only: no flash repeats it (issue 21 item 3).
    await errorHandlingSettled();
    await expect(flashesShown(canvasElement.ownerDocument)).toEqual([]);
    await expectScreenshot(again);
  },
};

/** Adding a benefit through its panel; it appears at the end of the list. */
export const AddBenefit: Story = {
  render: renderAt(listingPath('acme-postgres', '/benefits/new')),
  parameters: { msw: { handlers: handlersFor('partner') } },
  play: async ({ canvasElement }) => {
    const panel = await body(canvasElement).findByRole('dialog', { name: 'Add Benefit' });
    await userEvent.type(within(panel).getByRole('textbox', { name: /Title/ }), 'Query insights');
    await userEvent.type(within(panel).getByRole('textbox', { name: /Description/ }), 'See the slowest queries and why.');
    await userEvent.click(within(panel).getByRole('button', { name: /Save|Add/ }));
    await expect(await body(canvasElement).findByText('Benefit saved.')).toBeVisible();
    const benefits = await within(canvasElement).findByRole('region', { name: 'Benefits' });
    await expect(await within(benefits).findByText('Query insights')).toBeVisible();
  },
};

/** Reordering benefits with the keyboard: Space lifts, arrows move, Space drops. */
export const ReorderBenefitsByKeyboard: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: handlersFor('partner') } },
  play: async ({ canvas, canvasElement }) => {
    const benefits = await canvas.findByRole('region', { name: 'Benefits' });
    const handles = await within(benefits).findAllByRole('button', { name: /^Reorder / });
    const first = handles[0]!.getAttribute('aria-label')!.replace(/^Reorder /, '');
    handles[0]!.focus();
    // dnd-kit measures the list between key presses, as it would between a person's.
    const pause = () => new Promise((resolve) => setTimeout(resolve, 150));
    await userEvent.keyboard(' ');
    await pause();
    await userEvent.keyboard('{ArrowDown}');
    await pause();
    await userEvent.keyboard(' ');
    await expect(await body(canvasElement).findByText('Benefit successfully reordered.')).toBeVisible();
    await waitFor(() =>
      expect(within(benefits).getAllByRole('button', { name: /^Reorder / })[1]).toHaveAccessibleName(`Reorder ${first}`),
    );
  },
};

/** Another company's add-on is "not found" (never "forbidden"), with a way back. */
export const NotFound: Story = {
  render: renderAt(listingPath('northwind-apm')),
  parameters: { msw: { handlers: handlersFor('partner') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add-on not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to your add-ons' })).toHaveAttribute('href', '/addons');
  },
};

export const Loading: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: loadingHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the add-on…')).toBeVisible();
  },
};

export const ServerError: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: errorHandlers(500, { message: 'The partner API is down for maintenance.' }) } },
  play: async ({ canvas }) => {
    // The page says it, and so does the flash every failed request raises (spec §8): two
    // elements with the same sentence, one in the page's main region.
    // The loading screen's main region is replaced by the page's: look it up each time.
    const main = () => within(canvas.getByRole('main'));
    await waitFor(() => expect(main().getByText('The partner API is down for maintenance.')).toBeVisible());
    await expect(main().getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
