/**
 * The sandbox identity provider over real HTTP, driven like a browser and the
 * BFF drive it: discovery, the sign-in page, PKCE, ID token and userinfo
 * claims, refresh, revocation and RP-initiated logout.
 */
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../fixtures/sandbox';
import { beginSandboxSignIn, obtainSandboxTokens, sandboxClientConfig } from '../support/sandbox-token';

let sandbox: Sandbox;
let config: oidc.Configuration;

beforeAll(async () => {
  sandbox = await startSandbox();
  config = await sandboxClientConfig(sandbox);
});

afterAll(async () => {
  await sandbox?.close();
});

async function userinfoStatus(accessToken: string): Promise<number> {
  const response = await fetch(config.serverMetadata().userinfo_endpoint!, { headers: { authorization: `Bearer ${accessToken}` } });
  await response.body?.cancel();
  return response.status;
}

describe('discovery', () => {
  it('advertises code flow with S256 PKCE, refresh, revocation, userinfo and end-session', () => {
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(sandbox.issuer);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile', 'offline_access']));
    expect(metadata.revocation_endpoint).toBeDefined();
    expect(metadata.userinfo_endpoint).toBeDefined();
    expect(metadata.end_session_endpoint).toBeDefined();
  });
});

describe('the sign-in page', () => {
  it('has an Email field, a Sign in button and the sandbox accounts, without inline script', async () => {
    const signIn = await beginSandboxSignIn(sandbox);
    const html = signIn.pageHtml;
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<input id="email" name="email"/);
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    for (const email of ['partner@acme.test', 'owner@solo.test', 'admin@platform.test']) expect(html).toContain(email);
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)/);
    const page = await signIn.fetch(signIn.pageUrl);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(page.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  });

  it('shows an error for an unknown e-mail, and then still signs a known one in', async () => {
    const signIn = await beginSandboxSignIn(sandbox);
    const rejected = await signIn.submitEmail('nobody@example.test');
    expect(rejected.status).toBe(400);
    const html = await rejected.text();
    expect(html).toContain('There is no sandbox account for nobody@example.test');
    expect(html).toMatch(/role="alert"/);
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    const tokens = await signIn.finish(await signIn.submitEmail('owner@solo.test'));
    expect(tokens.accessToken).toBeTruthy();
  });

  it('asks for an e-mail when none is given', async () => {
    const signIn = await beginSandboxSignIn(sandbox);
    const response = await signIn.submitEmail('   ');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Enter the e-mail address of a sandbox account.');
  });

  it('answers an oversized form with a 4xx page, not a 500', async () => {
    const signIn = await beginSandboxSignIn(sandbox);
    const response = await signIn.submitEmail('x'.repeat(20_000));
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('answers an unknown or expired sign-in with a 400 page, not a 500', async () => {
    const response = await fetch(new URL('/interaction/no-such-interaction', sandbox.issuer));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sign-in expired');
  });
});

describe('authorization', () => {
  it('requires PKCE', async () => {
    const url = new URL(config.serverMetadata().authorization_endpoint!);
    url.search = new URLSearchParams({
      client_id: sandbox.clientId,
      response_type: 'code',
      scope: 'openid',
      redirect_uri: sandbox.redirectUris[0]!,
      state: 'abc',
    }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '', sandbox.issuer);
    expect(location.href.startsWith(sandbox.redirectUris[0]!)).toBe(true);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('puts e-mail and name in the ID token and userinfo', async () => {
    const tokens = await obtainSandboxTokens(sandbox, 'partner@acme.test');
    const claims = JSON.parse(Buffer.from(tokens.idToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ iss: sandbox.issuer, aud: sandbox.clientId, email: 'partner@acme.test', name: 'Priya Raman' });
    const userinfo = await oidc.fetchUserInfo(config, tokens.accessToken, oidc.skipSubjectCheck);
    expect(userinfo).toMatchObject({ email: 'partner@acme.test', name: 'Priya Raman' });
  });

  it('consents automatically when an existing session signs in again with prompt=consent', async () => {
    const signIn = await beginSandboxSignIn(sandbox);
    await signIn.finish(await signIn.submitEmail('partner@acme.test'));
    const again = oidc.buildAuthorizationUrl(config, {
      redirect_uri: sandbox.redirectUris[0]!,
      scope: 'openid email profile offline_access',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      state: 'again',
      prompt: 'consent',
    });
    const visited: string[] = [];
    let url = again;
    for (let hop = 0; hop < 6 && !url.href.startsWith(sandbox.redirectUris[0]!); hop++) {
      const response = await signIn.fetch(url);
      expect(response.status, url.pathname).toBe(303);
      visited.push(url.pathname);
      url = new URL(response.headers.get('location')!, url);
    }
    // Straight through the consent interaction, without the sign-in page.
    expect(visited.some((path) => path.startsWith('/interaction/'))).toBe(true);
    expect(url.searchParams.get('code')).toBeTruthy();
    expect(url.searchParams.get('state')).toBe('again');
  });

  it('issues a refresh token with prompt=consent too, as the BFF asks', async () => {
    const tokens = await obtainSandboxTokens(sandbox, 'admin@platform.test', { extraParameters: { prompt: 'consent' } });
    expect(tokens.refreshToken).toBeTruthy();
  });
});

describe('refresh and revocation', () => {
  it('refreshes an access token', async () => {
    const tokens = await obtainSandboxTokens(sandbox, 'partner@acme.test');
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refreshToken);
    expect(refreshed.access_token).not.toBe(tokens.accessToken);
    expect(await userinfoStatus(refreshed.access_token)).toBe(200);
  });

  it('revokes an access token', async () => {
    const tokens = await obtainSandboxTokens(sandbox, 'partner@acme.test');
    expect(await userinfoStatus(tokens.accessToken)).toBe(200);
    await oidc.tokenRevocation(config, tokens.accessToken, { token_type_hint: 'access_token' });
    expect(await userinfoStatus(tokens.accessToken)).toBe(401);
  });

  it('revokes a refresh token, and with it the grant', async () => {
    const tokens = await obtainSandboxTokens(sandbox, 'partner@acme.test');
    await oidc.tokenRevocation(config, tokens.refreshToken, { token_type_hint: 'refresh_token' });
    await expect(oidc.refreshTokenGrant(config, tokens.refreshToken)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(await userinfoStatus(tokens.accessToken)).toBe(401);
  });
});

describe('short-lived access tokens', () => {
  let shortLived: Sandbox;
  beforeAll(async () => {
    shortLived = await startSandbox({ accessTokenTtlSeconds: 1 });
  });
  afterAll(async () => {
    await shortLived?.close();
  });

  it('expire, at the identity provider and at the partner API, and refresh works', async () => {
    const tokens = await obtainSandboxTokens(shortLived, 'partner@acme.test');
    const currentUser = (token: string) =>
      fetch(new URL('/api/v3/current_user', shortLived.partnerApiUrl), { headers: { authorization: `Bearer ${token}` } }).then(
        async (response) => {
          await response.body?.cancel();
          return response.status;
        },
      );
    expect(await currentUser(tokens.accessToken)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await currentUser(tokens.accessToken)).toBe(401);
    const refreshed = await oidc.refreshTokenGrant(await sandboxClientConfig(shortLived), tokens.refreshToken);
    expect(refreshed.expires_in).toBeLessThanOrEqual(1);
    expect(await currentUser(refreshed.access_token)).toBe(200);
  });
});

describe('RP-initiated logout', () => {
  it('ends the session and returns to the post-logout redirect URI', async () => {
    const signIn = await beginSandboxSignIn(sandbox);
    const tokens = await signIn.finish(await signIn.submitEmail('partner@acme.test'));
    const postLogout = sandbox.postLogoutRedirectUris[0]!;
    const endSession = oidc.buildEndSessionUrl(config, { id_token_hint: tokens.idToken, post_logout_redirect_uri: postLogout });

    const page = await signIn.fetch(endSession);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The button works without JavaScript; logout.js presses it in a browser.
    expect(html).toMatch(/<button type="submit" form="op.logoutForm" name="logout" value="yes"[^>]*>Sign out<\/button>/);
    expect(html).toContain('src="/sandbox-assets/logout.js"');
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    expect(action && xsrf).toBeTruthy();

    const confirmed = await signIn.fetch(new URL(action!, sandbox.issuer), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(postLogout);

    const script = await fetch(new URL('/sandbox-assets/logout.js', sandbox.issuer));
    expect(script.headers.get('content-type')).toMatch(/javascript/);
  });
});
