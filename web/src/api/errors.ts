/**
 * The one error type the API client throws (design.md §3): HTTP status, the
 * upstream's or BFF's error id and message, and per-field validation messages.
 */
/** Spec §8: "The normalised error title is 'The backend responded with an error'." */
export const API_ERROR_TITLE = 'The backend responded with an error';
/** Spec §8, the last resort of the platform adapter. */
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error. Please try again or contact support.';

export type FieldErrors = Readonly<Record<string, readonly string[]>>;

export interface ApiErrorInit {
  status: number;
  /** Machine-readable code from an `{id, message}` body, or one the client sets (`network_error`, `invalid_response`). */
  id?: string | undefined;
  /** Human text from an `{id, message}` body; absent when the server sent none. */
  detail?: string | undefined;
  /** From a 422 `{errors: {field: [messages]}}` body; field names as the server sent them. */
  fieldErrors?: FieldErrors | undefined;
  /** The BFF's id of the failed request (its X-Request-Id): the reference a person quotes to support. */
  requestId?: string | undefined;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly title = API_ERROR_TITLE;
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly id: string | undefined;
  readonly detail: string | undefined;
  readonly fieldErrors: FieldErrors | undefined;
  readonly requestId: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.detail ?? `${API_ERROR_TITLE} (HTTP ${init.status}${init.id ? `, ${init.id}` : ''})`, { cause: init.cause });
    this.status = init.status;
    this.id = init.id;
    this.detail = init.detail;
    this.fieldErrors = init.fieldErrors;
    this.requestId = init.requestId;
  }

  get isValidation(): boolean {
    return this.status === 422 && this.fieldErrors !== undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The server's own words about a failure (`{id, message}`'s message), for an
 * error state under the normalised title; `undefined` for anything else, so
 * the state falls back to the catalogue's last resort (spec §8).
 */
export function errorDetail(error: unknown): string | undefined {
  return isApiError(error) ? error.detail : undefined;
}
