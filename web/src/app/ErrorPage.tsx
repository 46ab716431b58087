import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useRouteError } from 'react-router';
import { isApiError } from '../api/errors';
import { CHUNK_LOAD_FAILED_MESSAGE, isChunkLoadError } from '../components/chunk-load-error';
import { SupportReference } from '../components/SupportReference';
import { paths } from './paths';

/** Spec §2/§8: the error page. */
export const ERROR_PAGE_MESSAGE = 'Ooops, something has gone wrong.';

export interface ErrorPageProps {
  /**
   * Rendered outside the shell (the root route's error boundary): brings its
   * own main landmark.
   */
  standalone?: boolean;
  /** What went wrong (the route's error): a failed API call's request id becomes the reference to quote (issue 32). */
  error?: unknown;
}

function ErrorContent({ error }: { error: unknown }) {
  const reference = isApiError(error) ? error.requestId : undefined;
  // A screen's chunk gone after a deploy: a reload fixes it, so the page offers one (as lazy panels do, lazy-named.ts).
  const chunkGone = isChunkLoadError(error);
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
      <title>{`Error · Partner Portal`}</title>
      <Box aria-hidden="true" sx={{ color: 'error.main', fontSize: 64, lineHeight: 0 }}>
        <ErrorOutlineIcon fontSize="inherit" />
      </Box>
      <Typography variant="h1">{ERROR_PAGE_MESSAGE}</Typography>
      {reference ? <SupportReference reference={reference} /> : null}
      {chunkGone ? <Typography>{CHUNK_LOAD_FAILED_MESSAGE}</Typography> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {chunkGone ? (
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
        ) : null}
        <Button component={RouterLink} to={paths.root} variant={chunkGone ? 'outlined' : 'contained'}>
          Back to the portal
        </Button>
      </Stack>
    </Stack>
  );
}

/** The wildcard route and every route's error boundary: 'Ooops, something has gone wrong.' with a link back to /. */
export function ErrorPage({ standalone = false, error }: ErrorPageProps) {
  if (!standalone) return <ErrorContent error={error} />;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2 }}>
      <ErrorContent error={error} />
    </Box>
  );
}

/** A route's error boundary inside the shell: the page, with the error the route threw. */
export function RouteErrorPage() {
  return <ErrorPage error={useRouteError()} />;
}

/** A root route's error boundary (outside the shell), with the error the route threw. */
export function StandaloneErrorPage() {
  return <ErrorPage standalone error={useRouteError()} />;
}
