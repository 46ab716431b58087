import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test-support/signed-in-partner';
import { REMEMBERED_COMPANY_KEY } from './remembered-company';
import {
  AUTOMATIC_REDIRECT_STORAGE_KEY,
  beforeAutomaticSignIn,
  forgetAutomaticSignIns,
  LOG_OUT_STORAGE_KEY,
  noteSignedIn,
  rememberLogOut,
  type GuardStorage,
  type SignInGuardDependencies,
} from './sign-in-guard';

/** One tab's sessionStorage, in memory; `refuse` makes a method throw as a browser's storage can. */
class FakeStorage implements GuardStorage {
  readonly items = new Map<string, string>();
  refuse = new Set<'getItem' | 'setItem' | 'removeItem'>();

  getItem(key: string): string | null {
    if (this.refuse.has('getItem')) throw new DOMException('The operation is insecure.', 'SecurityError');
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.refuse.has('setItem')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    if (this.refuse.has('removeItem')) throw new DOMException('The operation is insecure.', 'SecurityError');
    this.items.delete(key);
  }
}

/** A tab at a fixed instant that the test moves on. */
function tab() {
  const storage = new FakeStorage();
  const clock = { now: Date.parse('2025-03-04T10:00:00Z') };
  const deps: SignInGuardDependencies = { storage: () => storage, now: () => clock.now };
  return {
    storage,
    deps,
    /** A page load meets a 401. */
    unauthorized: () => beforeAutomaticSignIn(deps),
    /** A page load's GET /bff/session answers 200: the user is signed in. */
    signedIn: () => noteSignedIn(deps),
    wait: (ms: number) => {
      clock.now += ms;
    },
  };
}

describe('beforeAutomaticSignIn', () => {
  it('lets the first 401 redirect, and remembers it', () => {
    const { unauthorized, storage } = tab();
    expect(unauthorized()).toBe('redirect');
    expect(JSON.parse(storage.items.get(AUTOMATIC_REDIRECT_STORAGE_KEY) ?? 'null')).toMatchObject({ count: 1 });
  });

  it('stops the loop: session 200, then an API call 401, straight after signing in again', () => {
    const { unauthorized, signedIn, wait } = tab();
    expect(unauthorized()).toBe('redirect');
    // The round trip to the identity provider, which still knows the browser,
    // and a GET /bff/session 200.
    wait(2_000);
    signedIn();
    expect(unauthorized()).toBe('explain');
    // The page stays; the user reads it for a while and reloads: still no loop.
    wait(20_000);
    expect(unauthorized()).toBe('explain');
  });

  it('asks a visitor who left the sign-in page to sign in again, address after address (issue 31 #14)', () => {
    const { unauthorized, wait } = tab();
    expect(unauthorized()).toBe('redirect');
    // On the sign-in page, not signing in; then another portal address, and another.
    wait(15_000);
    expect(unauthorized()).toBe('redirect');
    wait(20_000);
    expect(unauthorized()).toBe('redirect');
  });

  it('explains without claiming a sign-in when the browser comes straight back with no session, lap after lap', () => {
    const { unauthorized, wait } = tab();
    expect(unauthorized()).toBe('redirect');
    wait(300);
    expect(unauthorized()).toBe('redirect');
    wait(300);
    expect(unauthorized()).toBe('redirect');
    wait(300);
    expect(unauthorized()).toBe('explain-not-kept');
  });

  it('keeps a signed-in session long enough to expire on its own from being taken for a loop', () => {
    const { unauthorized, signedIn, wait } = tab();
    expect(unauthorized()).toBe('redirect');
    // Typing a password for two minutes: the sign-in came after the window.
    wait(120_000);
    signedIn();
    expect(unauthorized()).toBe('redirect');
    // The provider now signs in at once, and the session is refused again: the loop.
    wait(500);
    signedIn();
    wait(500);
    expect(unauthorized()).toBe('explain');
  });

  it('redirects silently when the session ends 30 minutes after signing in, and after hours', () => {
    const { unauthorized, wait } = tab();
    expect(unauthorized()).toBe('redirect');
    wait(30 * 60_000);
    expect(unauthorized()).toBe('redirect');
    wait(8 * 3_600_000);
    expect(unauthorized()).toBe('redirect');
  });

  it('lets a new redirect after forgetting (the user chose Sign in again, or logged out)', () => {
    const { unauthorized, wait, deps, storage } = tab();
    expect(unauthorized()).toBe('redirect');
    wait(1_000);
    forgetAutomaticSignIns(deps);
    expect(storage.items.has(AUTOMATIC_REDIRECT_STORAGE_KEY)).toBe(false);
    expect(unauthorized()).toBe('redirect');
  });

  it("forgets what this browser remembered of the user (their company and role), and nothing else there", () => {
    const { deps } = tab();
    const browserStorage = memoryStorage();
    browserStorage.setItem(REMEMBERED_COMPANY_KEY, JSON.stringify({ email: 'partner@acme.test', companyId: 'acme-data' }));
    browserStorage.setItem('mui-mode', 'dark');
    rememberLogOut(deps, () => browserStorage);
    expect(browserStorage.getItem(REMEMBERED_COMPANY_KEY)).toBeNull();
    expect(browserStorage.getItem('mui-mode')).toBe('dark');
  });

  it("does not count the log-out's own landing, which says 'signed out': Back to a signed-in page then redirects, not explains", () => {
    const { unauthorized, signedIn, wait, deps, storage } = tab();
    rememberLogOut(deps);
    // The identity provider sends the browser back; the portal says the user is signed out.
    wait(1_500);
    expect(unauthorized()).toBe('signed-out');
    expect(storage.items.has(LOG_OUT_STORAGE_KEY)).toBe(false);
    // Back to the token screen, seconds later: a first redirect, not a loop.
    wait(3_000);
    expect(unauthorized()).toBe('redirect');
    // A real loop after that (signed in, refused) is still caught.
    wait(2_000);
    signedIn();
    expect(unauthorized()).toBe('explain');
  });

  it('lets a log-out excuse one redirect only, and only soon after', () => {
    const soon = tab();
    rememberLogOut(soon.deps);
    expect(soon.unauthorized()).toBe('signed-out');
    expect(soon.unauthorized()).toBe('redirect');
    soon.signedIn();
    expect(soon.unauthorized()).toBe('explain');
    const late = tab();
    rememberLogOut(late.deps);
    late.wait(10 * 60_000);
    expect(late.unauthorized()).toBe('redirect');
    late.wait(1_000);
    late.signedIn();
    expect(late.unauthorized()).toBe('explain');
  });

  it('ignores a log-out marker that is not a time, or from the future', () => {
    for (const marker of ['', 'soon', 'NaN', String(Date.parse('2025-03-04T10:05:00Z'))]) {
      const { unauthorized, signedIn, storage } = tab();
      storage.items.set(LOG_OUT_STORAGE_KEY, marker);
      expect(unauthorized()).toBe('redirect');
      expect(storage.items.has(LOG_OUT_STORAGE_KEY)).toBe(false);
      signedIn();
      expect(unauthorized()).toBe('explain');
    }
  });

  it('replaces a record it cannot read with a fresh one', () => {
    const { unauthorized, signedIn, wait, storage } = tab();
    storage.items.set(AUTOMATIC_REDIRECT_STORAGE_KEY, '{"broken":');
    expect(unauthorized()).toBe('redirect');
    wait(1_000);
    signedIn();
    expect(unauthorized()).toBe('explain');
  });

  it('keeps other keys of the tab alone', () => {
    const { unauthorized, deps, storage } = tab();
    storage.items.set('something-else', 'kept');
    unauthorized();
    forgetAutomaticSignIns(deps);
    expect(storage.items.get('something-else')).toBe('kept');
  });

  describe('never redirects on its own without remembering it', () => {
    it('explains when there is no storage', () => {
      expect(beforeAutomaticSignIn({ storage: () => undefined, now: () => 0 })).toBe('explain');
    });

    it('explains when reaching the storage throws', () => {
      const storage = () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      };
      expect(beforeAutomaticSignIn({ storage, now: () => 0 })).toBe('explain');
    });

    it('explains when reading throws', () => {
      const { unauthorized, storage } = tab();
      storage.refuse.add('getItem');
      expect(unauthorized()).toBe('explain');
    });

    it('explains when the record cannot be written', () => {
      const { unauthorized, storage } = tab();
      storage.refuse.add('setItem');
      expect(unauthorized()).toBe('explain');
    });
  });
});

describe('forgetAutomaticSignIns', () => {
  it('never throws, so Sign in again and Log out always go ahead', () => {
    const { deps, storage } = tab();
    storage.refuse.add('removeItem');
    expect(() => forgetAutomaticSignIns(deps)).not.toThrow();
    const throwing = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    expect(() => forgetAutomaticSignIns({ storage: throwing })).not.toThrow();
    expect(() => forgetAutomaticSignIns({ storage: () => undefined })).not.toThrow();
    expect(() => rememberLogOut({ storage: throwing, now: () => 0 }, throwing)).not.toThrow();
    expect(() => noteSignedIn({ storage: throwing, now: () => 0 })).not.toThrow();
  });
});
