import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { FullPageLoading } from './FullPageLoading';
import { beforeAutomaticSignIn, forgetAutomaticSignIns } from './sign-in-guard';
import { useSignInRedirect } from './sign-in';
import type { SignInProblemCause } from './SignInProblemPage';

// Seen only when a sign-in loops, so it stays out of the entry chunk every
// page load waits for; the BFF still serves its chunk when the IdP is the problem.
// Plain lazy, not lazyNamed: its in-place message would bring MUI's Alert and
// Button into the entry (5 KB gzip over the budget), and these are whole pages,
// whose failed chunk the route's error page already answers.
const SignInProblemPage = lazy(async () => ({ default: (await import('./SignInProblemPage')).SignInProblemPage }));
const SignedOutPage = lazy(async () => ({ default: (await import('./SignedOutPage')).SignedOutPage }));

/** Asks for the user to be sent to sign in because a request answered 401 (no one clicked anything). */
export type AutomaticSignIn = (returnTo: string) => void;

const AutomaticSignInContext = createContext<AutomaticSignIn | null>(null);

/**
 * The one way the app sends the browser to sign in on its own. Outside the
 * guard there is deliberately no fallback to the bare redirect: that would
 * bring the loop back.
 */
export function useAutomaticSignIn(): AutomaticSignIn {
  const signIn = useContext(AutomaticSignInContext);
  if (!signIn) throw new Error('useAutomaticSignIn is used outside <SignInLoopGuard>');
  return signIn;
}

/**
 * Every 401 — from GET /bff/session (SessionGuard) or any API call
 * (ApiErrorFlashes) — comes here instead of redirecting itself. The first one
 * of a while redirects as before (`SignInRedirectContext`, which stories and
 * tests replace); one arriving straight after such a redirect replaces the
 * whole app with an explanation and a Sign in again button.
 */
export function SignInLoopGuard({ children }: { children: ReactNode }) {
  const redirect = useSignInRedirect();
  const [explainFor, setExplainFor] = useState<{ returnTo: string; cause: SignInProblemCause | 'signed-out' } | null>(null);
  // One outcome per page load: the session guard and the flashes may both see
  // a 401, and StrictMode runs effects twice. A second call must not count as
  // a second redirect, which would turn an ordinary expiry into the
  // explanation page.
  const settled = useRef(false);

  const signInAutomatically = useCallback<AutomaticSignIn>(
    (returnTo) => {
      if (settled.current) return;
      settled.current = true;
      const decision = beforeAutomaticSignIn();
      if (decision === 'redirect') redirect(returnTo);
      else if (decision === 'signed-out') setExplainFor({ returnTo, cause: 'signed-out' });
      else setExplainFor({ returnTo, cause: decision === 'explain' ? 'session-refused' : 'sign-in-not-kept' });
    },
    [redirect],
  );

  if (explainFor?.cause === 'signed-out') {
    const { returnTo } = explainFor;
    return (
      <Suspense fallback={<FullPageLoading label="Loading…" />}>
        <SignedOutPage onSignIn={() => redirect(returnTo)} />
      </Suspense>
    );
  }
  if (explainFor) {
    return (
      <Suspense fallback={<FullPageLoading label="Loading…" />}>
        <SignInProblemPage
          cause={explainFor.cause}
          onSignInAgain={() => {
            forgetAutomaticSignIns();
            redirect(explainFor.returnTo);
          }}
        />
      </Suspense>
    );
  }
  return <AutomaticSignInContext.Provider value={signInAutomatically}>{children}</AutomaticSignInContext.Provider>;
}
