/**
 * A page the browser restores from its back/forward cache is the page as it
 * was, without asking anyone: after log-out, Back showed the token screen with
 * the token still on it (issue 22). The BFF marks the SPA's HTML `no-store`,
 * which keeps Chromium from caching it; a browser that caches it anyway gets a
 * reload here, so the session is asked for again.
 */
export function reloadWhenRestoredFromCache(target: Pick<Window, 'addEventListener' | 'location'> = window): void {
  target.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) target.location.reload();
  });
}
