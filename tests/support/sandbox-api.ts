/**
 * Calls the sandbox partner and platform APIs over real HTTP with a bearer
 * token, the way the BFF forwards them: JSON bodies, multipart uploads, and
 * the platform API's versioned Accept header.
 */
import type { Sandbox } from '../../fixtures/sandbox';
import { platformApiMediaType } from '../../fixtures/sandbox/platform-api';

export interface Answer {
  status: number;
  headers: Headers;
  /** Parsed JSON; `null` for 204. Every answer with a body must be JSON. */
  body: unknown;
}

/** An answer without its headers, for comparing status and body exactly. */
export function statusAndBody({ status, body }: Answer): Pick<Answer, 'status' | 'body'> {
  return { status, body };
}

/** A sandbox API's answer, read as the SPA would: JSON (or an empty 204), else the test fails. */
export async function readAnswer(response: Response): Promise<Answer> {
  if (response.status === 204) {
    const text = await response.text();
    if (text !== '') throw new Error(`204 with a body: ${text.slice(0, 100)}`);
    return { status: 204, headers: response.headers, body: null };
  }
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('application/json')) throw new Error(`HTTP ${response.status} answered ${type || 'no content type'}, not JSON`);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

export function sandboxApis(sandbox: Pick<Sandbox, 'partnerApiUrl' | 'platformApiUrl'>) {
  const call = async (url: URL, token: string | undefined, init: RequestInit, accept: string | undefined): Promise<Answer> => {
    const headers = new Headers(init.headers);
    if (accept) headers.set('accept', accept);
    if (token) headers.set('authorization', `Bearer ${token}`);
    return readAnswer(await fetch(url, { ...init, headers }));
  };
  return {
    /** `path` under /api/v3. */
    partner: (token: string | undefined, path: string, init: RequestInit = {}) =>
      call(new URL(`/api/v3${path}`, sandbox.partnerApiUrl), token, init, 'application/json'),
    /** `path` at the platform API's root, with its Accept header unless another is given. */
    platform: (token: string | undefined, path: string, init: RequestInit = {}, accept: string | undefined = platformApiMediaType) =>
      call(new URL(path, sandbox.platformApiUrl), token, init, accept),
  };
}

export function jsonBody(method: 'POST' | 'PATCH' | 'PUT', body: unknown): RequestInit {
  return { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** A screenshot upload as the SPA sends it: multipart `name` and `file`. */
export function uploadBody(name: string, bytes: Uint8Array, filename = 'screenshot.png', type = 'image/png'): RequestInit {
  const form = new FormData();
  form.set('name', name);
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  return { method: 'POST', body: form };
}
