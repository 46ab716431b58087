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

/**
 * What the typed slug still lacks, as a sentence, or null once it matches:
 * shown under the field while the button waits, and as its error when the
 * user presses Enter too soon (issue 21 item 12: a wrong slug gets a message).
 */
export function shutdownConfirmationProblem(typed: string, slug: string): string | null {
  if (shutdownConfirmed(typed, slug)) return null;
  if (typed === '') return `Type ${slug} to confirm.`;
  if (typed.trim() === slug) return `Remove the spaces around ${slug}.`;
  if (typed.toLowerCase() === slug.toLowerCase()) return `Type ${slug} in lower case, exactly as shown.`;
  return `“${typed}” is not this add-on’s slug. Type ${slug} exactly.`;
}

/** One name for the action everywhere: the section, the button that opens the dialog, the one that confirms. */
export const SHUTDOWN_LABEL = 'Shut down add-on';

/**
 * Spec §4: shutdown "is irreversible in the interface" and customers can no
 * longer provision: the add-on's listing, features, plans and settings no
 * longer change, so no screen offers an action that would change them.
 */
export function canChangeAddon(addonState: AddonState): boolean {
  return addonState !== 'shutdown';
}

/** Where a write action would have been: why there is none. */
export const SHUT_DOWN_READ_ONLY = 'This add-on is shut down, so it can no longer be changed.';

/** Spec §8 names this text: kept exactly. */
export const SHUTDOWN_SUCCESS_MESSAGE = 'Addon successfully shutdown';

/**
 * The flash after a shutdown: a title naming the add-on above the spec's text,
 * which on its own reads as a fragment and names nothing (issue 31 item 17).
 * The title ends in a full stop so a screen reader, reading both as one
 * status, pauses between them.
 */
export function shutdownFlash(displayName: string): { title: string; message: string } {
  return { title: `${displayName} is shut down.`, message: SHUTDOWN_SUCCESS_MESSAGE };
}

/** Spec §2 "The shutdown view says the add-on is shut down and customers can no longer provision new resources." */
export const SHUT_DOWN_NOTICE = 'This add-on is shut down. Customers can no longer provision new resources.';
