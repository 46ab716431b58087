/**
 * The API client (design.md §3/§4): same-origin fetch with cookies, `X-CSRF: 1`
 * and `Accept: application/json` on every call; bodies sent snake_case; answers
 * checked against the endpoint's zod schema, then turned camelCase. Any failure
 * is an `ApiError`.
 */
import type { z } from 'zod';
import { toCamel, toSnake, type Camelized } from './case';
import { apiErrorFromResponse } from './error-response';
import { ApiError } from './errors';

export const PARTNER_API_BASE = '/api/v3';
/** Where the BFF proxies the platform API (design.md §1). */
export const PLATFORM_API_BASE = '/platform';
/** Where the BFF proxies the buildpack registry (issue 23), with the registry's Accept header. */
export const BUILDPACK_REGISTRY_BASE = '/buildpack-registry';
/** Where the BFF proxies the code-hosting link service (spec §7). */
export const CODE_HOSTING_BASE = '/code-hosting';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface ApiRequest<S extends z.ZodType> {
  /** Same-origin path, e.g. `/api/v3/current_user` or `/bff/session`. */
  path: string;
  /** The endpoint's response schema (wire format). */
  schema: S;
  method?: HttpMethod;
  /** camelCase; sent as snake_case JSON. PATCH callers send only what changed (spec §3). */
  body?: Record<string, unknown> | readonly unknown[];
  /** A multipart body (uploads), sent as is: its field names are already the wire's. */
  formData?: FormData;
  signal?: AbortSignal | undefined;
  /** Extra request headers (e.g. the registry's `Heroku-Two-Factor-Code`); the BFF allow-lists what crosses. */
  headers?: Readonly<Record<string, string>>;
  /** Wire names of fields whose keys are data (see `toCamel`); their camelCase names in the body. */
  dataFields?: { wire: readonly string[]; camel: readonly string[] };
  /** Given a successful answer's headers before its body is returned (a list page's `Next-Range`). */
  readHeaders?: (headers: Headers) => void;
}

const REQUEST_HEADERS = {
  Accept: 'application/json',
  'X-CSRF': '1',
} as const;

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false; error: unknown }> {
  const text = await response.text();
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error };
  }
}

export async function apiRequest<S extends z.ZodType>(request: ApiRequest<S>): Promise<Camelized<z.output<S>>> {
  const headers: Record<string, string> = { ...request.headers, ...REQUEST_HEADERS };
  const init: RequestInit = {
    method: request.method ?? 'GET',
    credentials: 'same-origin',
    headers,
    signal: request.signal ?? null,
  };
  if (request.formData !== undefined) {
    // The browser sets the multipart Content-Type with its boundary.
    init.body = request.formData;
  } else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(toSnake(request.body, request.dataFields?.camel));
  }

  let response: Response;
  try {
    response = await fetch(request.path, init);
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new ApiError({ status: 0, id: 'network_error', cause: error });
  }

  if (response.status === 204) return toCamel(request.schema.parse(null) as z.output<S>);
  const body = await readJson(response);
  // The BFF's id of this call, for the reference a person quotes to support (issue 32).
  const requestId = response.headers.get('X-Request-Id') ?? undefined;
  if (!response.ok) {
    throw apiErrorFromResponse(response.status, body.ok ? body.value : undefined, requestId);
  }
  if (!body.ok) {
    throw new ApiError({ status: response.status, id: 'invalid_response', cause: body.error, requestId });
  }
  const parsed = request.schema.safeParse(body.value);
  if (!parsed.success) {
    throw new ApiError({ status: response.status, id: 'invalid_response', cause: parsed.error, requestId });
  }
  request.readHeaders?.(response.headers);
  return toCamel(parsed.data as z.output<S>, request.dataFields?.wire);
}
