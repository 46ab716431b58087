import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { errorDetail, isApiError } from '../api/errors';
import type { SessionInfo } from '../api/session';
import { pageSaysSignedOut, pageSessionQueryOptions } from '../api/session-bootstrap';
import { ErrorState } from '../components/ErrorState';
import { FullPageLoading } from './FullPageLoading';
import { noteSignedIn } from './sign-in-guard';
import { useAutomaticSignIn } from './SignInLoopGuard';

export interface SessionGuardProps {
  children: (session: SessionInfo) => ReactNode;
}

/**
 * Everything signed-in sits behind this: the session the page carries (the BFF
 * writes it in), else GET /bff/session; a 401, or a page that says no one is
 * signed in, sends the browser to /login with the attempted path and query to
 * come back to — or, straight after such a redirect, the loop guard explains instead.
 *
 * A 200 here clears nothing in the loop guard (the loop it stops is
 * "session 200, then an API call 401"); it notes that a sign-in completed, so
 * that only a refused session, never an abandoned sign-in, is explained as one
 * (see sign-in-loop.ts).
 */
export function SessionGuard({ children }: SessionGuardProps) {
  // Signed out by the page's word: its 401 is known, so /bff/session is not asked.
  const signedOutByPage = pageSaysSignedOut();
  const session = useQuery({ ...pageSessionQueryOptions(), enabled: !signedOutByPage });
  const location = useLocation();
  const signIn = useAutomaticSignIn();
  const unauthenticated = signedOutByPage || (session.isError && isApiError(session.error) && session.error.status === 401);
  const returnTo = location.pathname + location.search;

  const signedIn = session.isSuccess;

  useEffect(() => {
    if (unauthenticated) signIn(returnTo);
  }, [unauthenticated, signIn, returnTo]);

  useEffect(() => {
    if (signedIn) noteSignedIn();
  }, [signedIn]);

  if (session.isPending || unauthenticated) {
    return <FullPageLoading label={unauthenticated ? 'Redirecting to sign in…' : 'Loading the Partner Portal…'} />;
  }
  if (session.isError) {
    return (
      <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
        <title>Partner Portal</title>
        <Typography variant="h1" gutterBottom>
          Partner Portal
        </Typography>
        <Box>
          <ErrorState
            message={errorDetail(session.error)}
            onRetry={() => void session.refetch()}
          />
        </Box>
      </Container>
    );
  }
  return children(session.data);
}
