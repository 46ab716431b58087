import { CookieJar } from 'tough-cookie';

export interface Hop {
  url: string;
  status: number;
  location: string | undefined;
}

/**
 * A minimal browser for HTTP-level tests: a real cookie jar (tough-cookie applies
 * Secure, HttpOnly, Path and host rules as a browser would) and manual redirects,
 * so tests can stop at any hop and inspect it.
 */
export class BrowserSession {
  readonly jar = new CookieJar();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = await this.jar.getCookieString(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const setCookie of response.headers.getSetCookie()) {
      await this.jar.setCookie(setCookie, url, { ignoreError: true });
    }
    return response;
  }

  /** Follows redirects from `url` until a non-redirect answer or `stopWhen` says stop. */
  async follow(
    url: string,
    options: { stopWhen?: (hop: Hop) => boolean; init?: RequestInit; maxHops?: number } = {},
  ): Promise<{ response: Response; hops: Hop[] }> {
    const hops: Hop[] = [];
    let current = url;
    let init = options.init;
    for (let hop = 0; hop < (options.maxHops ?? 15); hop++) {
      const response = await this.request(current, init);
      const location = response.headers.get('location') ?? undefined;
      const record = { url: current, status: response.status, location };
      hops.push(record);
      if (!location || response.status < 300 || response.status >= 400 || options.stopWhen?.(record)) {
        return { response, hops };
      }
      await response.body?.cancel();
      current = new URL(location, current).href;
      init = undefined;
    }
    throw new Error(`too many redirects from ${url}: ${hops.map((h) => h.url).join(' → ')}`);
  }

  async cookieValue(url: string, name: string): Promise<string | undefined> {
    const cookies = await this.jar.getCookies(url);
    return cookies.find((cookie) => cookie.key === name)?.value;
  }
}
