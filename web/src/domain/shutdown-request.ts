/**
 * Issue 31 item 5: shutting an add-on down is for platform admins (spec §2,
 * §6), and partners were told nothing of how to ask for it. Partners see a
 * Shutdown section that says an admin does it and how to ask — never a button
 * that would fail.
 */
import type { AddonState } from './addon-state';
import { links } from './links';

/** A partner's Settings explains how to ask; an admin's has the shutdown itself; a shut-down add-on has neither. */
export function showsShutdownRequest(addonState: AddonState, isAdmin: boolean): boolean {
  return !isAdmin && addonState !== 'shutdown';
}

/** The support request, with the add-on's slug in its subject so the platform team knows which one. */
export function shutdownRequestLink(slug: string): string {
  const url = new URL(links.supportTicket);
  url.searchParams.set('subject', `Shut down add-on ${slug}`);
  return url.toString();
}

export function shutdownRequestText(slug: string): string {
  return (
    `Only the platform team can shut an add-on down. To ask for it, open a support ticket naming ${slug}; ` +
    'shutdown stops new provisioning for every customer and cannot be undone.'
  );
}
