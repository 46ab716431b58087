import { AsyncLocalStorage } from 'node:async_hooks';
import * as oidc from 'openid-client';
import type { Config } from '../config';
import { HttpError } from '../errors';
import { REQUEST_ID_HEADER } from '../request-id';

export interface OidcClient {
  /** The issuer's discovered configuration; discovered on first use and retried after a failure. */
  configuration(): Promise<oidc.Configuration>;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/*
 * The request on whose behalf the identity provider is being called (issue 32
 * §2). openid-client's grants take no per-call headers, and its Configuration
 * is shared by every request, so the id travels with the call's async context
 * instead: onBehalfOf sets it, the one customFetch below reads it.
 */
const causedBy = new AsyncLocalStorage<string>();

/**
 * Runs `call` so that every identity-provider call it makes (discovery, code
 * exchange, refresh, revocation) carries `requestId` as X-Request-Id: the
 * provider's log lines then join the BFF's. A refresh shared by several
 * requests (single flight) carries the id of the one that started it.
 */
export function onBehalfOf<T>(requestId: string | undefined, call: () => Promise<T>): Promise<T> {
  return requestId === undefined ? call() : causedBy.run(requestId, call);
}

/** fetch, with the causing request's id when there is one. */
const fetchWithRequestId: oidc.CustomFetch = (url, options) => {
  const requestId = causedBy.getStore();
  // The same options fetch takes; openid-client types a body as any Uint8Array, the DOM typings an ArrayBuffer-backed one.
  const init = options as RequestInit;
  return fetch(url, requestId === undefined ? init : { ...init, headers: { ...options.headers, [REQUEST_ID_HEADER]: requestId } });
};

export function createOidcClient(config: Config['oidc']): OidcClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  // openid-client refuses plain-http issuers; allow it only for a loopback (sandbox) issuer.
  const insecureAllowed = config.issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(config.issuer.hostname);
  return {
    configuration() {
      discovered ??= oidc
        .discovery(
          config.issuer,
          config.clientId,
          undefined,
          oidc.ClientSecretBasic(config.clientSecret),
          // The discovery's customFetch stays the Configuration's for every later call.
          { [oidc.customFetch]: fetchWithRequestId, timeout: 5, ...(insecureAllowed ? { execute: [oidc.allowInsecureRequests] } : {}) },
        )
        .catch((error: unknown) => {
          discovered = undefined;
          throw new HttpError(502, 'identity_provider_unavailable', 'The identity provider cannot be reached. Please try again shortly.', {
            cause: error,
          });
        });
      return discovered;
    },
  };
}
