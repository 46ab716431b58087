import { BrowserSession } from './browser-session';

/** The sandbox sign-in form's action, read from its HTML as a browser would. */
export function signInFormAction(html: string, pageUrl: string): string {
  const action = /<form[^>]*\baction="([^"]*)"/.exec(html)?.[1];
  if (!action) throw new Error('no sign-in form on the identity provider page');
  return new URL(action.replaceAll('&amp;', '&'), pageUrl).href;
}

export interface PortalSignIn {
  /** The identity provider's redirect back to the portal (code + state). */
  callbackUrl: string;
  /** The portal's answer to the callback. */
  status: number;
  /** Where the portal then sent the browser (relative or absolute Location). */
  finalLocation: string | undefined;
}

/**
 * Signs `email` in to the portal at `portalUrl` through the real sandbox identity
 * provider: /login → IdP sign-in page → post Email → callback → portal redirect.
 */
export async function signInToPortal(
  browser: BrowserSession,
  portalUrl: string,
  email: string,
  returnTo?: string,
): Promise<PortalSignIn> {
  const callbackUrl = await authorizeAtIdentityProvider(browser, portalUrl, email, returnTo);
  const callback = await browser.request(callbackUrl);
  await callback.body?.cancel();
  const location = callback.headers.get('location') ?? undefined;
  return { callbackUrl, status: callback.status, finalLocation: location };
}

/**
 * Runs sign-in up to the identity provider's redirect back to the portal and
 * returns that callback URL (code + state) without visiting it.
 */
export async function authorizeAtIdentityProvider(
  browser: BrowserSession,
  portalUrl: string,
  email: string,
  returnTo?: string,
): Promise<string> {
  const start = `${portalUrl}/login${returnTo === undefined ? '' : `?return_to=${encodeURIComponent(returnTo)}`}`;
  const toSignInPage = await browser.follow(start);
  if (toSignInPage.response.status !== 200) {
    throw new Error(`expected the sign-in page, got ${toSignInPage.response.status} at ${toSignInPage.hops.at(-1)?.url}`);
  }
  const pageUrl = toSignInPage.hops.at(-1)?.url ?? start;
  const action = signInFormAction(await toSignInPage.response.text(), pageUrl);
  const backToPortal = await browser.follow(action, {
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email }).toString(),
    },
    stopWhen: (hop) => new URL(hop.location ?? '/', hop.url).href.startsWith(`${portalUrl}/login/oauth`),
  });
  await backToPortal.response.body?.cancel();
  const last = backToPortal.hops.at(-1);
  const callbackUrl = last?.location ? new URL(last.location, last.url).href : undefined;
  if (!callbackUrl?.startsWith(`${portalUrl}/login/oauth`)) {
    throw new Error(`the identity provider did not send ${email} back: ${JSON.stringify(backToPortal.hops)}`);
  }
  return callbackUrl;
}

export async function signedInBrowser(portalUrl: string, email: string): Promise<BrowserSession> {
  const browser = new BrowserSession();
  const result = await signInToPortal(browser, portalUrl, email);
  if (result.status !== 303 || !result.finalLocation?.startsWith('/')) {
    throw new Error(`sign-in as ${email} failed: ${result.status} → ${result.finalLocation}`);
  }
  return browser;
}

/** A JSON API call as the SPA makes it: same-origin cookies and `X-CSRF: 1`. */
export async function apiCall(browser: BrowserSession, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('x-csrf')) headers.set('x-csrf', '1');
  headers.set('accept', 'application/json');
  return browser.request(url, { ...init, headers });
}
