import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef } from 'react';
import { links } from '../domain/links';

export const SIGN_IN_PROBLEM_HEADING = "We couldn't keep you signed in";

/**
 * Whoever can fix a refused session is the portal team: e-mail rather than the
 * ticket site, which may need the very sign-in that is failing. The subject
 * says what happened, so the report arrives sorted.
 */
const supportMailto = `mailto:${links.feedbackEmail}?subject=${encodeURIComponent('I cannot stay signed in to the Partner Portal')}`;

/**
 * Why the portal stopped redirecting: `session-refused`, the user signed in
 * and the session was refused straight after; `sign-in-not-kept`, the browser
 * came back from sign-in again and again and no session ever held.
 */
export type SignInProblemCause = 'session-refused' | 'sign-in-not-kept';

const CAUSES: Record<SignInProblemCause, string> = {
  'session-refused':
    'The portal signed you in, but the service then refused your session. Perhaps the sign-in service was restarted, or your access was revoked.',
  'sign-in-not-kept':
    'You were sent to sign in several times in a row, and each time the portal could not keep your session. Perhaps your browser is refusing the portal’s cookies.',
};

export interface SignInProblemPageProps {
  /** What happened (the real loop unless told otherwise). */
  cause?: SignInProblemCause;
  /** The user asks to sign in again (the loop guard forgets and redirects). */
  onSignInAgain: () => void;
}

/**
 * Shown instead of another automatic redirect to sign-in (see
 * sign-in-loop.ts): signing in worked, yet the session was refused straight
 * after (or no session held at all), so another redirect would only loop. Standalone (no shell: there is
 * no usable session to draw it with), like the session guard's error state.
 */
export function SignInProblemPage({ cause = 'session-refused', onSignInAgain }: SignInProblemPageProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  // The page replaces whatever was on screen: screen-reader and keyboard users
  // start at its heading, not at the top of a document they did not ask for.
  // A layout effect: focus is there in the same frame as the page.
  useLayoutEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
      <title>{`Sign-in problem · Partner Portal`}</title>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary" sx={{ fontWeight: 700 }}>
          Partner Portal
        </Typography>
        <Typography ref={heading} variant="h1" tabIndex={-1}>
          {SIGN_IN_PROBLEM_HEADING}
        </Typography>
        <Typography>{CAUSES[cause]}</Typography>
        <Typography>
          Try signing in again. If this keeps happening, please contact us at{' '}
          {/* An address reads (and is copied) best unbroken. */}
          <Link href={supportMailto} sx={{ whiteSpace: 'nowrap' }}>
            {links.feedbackEmail}
          </Link>
          .
        </Typography>
        <Button variant="contained" onClick={onSignInAgain}>
          Sign in again
        </Button>
      </Stack>
    </Container>
  );
}
