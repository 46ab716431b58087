import { isInternalPath } from './safe-url';

/** Where the BFF starts sign-in, returning to `returnTo` (a same-origin path plus query) afterwards. */
export function signInUrl(returnTo: string): string {
  const safe = isInternalPath(returnTo) ? returnTo : '/';
  return `/login?return_to=${encodeURIComponent(safe)}`;
}
