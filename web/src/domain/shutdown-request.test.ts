import { describe, expect, it } from 'vitest';
import { canOfferShutdown } from './shutdown';
import { showsShutdownRequest, shutdownRequestLink, shutdownRequestText } from './shutdown-request';

describe("how a partner asks for a shutdown (issue 31 item 5; spec §2, §6: admins shut down)", () => {
  it('is shown to partners on a live add-on, never to admins (who have the shutdown) nor once shut down', () => {
    for (const state of ['alpha', 'beta', 'ga'] as const) {
      expect(showsShutdownRequest(state, false)).toBe(true);
      expect(showsShutdownRequest(state, true)).toBe(false);
      // Exactly one of the two sections on a live add-on.
      expect(showsShutdownRequest(state, true) || canOfferShutdown(state, true)).toBe(true);
    }
    expect(showsShutdownRequest('shutdown', false)).toBe(false);
  });

  it("links to a support ticket whose subject names the add-on's slug", () => {
    const url = new URL(shutdownRequestLink('acme-metrics'));
    expect(url.origin + url.pathname).toBe('https://help.example.com/tickets/new');
    expect(url.searchParams.get('category')).toBe('add-on-partners');
    expect(url.searchParams.get('subject')).toBe('Shut down add-on acme-metrics');
  });

  it('says who shuts down and names the add-on', () => {
    expect(shutdownRequestText('acme-metrics')).toMatch(/^Only the platform team can shut an add-on down\. .*naming acme-metrics/);
    // What the partner is asking for: it is irreversible, and they must know before they ask.
    expect(shutdownRequestText('acme-metrics')).toMatch(/shutdown stops new provisioning for every customer and cannot be undone\.$/);
  });
});
