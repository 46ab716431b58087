/**
 * Errors → flash messages: the one mapping of spec §8 ("Adapter handling").
 *
 * - "An invalid (422-style) response … each detail is shown as a warning flash.
 *   Server validation errors become entries of the form '{field} {messages
 *   joined}'." — with issue 21 (item 3): a message about a field a form shows
 *   goes on that field only (FormPanel), never also in a flash; the flash is
 *   for the rest, and names the field as a person would ('Email has no
 *   platform account…', not 'email has…').
 * - "On 401 the error text is flashed." (then the user signs in again)
 * - "a 400, 5xx or invalid response flashes the message, else the error, else
 *   'Unknown error. Please try again or contact support.'"
 * - Issue 32: an unexpected error's flash also gives the reference a person
 *   quotes to support (the BFF's request id), see `supportReference`.
 */
import { ApiError, UNKNOWN_ERROR_MESSAGE } from './errors';
import { fieldSentences, humanFieldName } from './field-messages';

export type FlashVariant = 'success' | 'error' | 'warning' | 'info';

export interface Flash {
  variant: FlashVariant;
  message: string;
  /** The failed request's id, shown as "Reference: …" (copyable) on unexpected errors only. */
  reference?: string;
}

interface ErrorOutcome {
  flashes: Flash[];
  /** The session is gone: send the user to sign in again. */
  signIn: boolean;
}

/**
 * Which flashes wait to be dismissed: errors only (what went wrong must not
 * vanish before it is read). Success, info and warnings close by themselves
 * (issue 21 item 3); a warning's substance stays on the form or page.
 */
export function staysUntilDismissed(variant: FlashVariant): boolean {
  return variant === 'error';
}

/** How messages of one field are joined. */
export const FIELD_MESSAGE_SEPARATOR = ', ';

function validationFlashes(fieldErrors: Readonly<Record<string, readonly string[]>>): Flash[] {
  return Object.entries(fieldErrors)
    .filter(([, messages]) => messages.length > 0)
    .map(([field, messages]) => ({ variant: 'warning', message: fieldSentences(humanFieldName(field), messages) }));
}

function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.detail?.trim() || UNKNOWN_ERROR_MESSAGE;
  return UNKNOWN_ERROR_MESSAGE;
}

/** A refused save whose messages a form shows on its fields: it gets no flash (issue 21 item 3). */
export function isShownOnAForm(error: unknown): boolean {
  return error instanceof ApiError && shownOnForms.has(error);
}

/**
 * The errors a form has put on its fields (FormPanel marks them as it shows
 * them). A form learns of its refused save a few microtasks after the query
 * cache does, so the app's error handler asks once the save's promise has
 * settled (ApiErrorFlashes).
 */
const shownOnForms = new WeakSet<ApiError>();

export function markShownOnAForm(error: unknown): void {
  if (error instanceof ApiError) shownOnForms.add(error);
}

/**
 * The reference to show with an error's flash: the request id of an
 * unexpected failure — a 5xx, a 400 (the portal sent something the server
 * could not take), an answer that broke the contract, or one with no words of
 * its own — the kinds a person can only report. Refusals the server explains
 * (403, 404, 409, a 422's fields) and a 401 (sign in again) are answers, not
 * faults: no reference. A network failure has none (no answer came).
 */
export function supportReference(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.requestId) return undefined;
  if (error.status === 401 || error.isValidation) return undefined;
  const unexpected = error.status >= 500 || error.status === 400 || error.id === 'invalid_response' || !error.detail?.trim();
  return unexpected ? error.requestId : undefined;
}

function errorFlash(error: unknown): Flash {
  const reference = supportReference(error);
  return { variant: 'error', message: errorText(error), ...(reference ? { reference } : {}) };
}

export function errorOutcome(error: unknown): ErrorOutcome {
  if (error instanceof ApiError) {
    if (error.status === 422 && error.fieldErrors && isShownOnAForm(error)) return { flashes: [], signIn: false };
    if (error.status === 422 && error.fieldErrors) {
      const flashes = validationFlashes(error.fieldErrors);
      if (flashes.length > 0) return { flashes, signIn: false };
    }
    if (error.status === 401) {
      return { flashes: [{ variant: 'error', message: errorText(error) }], signIn: true };
    }
  }
  return { flashes: [errorFlash(error)], signIn: false };
}
