/**
 * Signs a sandbox account in the way a browser would, over real HTTP: the
 * authorization-code flow with PKCE against the sandbox identity provider,
 * posting its sign-in form, with cookies carried by hand. Nothing is faked, so
 * the tokens are exactly what the BFF gets.
 */
import * as oidc from 'openid-client';
import type { Sandbox } from '../../fixtures/sandbox';

export type SandboxClientInfo = Pick<Sandbox, 'issuer' | 'clientId' | 'clientSecret' | 'redirectUris'>;

export interface SandboxTokens {
  accessToken: string;
  refreshToken: string;
  idToken: string;
}

export interface SignInOptions {
  /** Default `openid email profile offline_access`. */
  scope?: string;
  /** Default: the sandbox's first redirect URI. */
  redirectUri?: string;
  /** Extra authorization parameters, e.g. `{ prompt: 'consent' }` as the BFF sends. */
  extraParameters?: Record<string, string>;
}

/** The openid-client configuration for the sandbox's client (plain http is allowed: loopback only). */
export async function sandboxClientConfig(sandbox: SandboxClientInfo): Promise<oidc.Configuration> {
  return oidc.discovery(new URL(sandbox.issuer), sandbox.clientId, undefined, oidc.ClientSecretBasic(sandbox.clientSecret), {
    execute: [oidc.allowInsecureRequests],
  });
}

/** Just enough of a cookie jar for one host: names and values, expiry honoured. */
class Cookies {
  private readonly values = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', setting = ''] = attribute.split('=').map((part) => part.trim());
        if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(setting) <= Date.now();
        return false;
      });
      if (expired) this.values.delete(name);
      else this.values.set(name, value);
    }
  }

  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A sign-in in progress: the sign-in page is showing. */
export interface PendingSignIn {
  config: oidc.Configuration;
  /** The sign-in page's URL and HTML. */
  pageUrl: URL;
  pageHtml: string;
  /** Posts the page's form with this e-mail; answers the identity provider's raw response. */
  submitEmail(email: string): Promise<Response>;
  /** A request in the same browser session (its cookies, no redirects followed), e.g. to log out. */
  fetch(url: URL, init?: RequestInit): Promise<Response>;
  /** Follows the identity provider's redirects from a response to the redirect URI, and redeems the code. */
  finish(response: Response): Promise<SandboxTokens>;
}

/** Starts an authorization request and stops at the sign-in page. */
export async function beginSandboxSignIn(sandbox: SandboxClientInfo, options: SignInOptions = {}): Promise<PendingSignIn> {
  const config = await sandboxClientConfig(sandbox);
  const redirectUri = options.redirectUri ?? sandbox.redirectUris[0];
  if (!redirectUri) throw new Error('The sandbox has no redirect URI');
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const cookies = new Cookies();

  const request = async (url: URL, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    const cookie = cookies.header();
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    cookies.store(response);
    return response;
  };

  /** Follows redirects while they stay on the identity provider. */
  const follow = async (response: Response, from: URL): Promise<{ response: Response; url: URL }> => {
    let current = response;
    let url = from;
    for (let hop = 0; hop < 10; hop++) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return { response: current, url };
      url = new URL(location, url);
      if (url.href.startsWith(redirectUri)) return { response: current, url };
      await current.body?.cancel();
      current = await request(url);
    }
    throw new Error('Too many redirects at the sandbox identity provider');
  };

  const authorizationUrl = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: options.scope ?? 'openid email profile offline_access',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    ...options.extraParameters,
  });
  const { response: pageResponse, url: pageUrl } = await follow(await request(authorizationUrl), authorizationUrl);
  const pageHtml = await pageResponse.text();
  if (pageResponse.status !== 200) {
    throw new Error(`Expected the sandbox sign-in page, got HTTP ${pageResponse.status} at ${pageUrl.href}: ${pageHtml.slice(0, 300)}`);
  }
  const action = /<form[^>]*\saction="([^"]+)"/.exec(pageHtml)?.[1];
  if (!action) throw new Error(`No form on the sandbox sign-in page at ${pageUrl.href}`);

  return {
    config,
    pageUrl,
    pageHtml,
    fetch: request,
    submitEmail(email) {
      return request(new URL(action.replaceAll('&amp;', '&'), pageUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email }),
      });
    },
    async finish(response) {
      const { response: last, url } = await follow(response, pageUrl);
      if (!url.href.startsWith(redirectUri)) {
        throw new Error(`Sign-in did not reach the redirect URI (HTTP ${last.status} at ${url.href}): ${(await last.text()).slice(0, 300)}`);
      }
      const tokens = await oidc.authorizationCodeGrant(config, url, { pkceCodeVerifier: codeVerifier, expectedState: state });
      if (!tokens.refresh_token || !tokens.id_token) throw new Error('The sandbox issued no refresh token or ID token');
      return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, idToken: tokens.id_token };
    },
  };
}

/** Signs `email` in to the sandbox and returns its tokens. */
export async function obtainSandboxTokens(
  sandbox: SandboxClientInfo,
  email: string,
  options: SignInOptions = {},
): Promise<SandboxTokens> {
  const signIn = await beginSandboxSignIn(sandbox, options);
  return signIn.finish(await signIn.submitEmail(email));
}
