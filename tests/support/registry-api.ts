/**
 * Calls the sandbox buildpack registry over real HTTP as its CLI does: the
 * registry's Accept on every call (unless a test sends another), a bearer
 * token when given, and the second factor in Heroku-Two-Factor-Code.
 */
import type { Sandbox } from '../../fixtures/sandbox';
import { BUILDPACK_REGISTRY_MEDIA_TYPE } from '../../web/src/api/buildpacks';

export interface RegistryAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface RegistryCall {
  token?: string;
  method?: 'GET' | 'POST' | 'PATCH';
  body?: unknown;
  twoFactorCode?: string;
  accept?: string;
}

export function registryApi(sandbox: Pick<Sandbox, 'buildpackRegistryUrl'>) {
  return async (path: string, call: RegistryCall = {}): Promise<RegistryAnswer> => {
    const headers = new Headers({ accept: call.accept ?? BUILDPACK_REGISTRY_MEDIA_TYPE });
    if (call.token) headers.set('authorization', `Bearer ${call.token}`);
    if (call.twoFactorCode !== undefined) headers.set('heroku-two-factor-code', call.twoFactorCode);
    if (call.body !== undefined) headers.set('content-type', 'application/json');
    const response = await fetch(new URL(path, sandbox.buildpackRegistryUrl), {
      method: call.method ?? 'GET',
      headers,
      ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
    });
    const type = response.headers.get('content-type') ?? '';
    if (!type.startsWith('application/json')) throw new Error(`HTTP ${response.status} answered ${type || 'no content type'}, not JSON`);
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
}
