import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AUTOSAVE_DELAY_MS } from '../../../web/src/features/marketplace-listing/AutoSavedCheckboxes';
import { withUiFlags } from '../../support/ui-flags';
import { body, desktop, listingPath, pageParameters, pause, renderAt, storyBackend } from './listing-story-support';
import { GenerationsSection, LanguagesSection } from '../../../web/src/features/marketplace-listing/ListingOptions';

/**
 * Supported Generations (only with the `supported-generations` UI flag; Cedar
 * always on and disabled, Fir) and Supported Languages (the eight of spec §5).
 * Both save themselves after a debounce (spec §9), so quick clicks make one
 * save, and a refused save puts the boxes back.
 */
const meta = {
  // The components these stories show, rendered through the real routes.
  subcomponents: { GenerationsSection, LanguagesSection },
  title: 'Features/Marketplace listing/Listing options',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const languageLabels = ['Clojure', 'Go', 'Java', 'Node', 'PHP', 'Python', 'Ruby', 'Scala'] as const;

/** The checked boxes of a group, by label, in the order shown (read straight from the DOM: it must be quick). */
const checkedLabels = (group: HTMLElement) =>
  [...group.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
    .filter((box) => box.checked)
    .map((box) => box.closest('label')?.textContent);

/**
 * Clicks the boxes one right after the other, as fast as a person double-ticking
 * can: plain DOM clicks, so the gap does not depend on how busy the test browser
 * is (user-event's pointer simulation can take seconds on a loaded page, longer
 * than the debounce these stories are about).
 */
async function clickInQuickSuccession(...boxes: HTMLElement[]): Promise<void> {
  for (const box of boxes) box.click();
  await Promise.resolve();
}

const flagOff = storyBackend('partner');

/** Without the UI flag there is no Generations section; Languages shows the eight, Acme Postgres's six ticked. */
export const GenerationsHiddenWithoutTheFlag: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: flagOff.handlers } },
  beforeEach: flagOff.reset,
  play: async ({ canvasElement }) => {
    const languages = await within(canvasElement).findByRole('region', { name: 'Supported Languages' });
    await expect(within(canvasElement).queryByRole('region', { name: 'Supported Generations' })).toBeNull();
    await expect(within(canvasElement).queryByRole('checkbox', { name: 'Cedar' })).toBeNull();
    const group = within(languages).getByRole('group', { name: 'Languages' });
    await expect(within(group).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(languageLabels);
    await expect(checkedLabels(group)).toEqual(['Go', 'Java', 'Node', 'PHP', 'Python', 'Ruby']);
    await expect(within(languages).getByText('Changes are saved automatically.')).toBeVisible();
  },
};

const fir = storyBackend('partner');

/** Flag on: Cedar is ticked and cannot be changed; unticking Fir saves after the debounce. */
export const ToggleFir: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: fir.handlers } },
  beforeEach: [fir.reset, withUiFlags('supported-generations')],
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: 'Supported Generations' });
    const cedar = within(section).getByRole('checkbox', { name: 'Cedar' });
    const firBox = within(section).getByRole('checkbox', { name: 'Fir' });
    await expect(cedar).toBeChecked();
    await expect(cedar).toBeDisabled();
    await expect(cedar).toHaveAttribute('aria-description', 'Every add-on supports Cedar; it cannot be turned off.');
    await expect(firBox).toBeChecked();
    await expect(firBox).toBeEnabled();

    await userEvent.click(firBox);
    await expect(firBox).not.toBeChecked();
    await expect(within(section).getByText('Saving…')).toBeInTheDocument();
    await expect(await body(canvasElement).findByText('Supported Generations updated.')).toBeVisible();
    await expect(fir.writes('PATCH', '/api/v3/addons/acme-postgres').map((call) => call.body)).toEqual([{ supported_generations: ['cedar'] }]);
    await expect(fir.addon('acme-postgres').supported_generations).toEqual(['cedar']);
    await expect(within(section).getByText('Changes are saved automatically.')).toBeVisible();
    await expect(firBox).not.toBeChecked();
    await expect(cedar).toBeChecked();
  },
};

const twoLanguages = storyBackend('partner');

/** Two languages ticked in quick succession make ONE save with both. */
export const QuickClicksMakeOneSave: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: twoLanguages.handlers } },
  beforeEach: twoLanguages.reset,
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: 'Supported Languages' });
    const scala = within(section).getByRole('checkbox', { name: 'Scala' });
    const clojure = within(section).getByRole('checkbox', { name: 'Clojure' });
    await clickInQuickSuccession(scala, clojure);
    await expect(within(section).getByText('Saving…')).toBeInTheDocument();
    await expect(checkedLabels(section)).toEqual(languageLabels);

    await expect(await body(canvasElement).findByText('Languages updated.')).toBeVisible();
    // Well past another debounce: still one save.
    await pause(AUTOSAVE_DELAY_MS + 400);
    const patches = twoLanguages.writes('PATCH', '/api/v3/addons/acme-postgres');
    await expect(patches.map((call) => call.body)).toEqual([
      { languages: ['clojure', 'go', 'java', 'node', 'php', 'python', 'ruby', 'scala'] },
    ]);
    await expect(twoLanguages.addon('acme-postgres').languages).toEqual(['clojure', 'go', 'java', 'node', 'php', 'python', 'ruby', 'scala']);
    await expect(checkedLabels(section)).toEqual(languageLabels);
    await expect(within(section).getByText('Changes are saved automatically.')).toBeVisible();
  },
};

const refused = storyBackend('partner', {
  overrides: [
    http.patch('/api/v3/addons/:slug', () =>
      HttpResponse.json({ id: 'internal_error', message: 'The partner API could not save the listing.' }, { status: 500 }),
    ),
  ],
});

/** The server refuses the save (500): the error is flashed and the boxes go back to what the server has. */
export const RefusedSavePutsTheBoxesBack: Story = {
  render: renderAt(listingPath('acme-postgres')),
  parameters: { msw: { handlers: refused.handlers } },
  beforeEach: refused.reset,
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: 'Supported Languages' });
    const scala = within(section).getByRole('checkbox', { name: 'Scala' });
    const ruby = within(section).getByRole('checkbox', { name: 'Ruby' });
    // Two quick clicks: one save, refused.
    await clickInQuickSuccession(scala, ruby);
    await expect(scala).toBeChecked();
    await expect(ruby).not.toBeChecked();

    await expect(await body(canvasElement).findByText('The partner API could not save the listing.')).toBeVisible();
    await waitFor(() => expect(scala).not.toBeChecked());
    await expect(ruby).toBeChecked();
    await expect(checkedLabels(section)).toEqual(['Go', 'Java', 'Node', 'PHP', 'Python', 'Ruby']);
    await expect(body(canvasElement).queryByText('Languages updated.')).toBeNull();
    await expect(refused.writes('PATCH', '/api/v3/addons/acme-postgres')).toHaveLength(1);
    await expect(refused.addon('acme-postgres').languages).toEqual(['ruby', 'node', 'python', 'go', 'java', 'php']);
  },
};

const noLanguages = storyBackend('partner', {
  seed: (store) => {
    const vault = store.findAddon('acme-vault');
    if (vault) vault.languages = [];
  },
});

/** An add-on without languages: none ticked, and the section says so. */
export const NoLanguages: Story = {
  render: renderAt(listingPath('acme-vault')),
  parameters: { msw: { handlers: noLanguages.handlers } },
  beforeEach: noLanguages.reset,
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: 'Supported Languages' });
    await expect(checkedLabels(section)).toEqual([]);
    await expect(within(section).getByText('No languages selected yet.')).toBeVisible();
  },
};
