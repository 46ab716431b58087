import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AddonState } from '../../../web/src/api/addon-lists';
import { addonsListBanners, type BannerAddon } from '../../../web/src/domain/banners';
import type { CalendarDate } from '../../../web/src/domain/calendar-date';
import { AddonsListNotices } from '../../../web/src/features/addons/AddonsListNotices';
import { acmeAddons } from '../../support/fixture-addons';

/**
 * The banners of the add-ons list (spec §2 "Banners"), decided by the pure
 * rules in `web/src/domain/banners.ts` on a fixed day — never the real clock:
 *
 * - terms: until the user accepts the MSA; asks for acceptance by 31 Oct 2023,
 *   and after that says what is still true (not accepted yet) — no deadline
 *   years gone; always with a button to review and accept them;
 * - provisioning API: before 05 Sep 2023, for add-ons not on version 3;
 * - legacy end of life: for live add-ons on a provisioning API below 3;
 *   announces the end up to 3 Jul 2023, and after it says the APIs have
 *   ended and which add-ons still have to migrate.
 */
interface BannersProps {
  /** The day the rules are judged on (YYYY-MM-DD). */
  today: CalendarDate;
  acknowledgedMsa: boolean;
  addons: readonly BannerAddon[];
}

function AddonsListBanners({ today, acknowledgedMsa, addons }: BannersProps) {
  return <AddonsListNotices banners={addonsListBanners({ user: { acknowledgedMsa }, addons, today })} onAcceptTerms={() => undefined} />;
}

const onApiV3 = (displayName: string, state: AddonState = 'ga'): BannerAddon => ({ displayName, state, provisioningApiVersion: 3 });

const meta = {
  title: 'Features/Add-ons/Banners',
  component: AddonsListBanners,
  args: { today: '2024-03-04', acknowledgedMsa: true, addons: acmeAddons },
} satisfies Meta<typeof AddonsListBanners>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('status')
    .map((banner) => banner.querySelector('.MuiAlertTitle-root')?.textContent);

/** Before the cut-off: the updated terms, effective September 15, 2023, to accept by October 31, 2023. */
export const TermsBeforeCutOff: Story = {
  args: { today: '2023-10-31', acknowledgedMsa: false, addons: [onApiV3('Solo Search')] },
  play: async ({ canvas, canvasElement }) => {
    await expect(titles(canvasElement)).toEqual(['Updated terms of service']);
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('effective September 15, 2023');
    await expect(banner).toHaveTextContent('accept it by October 31, 2023');
    await expect(within(banner).getByRole('link', { name: 'Read the Marketplace Licensing Agreement' })).toHaveAttribute(
      'href',
      'https://elements.example.com/legal/marketplace-licensing-agreement',
    );
  },
};

/** From 1 Nov 2023 (here: 26 Nov 2026): what is still true — the terms are not accepted yet — and a way to accept them. */
export const TermsAfterCutOff: Story = {
  args: { today: '2026-11-26', acknowledgedMsa: false, addons: [onApiV3('Solo Search')] },
  play: async ({ canvas, canvasElement }) => {
    await expect(titles(canvasElement)).toEqual(['Accept the terms of service']);
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('The terms of service effective September 15, 2023 (the Marketplace Licensing Agreement, MSA) have not been accepted for your account yet.');
    await expect(banner).not.toHaveTextContent(/overdue|October 31, 2023/);
    await expect(within(banner).getByRole('button', { name: 'Review and accept the terms' })).toBeVisible();
  },
};

/** Once the terms are accepted, no terms banner. */
export const TermsAccepted: Story = {
  args: { today: '2023-10-15', acknowledgedMsa: true, addons: [onApiV3('Solo Search')] },
  play: async ({ canvasElement }) => {
    await expect(titles(canvasElement)).toEqual([]);
  },
};

/** Before 05 Sep 2023, add-ons not on provisioning API version 3 are named. */
export const ProvisioningApiBeforeDeadline: Story = {
  args: { today: '2023-09-04', addons: [onApiV3('Acme Postgres'), { displayName: 'Acme Metrics', state: 'ga', provisioningApiVersion: 2 }] },
  play: async ({ canvas, canvasElement }) => {
    await expect(titles(canvasElement)).toEqual([
      'Provisioning API version 3 is required',
      'Add-ons still on a legacy provisioning API',
    ]);
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(
      'Add-ons must use provisioning API version 3 by September 5, 2023. Not yet on version 3: Acme Metrics.',
    );
  },
};

/** On 05 Sep 2023 the API banner is gone; the end-of-life banner stays (the APIs ended on 3 Jul). */
export const ProvisioningApiOnDeadline: Story = {
  args: { today: '2023-09-05', addons: [{ displayName: 'Acme Metrics', state: 'ga', provisioningApiVersion: 2 }] },
  play: async ({ canvasElement }) => {
    await expect(titles(canvasElement)).toEqual(['Add-ons still on a legacy provisioning API']);
  },
};

/** Up to 3 Jul 2023: Acme Metrics is still on version 1, and the end is announced (beside the API banner of the time). */
export const LegacyEndOfLife: Story = {
  args: { today: '2023-07-03' },
  play: async ({ canvas, canvasElement }) => {
    await expect(titles(canvasElement)).toEqual(['Provisioning API version 3 is required', 'Legacy provisioning APIs are reaching end of life']);
    const banner = canvas.getAllByRole('status')[1]!;
    await expect(banner).toHaveTextContent('The v1 and app-info APIs end July 3, 2023.');
    await expect(banner).toHaveTextContent('must migrate to the current provisioning API or be removed from the marketplace');
    await expect(banner).toHaveTextContent('Still on a legacy API: Acme Metrics.');
  },
};

/** From 4 Jul 2023 (here: 26 Nov 2026): the APIs ended on that day; what is still true is that Acme Metrics must migrate. */
export const LegacyAfterEndOfLife: Story = {
  args: { today: '2026-11-26' },
  play: async ({ canvas, canvasElement }) => {
    await expect(titles(canvasElement)).toEqual(['Add-ons still on a legacy provisioning API']);
    const banner = canvas.getByRole('status');
    // Issue 31 item 18: no removal threatened as still to come, years after the date.
    await expect(banner).toHaveTextContent('The v1 and app-info APIs ended on July 3, 2023. Still on a legacy API: Acme Metrics. Migrate it to provisioning API version 3.');
    await expect(banner).not.toHaveTextContent(/removed/);
  },
};

/** A shut-down add-on on a legacy API needs no migration. */
export const LegacyButShutDown: Story = {
  args: { addons: [{ displayName: 'Acme Archive', state: 'shutdown', provisioningApiVersion: 1 }] },
  play: async ({ canvasElement }) => {
    await expect(titles(canvasElement)).toEqual([]);
  },
};

/** Everything at once, in display order: terms, API, end of life. */
export const AllBanners: Story = {
  args: { today: '2023-07-01', acknowledgedMsa: false },
  play: async ({ canvasElement }) => {
    await expect(titles(canvasElement)).toEqual([
      'Updated terms of service',
      'Provisioning API version 3 is required',
      'Legacy provisioning APIs are reaching end of life',
    ]);
  },
};
