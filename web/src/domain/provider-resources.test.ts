import { describe, expect, it } from 'vitest';
import { links } from './links';
import { joinProviderProgramUrl, partnerSupportEmail, resourceGroups } from './provider-resources';

const allLinks = resourceGroups.flatMap((group) => group.links);
const hrefs = allLinks.map((link) => link.href);

describe('the resource centre (spec §1 "Other parts of the product": provider home)', () => {
  it('has "four link groups: how to partner, how add-ons work, how to build an add-on, and useful links"', () => {
    expect(resourceGroups.map((group) => group.title)).toEqual(['How to partner', 'How add-ons work', 'How to build an add-on', 'Useful links']);
    for (const group of resourceGroups) expect(group.links.length, group.title).toBeGreaterThan(0);
  });

  it('covers becoming a partner, add-on support and API references', () => {
    expect(allLinks.map((link) => link.label)).toEqual(
      expect.arrayContaining(['Becoming a partner', 'Add-on support', 'Add-on Partner API reference']),
    );
    expect(hrefs).toContain(links.provisioningApiReference);
    expect(hrefs).toContain(joinProviderProgramUrl);
  });

  it('has the request forms for state progressions and plan changes, and a support contact', () => {
    expect(hrefs).toEqual(expect.arrayContaining([links.progressionRequest, links.planAvailabilityChangeRequest]));
    expect(hrefs).toContain(`mailto:${partnerSupportEmail}`);
  });

  it('links every resource once, to another site over https (or mail) unless it is a portal route', () => {
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const link of allLinks) {
      if (link.internal) expect(link.href).toMatch(/^\/[a-z]/);
      else expect(link.href).toMatch(/^(https:\/\/|mailto:)/);
    }
  });
});
