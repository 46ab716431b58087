import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addonListKeys, type AddonSummary } from '../../api/addon-lists';
import { currentUserKey, type CurrentUser } from '../../api/current-user';
import { renderHtml, textOf } from '../../test-support/render-html';
import { AddonsPage } from './AddonsPage';
import { AllAddonsTable } from './AllAddonsTableOnceLoaded';

const acme = { id: 'acme-data', name: 'Acme Data' };

const partner: CurrentUser = {
  id: 'u1',
  email: 'partner@acme.test',
  name: 'Priya Raman',
  admin: true,
  provider: true,
  acknowledgedMsa: true,
  platformAdmin: false,
  company: acme,
  companyRole: 'owner',
};
const admin: CurrentUser = { ...partner, email: 'admin@platform.test', platformAdmin: true, company: null, companyRole: null, admin: false };

function summary(slug: string, displayName: string, overrides: Partial<AddonSummary> = {}): AddonSummary {
  return {
    id: slug,
    slug,
    name: slug,
    displayName,
    summary: `${displayName} summary.`,
    state: 'ga',
    iconUrl: null,
    marketplaceUrl: `https://elements.example.com/addons/${slug}`,
    updatedAt: '2026-03-01T10:00:00Z',
    provisioningApiVersion: 3,
    company: acme,
    ...overrides,
  };
}

function render(data: { user?: CurrentUser; companyAddons?: AddonSummary[]; allAddons?: AddonSummary[] }, today = '2026-01-15') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  if (data.user) queryClient.setQueryData(currentUserKey(), data.user);
  if (data.user?.company && data.companyAddons) {
    queryClient.setQueryData(addonListKeys.company(data.user.company.id), data.companyAddons);
  }
  if (data.allAddons) queryClient.setQueryData(addonListKeys.all(), data.allAddons);
  const html = renderHtml(createElement(AddonsPage, { today }), { queryClient });
  return { html, text: textOf(html) };
}

describe('AddonsPage (spec §2 "Add-ons")', () => {
  it('shows a heading with the company name and cards of the company add-ons', () => {
    const { html, text } = render({
      user: partner,
      companyAddons: [summary('acme-postgres', 'Acme Postgres'), summary('acme-vault', 'Acme Vault', { state: 'beta' })],
    });
    expect(html.match(/<h1[^>]*>/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Acme Data add-ons<\/h1>/);
    expect(text).toContain('Acme Postgres');
    expect(text).toContain('Acme Vault Beta');
    expect(html).toContain('href="/addons/acme-vault"');
    expect(text).not.toContain('All add-ons');
  });

  it('invites a company without add-ons to contribute a first one, with Get Started and links to the partner programme and documentation', () => {
    const { html, text } = render({ user: partner, companyAddons: [] });
    expect(text).toContain('Contribute your first add-on');
    expect(html).toMatch(/<a [^>]*>Get Started<\/a>/);
    expect(html).toContain('href="/provider/home"');
    expect(text).toContain('Read the documentation');
  });

  // The rows themselves (a DataGrid, which lays them out only in a browser) are checked by the page's stories.
  it("shows admins a separate 'All Addons' table with its state filter, with a generic heading when they have no company", async () => {
    const data = { user: admin, allAddons: [summary('acme-postgres', 'Acme Postgres'), summary('kiln-cache', 'Kiln Cache', { state: 'alpha' })] };
    // The table is a chunk of its own (the DataGrid, which a partner's page never loads): a loading state until it is in (the route starts it).
    expect(render(data).text).toContain('Loading all add-ons…');
    await AllAddonsTable.preload();
    const { html, text } = render(data);
    expect(html).toMatch(/<h1[^>]*>Add-ons<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>All add-ons<\/h2>/);
    expect(text).toContain('Any state');
    expect(text).not.toContain('Contribute your first add-on');
  });

  it('shows the terms banner when the MSA is not acknowledged', () => {
    const { text } = render({ user: { ...partner, acknowledgedMsa: false }, companyAddons: [] }, '2023-10-01');
    expect(text).toContain('effective September 15, 2023');
    expect(text).toContain('accept it by October 31, 2023');
    expect(text).toContain('Marketplace Licensing Agreement');
  });

  it('shows no terms banner once the MSA is acknowledged', () => {
    expect(render({ user: partner, companyAddons: [] }).text).not.toContain('September 15, 2023');
  });

  it('shows the end-of-life banner for a live add-on on a legacy provisioning API', () => {
    const { text } = render({
      user: partner,
      companyAddons: [summary('acme-metrics', 'Acme Metrics', { provisioningApiVersion: 1 })],
    });
    expect(text).toContain('The v1 and app-info APIs ended on July 3, 2023.');
    expect(text).not.toMatch(/removed|will end/);
    expect(text).toContain('Still on a legacy API: Acme Metrics.');
  });

  describe('judges the banners by the clock when no day is pinned (issue 21: they age on their own)', () => {
    afterEach(() => vi.useRealTimers());
    const legacyAcme = { user: { ...partner, acknowledgedMsa: false }, companyAddons: [summary('acme-metrics', 'Acme Metrics', { provisioningApiVersion: 1 })] };
    const renderOn = (iso: string) => {
      vi.useFakeTimers({ now: new Date(iso), toFake: ['Date'] });
      const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
      queryClient.setQueryData(currentUserKey(), legacyAcme.user);
      queryClient.setQueryData(addonListKeys.company('acme-data'), legacyAcme.companyAddons);
      return textOf(renderHtml(createElement(AddonsPage), { queryClient }));
    };

    it('in the summer of 2023, announces the end of life and the acceptance deadline', () => {
      const text = renderOn('2023-07-01T12:00:00');
      expect(text).toContain('The v1 and app-info APIs end July 3, 2023');
      expect(text).toContain('accept it by October 31, 2023');
    });

    it('on 26 November 2026, says what is still true, with no deadline long gone', () => {
      const text = renderOn('2026-11-26T12:00:00');
      expect(text).toContain('ended on July 3, 2023');
      expect(text).toContain('Accept the terms of service');
      expect(text).not.toMatch(/overdue|accept it by/);
    });
  });

  it('shows a loading state while the current user loads', () => {
    const { html, text } = render({});
    expect(html).toContain('role="progressbar"');
    expect(text).toContain('Loading your account');
  });
});
