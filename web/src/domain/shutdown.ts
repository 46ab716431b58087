/**
 * Shutting an add-on down (spec §4 "Add-on states", §5): irreversible in the
 * interface, so it is confirmed by typing the add-on's slug exactly.
 */
import type { AddonState } from './addon-state';

/** Spec §5: "Shutdown is allowed only when the typed confirmation equals the add-on slug exactly." */
export function shutdownConfirmed(typed: string, slug: string): boolean {
  return typed === slug;
}

/** Spec §2: the settings' Shutdown section is for admins and hidden once shut down. */
export function canOfferShutdown(addonState: AddonState, isAdmin: boolean): boolean {
  return isAdmin && addonState !== 'shutdown';
}

/** Spec §8. */
export const SHUTDOWN_SUCCESS_MESSAGE = 'Addon successfully shutdown';

/** Spec §2 "The shutdown view says the add-on is shut down and customers can no longer provision new resources." */
export const SHUT_DOWN_NOTICE = 'This add-on is shut down. Customers can no longer provision new resources.';
