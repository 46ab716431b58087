/**
 * Error bodies → ApiError (design.md §3): a 422 `{errors: {field: [messages]}}`
 * or an `{id, message}`. Kept apart from `errors.ts` so code that only needs the
 * error type (the app shell's flash handling) does not load zod.
 */
import { ApiError } from './errors';
import { apiErrorSchema, validationErrorSchema } from './schemas';

/** An error response (any non-2xx) → ApiError, reading whichever of the two error shapes it carries. */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  const validation = validationErrorSchema.safeParse(body);
  if (validation.success) {
    return new ApiError({ status, id: status === 422 ? 'validation_failed' : undefined, fieldErrors: validation.data.errors });
  }
  const plain = apiErrorSchema.safeParse(body);
  if (plain.success) {
    return new ApiError({ status, id: plain.data.id, detail: plain.data.message });
  }
  return new ApiError({ status });
}
