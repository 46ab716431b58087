import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { createOidcClient } from './oidc-client';

/** An identity provider whose discovery document fails the first `failures` times it is asked for. */
function flakyIssuer(failures: number) {
  let asked = 0;
  const server = http.createServer((req, res) => {
    asked++;
    if (asked <= failures || req.url !== '/.well-known/openid-configuration') {
      res.writeHead(503).end();
      return;
    }
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({ issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks` }),
    );
  });
  return { server, asked: () => asked };
}

describe('createOidcClient', () => {
  const idp = flakyIssuer(1);
  let issuer: URL;
  beforeAll(async () => {
    idp.server.listen(0, '127.0.0.1');
    await once(idp.server, 'listening');
    issuer = new URL(`http://127.0.0.1:${(idp.server.address() as AddressInfo).port}`);
  });
  afterAll(() => idp.server.close());

  it('answers a failed discovery with a 502 and tries again on the next call, then keeps the configuration', async () => {
    const client = createOidcClient({ issuer, clientId: 'portal', clientSecret: 'secret', scopes: 'openid', prompt: undefined, redirectUri: 'http://localhost/login/oauth' });
    const first = await client.configuration().catch((error: unknown) => error);
    expect(first).toBeInstanceOf(HttpError);
    expect((first as HttpError).status).toBe(502);
    // An identity provider that was down for a moment must not leave sign-in broken until a restart.
    const second = await client.configuration();
    expect(second.serverMetadata().issuer).toBe(issuer.href.replace(/\/$/, ''));
    const asked = idp.asked();
    await client.configuration();
    expect(idp.asked()).toBe(asked);
  });
});
