import { createContext, useContext } from 'react';
import { signInUrl } from '../api/sign-in-url';

/** Sends the browser to sign in, returning to `returnTo` afterwards. */
export type SignInRedirect = (returnTo: string) => void;

export const redirectToSignIn: SignInRedirect = (returnTo) => {
  window.location.assign(signInUrl(returnTo));
};

/**
 * Stories and tests replace the real redirect (it would leave the page). Only
 * the sign-in loop guard calls it: a 401 asks `useAutomaticSignIn` instead, so
 * that no automatic redirect escapes the guard.
 */
export const SignInRedirectContext = createContext<SignInRedirect>(redirectToSignIn);

export function useSignInRedirect(): SignInRedirect {
  return useContext(SignInRedirectContext);
}

export function currentPathWithSearch(): string {
  return window.location.pathname + window.location.search;
}
