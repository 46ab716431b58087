import { describe, expect, it } from 'vitest';
import {
  addonsListBanners,
  DEFAULT_PROVISIONING_API_VERSION,
  LEGACY_API_END_OF_LIFE,
  addonLegacyApiNotice,
  legacyEndOfLifeBanner,
  PROVISIONING_API_BANNER_UNTIL,
  provisioningApiBanner,
  REQUIRED_PROVISIONING_API_VERSION,
  TERMS_ACCEPTANCE_CUTOFF,
  TERMS_EFFECTIVE_DATE,
  termsBanner,
  type BannerAddon,
} from './banners';
import { links } from './links';

const notAcknowledged = { acknowledgedMsa: false };
const acknowledged = { acknowledgedMsa: true };

const addon = (overrides: Partial<BannerAddon> = {}): BannerAddon => ({
  displayName: 'Acme Postgres',
  state: 'ga',
  provisioningApiVersion: 3,
  ...overrides,
});

describe('business constants (spec §9)', () => {
  it('holds the banner dates and the required version', () => {
    expect(TERMS_EFFECTIVE_DATE).toBe('2023-09-15');
    expect(TERMS_ACCEPTANCE_CUTOFF).toBe('2023-10-31');
    expect(PROVISIONING_API_BANNER_UNTIL).toBe('2023-09-05');
    expect(LEGACY_API_END_OF_LIFE).toBe('2023-07-03');
    expect(REQUIRED_PROVISIONING_API_VERSION).toBe(3);
    expect(DEFAULT_PROVISIONING_API_VERSION).toBe(1);
  });
});

describe('terms banner', () => {
  it('shows when the user has not acknowledged the MSA', () => {
    expect(termsBanner(notAcknowledged, '2023-10-01')).not.toBeNull();
  });

  it('does not show once the MSA is acknowledged, whatever the date', () => {
    expect(termsBanner(acknowledged, '2023-10-01')).toBeNull();
    expect(termsBanner(acknowledged, '2026-01-01')).toBeNull();
    expect(termsBanner(undefined, '2023-10-01')).toBeNull();
  });

  it('announces updated terms effective September 15, 2023 and links to the marketplace licensing agreement', () => {
    for (const today of ['2023-09-01', '2023-11-15']) {
      const banner = termsBanner(notAcknowledged, today);
      expect(banner?.message).toContain('effective September 15, 2023');
      expect(banner?.link?.href).toBe(links.marketplaceLicensingAgreement);
      expect(banner?.link?.label).toMatch(/Marketplace Licensing Agreement/);
    }
  });

  it('up to the cut-off, asks for acceptance by October 31, 2023', () => {
    for (const today of ['2023-09-01', '2023-10-30', '2023-10-31']) {
      const banner = termsBanner(notAcknowledged, today);
      expect(banner?.message).toContain('accept it by October 31, 2023');
      expect(banner?.title).not.toMatch(/overdue/i);
    }
  });

  it('after the 31 Oct 2023 cut-off, says what is still true: the terms apply and are not accepted — no years-old deadline', () => {
    for (const today of ['2023-11-01', '2026-11-26']) {
      const banner = termsBanner(notAcknowledged, today);
      expect(banner?.title).toBe('Accept the terms of service');
      expect(banner?.title).not.toMatch(/overdue/i);
      expect(banner?.message).toContain('The terms of service effective September 15, 2023');
      expect(banner?.message).toContain('(the Marketplace Licensing Agreement, MSA) have not been accepted for your account yet');
      expect(banner?.message).not.toContain('October 31, 2023');
      expect(banner?.severity).toBe('warning');
    }
  });

  it('turns on the day after the cut-off (31 Oct 2023 still asks for acceptance by then)', () => {
    expect(termsBanner(notAcknowledged, '2023-10-31')?.message).toContain('accept it by October 31, 2023');
    expect(termsBanner(notAcknowledged, '2023-11-01')?.message).not.toContain('accept it by');
  });

  it('always offers to review and accept the terms in the portal', () => {
    for (const today of ['2023-09-01', '2023-10-31', '2023-11-01', '2026-11-26']) {
      expect(termsBanner(notAcknowledged, today)?.action).toEqual({ kind: 'accept-terms', label: 'Review and accept the terms' });
    }
  });
});

describe('API banner ("appears before 05 Sep 2023 when an add-on is not on provisioning API version 3")', () => {
  const legacy = addon({ displayName: 'Acme Metrics', provisioningApiVersion: 1 });

  it('appears before 05 Sep 2023 for an add-on not on version 3', () => {
    const banner = provisioningApiBanner([addon(), legacy], '2023-09-04');
    expect(banner).not.toBeNull();
    expect(banner?.message).toContain('Acme Metrics');
    expect(banner?.message).not.toContain('Acme Postgres');
  });

  it('does not appear on or after 05 Sep 2023', () => {
    expect(provisioningApiBanner([legacy], '2023-09-05')).toBeNull();
    expect(provisioningApiBanner([legacy], '2024-01-01')).toBeNull();
  });

  it('does not appear when every add-on is on version 3', () => {
    expect(provisioningApiBanner([addon(), addon({ state: 'beta' })], '2023-06-01')).toBeNull();
    expect(provisioningApiBanner([], '2023-06-01')).toBeNull();
  });

  it('treats any version other than 3 as not on version 3', () => {
    expect(provisioningApiBanner([addon({ provisioningApiVersion: 2 })], '2023-06-01')).not.toBeNull();
    expect(provisioningApiBanner([addon({ provisioningApiVersion: 4 })], '2023-06-01')).not.toBeNull();
  });
});

describe("an add-on's own legacy-API notice (issue 31 item 18)", () => {
  const metrics = addon({ displayName: 'Acme Metrics', provisioningApiVersion: 1 });

  it('up to July 3, 2023, says the legacy APIs end then and the add-on must migrate or be removed', () => {
    const notice = addonLegacyApiNotice(metrics, LEGACY_API_END_OF_LIFE);
    expect(notice?.title).toBe('Acme Metrics is on a legacy provisioning API');
    expect(notice?.message).toBe(
      'Acme Metrics uses provisioning API version 1; the legacy APIs end July 3, 2023. Migrate it to provisioning API version 3 before then, or it will be removed from the marketplace.',
    );
  });

  it('after it, says they ended and what to do, with no removal still to come', () => {
    const notice = addonLegacyApiNotice(metrics, '2026-11-28');
    expect(notice?.message).toBe(
      'Acme Metrics uses provisioning API version 1; the legacy APIs ended on July 3, 2023. Migrate it to provisioning API version 3; the migration guide says how.',
    );
    expect(notice?.link?.href).toBe(links.provisioningApiMigration);
  });

  it('says nothing for an add-on on version 3 or one shut down', () => {
    expect(addonLegacyApiNotice(addon(), '2026-11-28')).toBeNull();
    expect(addonLegacyApiNotice(addon({ state: 'shutdown', provisioningApiVersion: 1 }), '2026-11-28')).toBeNull();
  });
});

describe('legacy end-of-life banner', () => {
  const metrics = addon({ displayName: 'Acme Metrics', provisioningApiVersion: 1 });

  it('up to July 3, 2023, says the v1 and app-info APIs end July 3, 2023 and add-ons must migrate or be removed from the marketplace', () => {
    for (const today of ['2023-06-01', '2023-07-02', LEGACY_API_END_OF_LIFE]) {
      const banner = legacyEndOfLifeBanner([metrics], today);
      expect(banner?.message).toContain('The v1 and app-info APIs end July 3, 2023');
      expect(banner?.message).toMatch(/must migrate .* or be removed from the marketplace/);
      expect(banner?.message).toContain('Acme Metrics');
    }
  });

  it('from the day after, says the APIs ended on that day and that the add-on named must migrate, with no removal still to come', () => {
    for (const today of ['2023-07-04', '2026-11-26']) {
      const banner = legacyEndOfLifeBanner([metrics], today);
      expect(banner?.title).toBe('Add-ons still on a legacy provisioning API');
      expect(banner?.message).toBe('The v1 and app-info APIs ended on July 3, 2023. Still on a legacy API: Acme Metrics. Migrate it to provisioning API version 3.');
      // Issue 31 item 18: no removal threatened as still to come, years after the date.
      expect(banner?.message).not.toMatch(/will be removed|or be removed/);
      expect(banner?.link?.href).toBe(links.provisioningApiMigration);
    }
  });

  it('names several add-ons and asks to migrate them', () => {
    const banner = legacyEndOfLifeBanner([metrics, addon({ displayName: 'Acme Vault', provisioningApiVersion: 2 })], '2026-11-28');
    expect(banner?.message).toContain('Still on a legacy API: Acme Metrics, Acme Vault. Migrate them to provisioning API version 3.');
  });

  it('shows for any live add-on below version 3', () => {
    expect(legacyEndOfLifeBanner([addon({ state: 'alpha', provisioningApiVersion: 2 })], '2026-11-26')).not.toBeNull();
    expect(legacyEndOfLifeBanner([addon({ state: 'beta', provisioningApiVersion: 1 })], '2023-01-01')).not.toBeNull();
  });

  it('ignores shut-down add-ons and add-ons on version 3, before and after the end of life', () => {
    for (const today of ['2023-01-01', '2026-11-26']) {
      expect(legacyEndOfLifeBanner([addon({ state: 'shutdown', provisioningApiVersion: 1 }), addon()], today)).toBeNull();
      expect(legacyEndOfLifeBanner([], today)).toBeNull();
    }
  });
});

describe('the add-ons list banners', () => {
  it('puts the terms banner first, then the API banner, then the legacy banner', () => {
    const banners = addonsListBanners({
      user: notAcknowledged,
      addons: [addon({ provisioningApiVersion: 1 })],
      today: '2023-09-01',
    });
    expect(banners.map((banner) => banner.id)).toEqual(['terms', 'provisioning-api', 'legacy-end-of-life']);
  });

  it('shows none for an acknowledged user whose add-ons are all on version 3', () => {
    expect(addonsListBanners({ user: acknowledged, addons: [addon()], today: '2023-09-01' })).toEqual([]);
  });
});
