/**
 * Error bodies (design.md §3) and how they become an ApiError: a 422
 * `{errors: {field: [messages]}}` or an `{id, message}`. Kept apart from
 * `errors.ts` so code that only needs the error type (the app shell's flash
 * handling) does not load zod.
 */
import { z } from 'zod';
import { ApiError } from './errors';

/** Validation failure: HTTP 422. */
export const validationErrorSchema = z.object({
  errors: z.record(z.string(), z.array(z.string())),
});

/** Any other error, from upstreams and from the BFF itself (whose errors also name the request: `requestId`). */
export const apiErrorSchema = z.object({
  id: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
export type ValidationErrorBody = z.infer<typeof validationErrorSchema>;

/**
 * An error response (any non-2xx) → ApiError, reading whichever of the two error shapes it carries.
 * `requestId` is the response's X-Request-Id, which the BFF puts on every answer, the upstream's
 * relayed errors included; a body's own `requestId` stands in when the header is missing.
 */
export function apiErrorFromResponse(status: number, body: unknown, requestId?: string): ApiError {
  const validation = validationErrorSchema.safeParse(body);
  if (validation.success) {
    return new ApiError({ status, id: status === 422 ? 'validation_failed' : undefined, fieldErrors: validation.data.errors, requestId });
  }
  const plain = apiErrorSchema.safeParse(body);
  if (plain.success) {
    return new ApiError({ status, id: plain.data.id, detail: plain.data.message, requestId: requestId ?? plain.data.requestId });
  }
  return new ApiError({ status, requestId });
}
