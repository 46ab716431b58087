import { describe, expect, it } from 'vitest';
import { sessionKey, sessionQueryOptions, signInUrl } from './session';

describe('signInUrl', () => {
  it('sends the user to /login with the attempted path and query to return to', () => {
    expect(signInUrl('/addons?tab=all')).toBe('/login?return_to=%2Faddons%3Ftab%3Dall');
    expect(signInUrl('/admin')).toBe('/login?return_to=%2Fadmin');
  });

  it('returns to / for anything that is not a same-origin path', () => {
    expect(signInUrl('https://evil.example/')).toBe('/login?return_to=%2F');
    expect(signInUrl('//evil.example/')).toBe('/login?return_to=%2F');
  });
});

describe('session query', () => {
  it('uses the shared key and handles its own errors', () => {
    const options = sessionQueryOptions();
    expect(options.queryKey).toEqual(sessionKey());
    expect(options.meta?.globalErrorHandling).toBe(false);
  });
});
