/**
 * Errors → flash messages: the one mapping of spec §8 ("Adapter handling").
 *
 * - "An invalid (422-style) response … each detail is shown as a warning flash.
 *   Server validation errors become entries of the form '{field} {messages
 *   joined}'."
 * - "On 401 the error text is flashed." (then the user signs in again)
 * - "a 400, 5xx or invalid response flashes the message, else the error, else
 *   'Unknown error. Please try again or contact support.'"
 */
import { ApiError, UNKNOWN_ERROR_MESSAGE } from './errors';

export type FlashVariant = 'success' | 'error' | 'warning' | 'info';

export interface Flash {
  variant: FlashVariant;
  message: string;
}

interface ErrorOutcome {
  flashes: Flash[];
  /** The session is gone: send the user to sign in again. */
  signIn: boolean;
}

/** How messages of one field are joined. */
export const FIELD_MESSAGE_SEPARATOR = ', ';

function validationFlashes(fieldErrors: Readonly<Record<string, readonly string[]>>): Flash[] {
  return Object.entries(fieldErrors)
    .filter(([, messages]) => messages.length > 0)
    .map(([field, messages]) => ({ variant: 'warning', message: `${field} ${messages.join(FIELD_MESSAGE_SEPARATOR)}` }));
}

function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.detail?.trim() || UNKNOWN_ERROR_MESSAGE;
  return UNKNOWN_ERROR_MESSAGE;
}

export function errorOutcome(error: unknown): ErrorOutcome {
  if (error instanceof ApiError) {
    if (error.status === 422 && error.fieldErrors) {
      const flashes = validationFlashes(error.fieldErrors);
      if (flashes.length > 0) return { flashes, signIn: false };
    }
    if (error.status === 401) {
      return { flashes: [{ variant: 'error', message: errorText(error) }], signIn: true };
    }
  }
  return { flashes: [{ variant: 'error', message: errorText(error) }], signIn: false };
}
