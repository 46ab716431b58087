/**
 * The banners of spec §2 ("Banners") and §9 (their dates). Pure: every rule that
 * depends on the date takes `today` as a calendar day.
 *
 * - Terms: "a terms banner announces updated terms of service effective
 *   September 15, 2023, and links to the marketplace licensing agreement (an
 *   earlier cut-off of 31 Oct 2023 is also given, so both readings exist)."
 *   Shown while the user has not acknowledged the MSA (§6). Both dates are
 *   used: until the cut-off the banner asks for acceptance by October 31, 2023;
 *   after it, a deadline years gone helps no one (issue 21): it says what is
 *   still true — the terms apply and this account has not accepted them —
 *   and offers to read and accept them in the portal.
 * - API: "An API banner appears before 05 Sep 2023 when an add-on is not on
 *   provisioning API version 3."
 * - Legacy portal (spec §1): "A banner offers a way back to the older provider
 *   portal" — on every signed-in page until the person dismisses it.
 * - Legacy end of life: "says the v1 and app-info APIs end July 3, 2023 and
 *   add-ons must migrate or be removed from the marketplace" — shown when a live
 *   (not shut down) add-on is on a provisioning API version below 3. Up to
 *   that day it announces the end; after it, it says the APIs have ended and
 *   what is still true of the add-ons named: they must migrate (no removal
 *   threatened years after the date; issue 31 item 18).
 *
 * Every dated rule compares with `today`, which the screen takes from the
 * clock, so the banners age on their own; tests pin it.
 */
import type { AddonState } from '../api/addon-lists';
import { formatLongDate, isBefore, type CalendarDate } from './calendar-date';
import { links } from './links';

/** The terms of service took effect on this day. */
export const TERMS_EFFECTIVE_DATE: CalendarDate = '2023-09-15';
/** The last day to accept the updated terms. */
export const TERMS_ACCEPTANCE_CUTOFF: CalendarDate = '2023-10-31';
/** The API banner shows before this day. */
export const PROVISIONING_API_BANNER_UNTIL: CalendarDate = '2023-09-05';
/** The v1 and app-info APIs end on this day. */
export const LEGACY_API_END_OF_LIFE: CalendarDate = '2023-07-03';
/** "the required version is 3 (version 3 uses the current reference, otherwise legacy)". */
export const REQUIRED_PROVISIONING_API_VERSION = 3;
/** "Provisioning API version: default 1". */
export const DEFAULT_PROVISIONING_API_VERSION = 1;

type BannerId = 'terms' | 'provisioning-api' | 'legacy-end-of-life' | 'legacy-portal';

export interface BannerContent {
  id: BannerId;
  severity: 'info' | 'warning' | 'error';
  title: string;
  message: string;
  link?: { label: string; href: string };
  /** Something the user can do about it in the portal; the screen decides how (the terms dialog). */
  action?: { kind: 'accept-terms'; label: string };
}

export interface BannerAddon {
  displayName: string;
  state: AddonState;
  provisioningApiVersion: number;
}

export function termsBanner(user: { acknowledgedMsa: boolean } | null | undefined, today: CalendarDate): BannerContent | null {
  if (!user || user.acknowledgedMsa) return null;
  const effective = formatLongDate(TERMS_EFFECTIVE_DATE);
  const cutoff = formatLongDate(TERMS_ACCEPTANCE_CUTOFF);
  const link = { label: 'Read the Marketplace Licensing Agreement', href: links.marketplaceLicensingAgreement };
  const action = { kind: 'accept-terms', label: 'Review and accept the terms' } as const;
  if (isBefore(TERMS_ACCEPTANCE_CUTOFF, today)) {
    return {
      id: 'terms',
      severity: 'warning',
      title: 'Accept the terms of service',
      message:
        `The terms of service effective ${effective} (the Marketplace Licensing Agreement, MSA) have not been accepted for your account yet. ` +
        'Review and accept them to list add-ons in the marketplace.',
      link,
      action,
    };
  }
  return {
    id: 'terms',
    severity: 'info',
    title: 'Updated terms of service',
    message:
      `We have updated our terms of service, effective ${effective}. ` +
      `Please review the Marketplace Licensing Agreement and accept it by ${cutoff}.`,
    link,
    action,
  };
}

function names(addons: readonly BannerAddon[]): string {
  return addons.map((addon) => addon.displayName).join(', ');
}

export function provisioningApiBanner(addons: readonly BannerAddon[], today: CalendarDate): BannerContent | null {
  if (!isBefore(today, PROVISIONING_API_BANNER_UNTIL)) return null;
  const outdated = addons.filter((addon) => addon.provisioningApiVersion !== REQUIRED_PROVISIONING_API_VERSION);
  if (outdated.length === 0) return null;
  return {
    id: 'provisioning-api',
    severity: 'warning',
    title: `Provisioning API version ${REQUIRED_PROVISIONING_API_VERSION} is required`,
    message:
      `Add-ons must use provisioning API version ${REQUIRED_PROVISIONING_API_VERSION} by ${formatLongDate(PROVISIONING_API_BANNER_UNTIL)}. ` +
      `Not yet on version ${REQUIRED_PROVISIONING_API_VERSION}: ${names(outdated)}.`,
    link: { label: 'How to move to version 3', href: links.provisioningApiMigration },
  };
}

export function legacyEndOfLifeBanner(addons: readonly BannerAddon[], today: CalendarDate): BannerContent | null {
  const legacy = addons.filter(
    (addon) => addon.state !== 'shutdown' && addon.provisioningApiVersion < REQUIRED_PROVISIONING_API_VERSION,
  );
  if (legacy.length === 0) return null;
  const endOfLife = formatLongDate(LEGACY_API_END_OF_LIFE);
  const link = { label: 'How to migrate', href: links.provisioningApiMigration };
  if (isBefore(LEGACY_API_END_OF_LIFE, today)) {
    return {
      id: 'legacy-end-of-life',
      severity: 'warning',
      title: 'Add-ons still on a legacy provisioning API',
      // Issue 31 item 18: the removal the spec announced for that day is years
      // past and did not happen to these add-ons; threatening it as still to
      // come is untrue. What is true: the APIs ended, these add-ons need v3.
      message:
        `The v1 and app-info APIs ended on ${endOfLife}. ` +
        `Still on a legacy API: ${names(legacy)}. ` +
        `Migrate ${legacy.length === 1 ? 'it' : 'them'} to provisioning API version ${REQUIRED_PROVISIONING_API_VERSION}.`,
      link,
    };
  }
  return {
    id: 'legacy-end-of-life',
    severity: 'warning',
    title: 'Legacy provisioning APIs are reaching end of life',
    message:
      `The v1 and app-info APIs end ${endOfLife}. ` +
      'Add-ons must migrate to the current provisioning API or be removed from the marketplace. ' +
      `Still on a legacy API: ${names(legacy)}.`,
    link,
  };
}

/**
 * Issue 31 item 18: the add-on's own notice (its Next Steps and Settings), so
 * a partner working on one add-on learns it is on a legacy API and what to
 * do, worded for `today` like the list's banner.
 */
export function addonLegacyApiNotice(addon: BannerAddon, today: CalendarDate): BannerContent | null {
  if (addon.state === 'shutdown' || addon.provisioningApiVersion >= REQUIRED_PROVISIONING_API_VERSION) return null;
  const endOfLife = formatLongDate(LEGACY_API_END_OF_LIFE);
  const version = `provisioning API version ${addon.provisioningApiVersion}`;
  const ended = isBefore(LEGACY_API_END_OF_LIFE, today);
  return {
    id: 'legacy-end-of-life',
    severity: 'warning',
    title: `${addon.displayName} is on a legacy provisioning API`,
    message: ended
      ? `${addon.displayName} uses ${version}; the legacy APIs ended on ${endOfLife}. ` +
        `Migrate it to provisioning API version ${REQUIRED_PROVISIONING_API_VERSION}; the migration guide says how.`
      : `${addon.displayName} uses ${version}; the legacy APIs end ${endOfLife}. ` +
        `Migrate it to provisioning API version ${REQUIRED_PROVISIONING_API_VERSION} before then, or it will be removed from the marketplace.`,
    link: { label: 'How to migrate', href: links.provisioningApiMigration },
  };
}

/** The banners of the add-ons list, in display order. */
export function addonsListBanners(input: {
  user: { acknowledgedMsa: boolean } | null | undefined;
  addons: readonly BannerAddon[];
  today: CalendarDate;
}): BannerContent[] {
  return [
    termsBanner(input.user, input.today),
    provisioningApiBanner(input.addons, input.today),
    legacyEndOfLifeBanner(input.addons, input.today),
  ].filter((banner): banner is BannerContent => banner !== null);
}

/** Spec §1: the way back to the older provider portal, shown app-wide until dismissed. */
export function legacyPortalBanner(): BannerContent {
  return {
    id: 'legacy-portal',
    severity: 'info',
    title: 'Welcome to the new Partner Portal',
    message: 'Missing something you used to do? The older provider portal is still available for now.',
    link: { label: 'Go back to the older provider portal', href: links.legacyProviderPortal },
  };
}
