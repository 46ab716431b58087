import { describe, expect, it, vi } from 'vitest';
import { reloadWhenRestoredFromCache } from './back-forward-cache';

function fakeWindow() {
  const listeners: ((event: Event) => void)[] = [];
  const reload = vi.fn();
  const target = {
    addEventListener: (type: string, listener: (event: Event) => void) => {
      if (type === 'pageshow') listeners.push(listener);
    },
    location: { reload } as unknown as Location,
  } as Pick<Window, 'addEventListener' | 'location'>;
  const show = (persisted: boolean) => listeners.forEach((listener) => listener(Object.assign(new Event('pageshow'), { persisted })));
  return { target, reload, show };
}

describe('reloadWhenRestoredFromCache (issue 22)', () => {
  it('reloads a page restored from the back/forward cache', () => {
    const { target, reload, show } = fakeWindow();
    reloadWhenRestoredFromCache(target);
    show(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a page that was loaded normally alone', () => {
    const { target, reload, show } = fakeWindow();
    reloadWhenRestoredFromCache(target);
    show(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
