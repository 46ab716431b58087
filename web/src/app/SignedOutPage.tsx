import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef } from 'react';
import { paths } from './paths';

export const SIGNED_OUT_HEADING = 'You are signed out';

export interface SignedOutPageProps {
  /** The user asks to sign in again (to the page they were on). */
  onSignIn: () => void;
}

/**
 * Where a log-out lands (issue 31 item 20): the identity provider sends the
 * browser back to the portal, whose first 401 after the log-out shows this
 * instead of bouncing on to the sign-in page, which had said nothing about
 * having signed out. Standalone, like the sign-in problem page: there is no
 * session to draw the shell with.
 */
export function SignedOutPage({ onSignIn }: SignedOutPageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The page replaces the one the user left: keyboard and screen-reader users start at its heading.
  useLayoutEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
      <title>{`Signed out · Partner Portal`}</title>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary" sx={{ fontWeight: 700 }}>
          Partner Portal
        </Typography>
        <Typography ref={heading} variant="h1" tabIndex={-1}>
          {SIGNED_OUT_HEADING}
        </Typography>
        <Typography>You have signed out of the Partner Portal. Your session has ended on this browser.</Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={onSignIn}>
            Sign in again
          </Button>
          {/* A plain link: this page may stand in for the whole app, router included. */}
          <Link href={paths.providerHome}>
            Provider Program home
          </Link>
        </Stack>
      </Stack>
    </Container>
  );
}
