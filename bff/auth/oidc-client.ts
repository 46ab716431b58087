import * as oidc from 'openid-client';
import type { Config } from '../config';
import { HttpError } from '../errors';

export interface OidcClient {
  /** The issuer's discovered configuration; discovered on first use and retried after a failure. */
  configuration(): Promise<oidc.Configuration>;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

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
          insecureAllowed ? { execute: [oidc.allowInsecureRequests], timeout: 5 } : { timeout: 5 },
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
