import { environmentManager, focusManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from './call-endpoint';
import { NOTIFICATION_POLL_MS, notificationsQueryOptions, type NotificationList } from './notifications';

vi.mock('./call-endpoint', () => ({ callEndpoint: vi.fn() }));

const empty: NotificationList = { unreadCount: 0, notifications: [] };

/**
 * A tab: the document's visibility as the browser reports it, and the
 * `visibilitychange` event TanStack Query listens to (its focus manager).
 */
function tab() {
  const document = { visibilityState: 'visible' as DocumentVisibilityState };
  vi.stubGlobal('document', document);
  return {
    set visible(visible: boolean) {
      document.visibilityState = visible ? 'visible' : 'hidden';
      focusManager.onFocus();
    },
  };
}

/** When each request went out. */
let times: number[] = [];
const requestTimes = (start: number) => times.map((time) => time - start);

describe('the notification poll (issue 25: one request per 30 s per tab, paused while hidden)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Node has no window: TanStack Query would take it for a server and schedule no poll at all.
    environmentManager.setIsServer(() => false);
    times = [];
    vi.mocked(callEndpoint).mockImplementation(async () => {
      times.push(Date.now());
      return empty;
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.mocked(callEndpoint).mockReset();
    focusManager.setFocused(undefined);
  });

  /** A client as QueryClientProvider mounts it: listening to the tab's focus and visibility. */
  function appClient() {
    const client = new QueryClient();
    client.mount();
    return client;
  }

  /** The bell mounted in a client with the app's defaults. */
  function mountBell(client: QueryClient) {
    const observer = new QueryObserver(client, notificationsQueryOptions());
    return observer.subscribe(() => undefined);
  }

  it('asks on mount, then every 30 s while the tab is visible', async () => {
    tab();
    const start = Date.now();
    const unmount = mountBell(appClient());
    await vi.advanceTimersByTimeAsync(95_000);
    unmount();
    expect(requestTimes(start)).toEqual([0, 30_000, 60_000, 90_000]);
  });

  it('asks nothing while hidden, and not at once on coming back: the next tick, never sooner than 30 s after the last', async () => {
    const page = tab();
    const start = Date.now();
    const unmount = mountBell(appClient());
    await vi.advanceTimersByTimeAsync(1_000);
    page.visible = false;
    await vi.advanceTimersByTimeAsync(100_000); // ticks at 30, 60, 90 s skipped
    page.visible = true; // at 101 s
    await vi.advanceTimersByTimeAsync(40_000);
    unmount();
    expect(requestTimes(start)).toEqual([0, 120_000]);
  });

  it('a remount (the shell rendered again) within 30 s of the last answer does not ask', async () => {
    tab();
    const client = appClient();
    const start = Date.now();
    const first = mountBell(client);
    await vi.advanceTimersByTimeAsync(10_000);
    first();
    const unmount = mountBell(client);
    await vi.advanceTimersByTimeAsync(19_000);
    unmount();
    expect(requestTimes(start)).toEqual([0]);
  });

  it('never asks twice within 30 s whatever the tab does', async () => {
    const page = tab();
    const client = appClient();
    const start = Date.now();
    let unmount = mountBell(client);
    // Hide, show, remount and wait in an irregular rhythm for ten minutes.
    for (let step = 0; step < 60; step += 1) {
      await vi.advanceTimersByTimeAsync(7_000 + (step % 5) * 1_300);
      if (step % 3 === 0) page.visible = step % 2 === 0;
      if (step % 7 === 0) {
        unmount();
        unmount = mountBell(client);
      }
    }
    unmount();
    const at = requestTimes(start);
    expect(at.length).toBeGreaterThan(5);
    for (let index = 1; index < at.length; index += 1) expect(at[index]! - at[index - 1]!).toBeGreaterThanOrEqual(NOTIFICATION_POLL_MS);
  });
});
