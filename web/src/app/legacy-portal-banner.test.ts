import { describe, expect, it } from 'vitest';
import { legacyPortalBanner } from '../domain/banners';
import { links } from '../domain/links';
import { isLegacyPortalBannerDismissed, LEGACY_PORTAL_BANNER_STORAGE_KEY, rememberLegacyPortalBannerDismissed, type BannerStorage } from './legacy-portal-banner';

function fakeStorage(): BannerStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

const denied = (): BannerStorage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('the legacy-portal banner (spec §1 "A banner offers a way back to the older provider portal")', () => {
  it('links to the older provider portal', () => {
    expect(legacyPortalBanner().link).toEqual({ label: 'Go back to the older provider portal', href: links.legacyProviderPortal });
  });

  it('shows until dismissed, and stays dismissed in this browser', () => {
    const storage = fakeStorage();
    expect(isLegacyPortalBannerDismissed(() => storage)).toBe(false);
    expect(rememberLegacyPortalBannerDismissed(() => storage, new Date('2026-11-26T10:00:00Z'))).toBe(true);
    expect(storage.items.get(LEGACY_PORTAL_BANNER_STORAGE_KEY)).toBe('2026-11-26T10:00:00.000Z');
    expect(isLegacyPortalBannerDismissed(() => storage)).toBe(true);
  });

  it('shows, and says the dismissal was not remembered, without usable storage', () => {
    expect(isLegacyPortalBannerDismissed(denied)).toBe(false);
    expect(rememberLegacyPortalBannerDismissed(denied)).toBe(false);
    expect(isLegacyPortalBannerDismissed(() => undefined)).toBe(false);
    expect(rememberLegacyPortalBannerDismissed(() => undefined)).toBe(false);
    const full: BannerStorage = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    expect(rememberLegacyPortalBannerDismissed(() => full)).toBe(false);
  });
});
