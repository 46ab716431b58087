/**
 * Whether this browser has dismissed the banner offering a way back to the
 * older provider portal (spec §1). Remembered in localStorage: per browser, for
 * every tab and later visits, never sent to the server.
 *
 * Storage can be missing or throw (disabled by policy, a sandboxed frame, a
 * full quota). Then the banner shows, and dismissing it hides it for this page
 * load only: a notice that cannot be remembered as dismissed is shown again,
 * never silently lost.
 */
import { localStorageOfThisBrowser } from './browser-storage';

export const LEGACY_PORTAL_BANNER_STORAGE_KEY = 'partner-portal:legacy-portal-banner-dismissed';

/** The part of `Storage` used here (tests pass a fake). */
export type BannerStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function isLegacyPortalBannerDismissed(storage: () => BannerStorage | undefined = localStorageOfThisBrowser): boolean {
  try {
    const value = storage()?.getItem(LEGACY_PORTAL_BANNER_STORAGE_KEY);
    return value !== null && value !== undefined;
  } catch {
    return false;
  }
}

/** Remembers the dismissal; false when it could not be remembered. */
export function rememberLegacyPortalBannerDismissed(storage: () => BannerStorage | undefined = localStorageOfThisBrowser, now = new Date()): boolean {
  try {
    const store = storage();
    if (!store) return false;
    // When, rather than a bare flag: a later notice could ask again of those who dismissed an earlier one.
    store.setItem(LEGACY_PORTAL_BANNER_STORAGE_KEY, now.toISOString());
    return true;
  } catch {
    return false;
  }
}
