/** Where the BFF starts sign-in, returning to `returnTo` (a same-origin path plus query) afterwards. */
export function signInUrl(returnTo: string): string {
  const safe = returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/';
  return `/login?return_to=${encodeURIComponent(safe)}`;
}
