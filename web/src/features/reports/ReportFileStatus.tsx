import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatLabel, type ReportFileRequest, type ReportFileState } from './report-file';

const fileName = (request: ReportFileRequest) => `${formatLabel(request.format)} of ${request.period}`;

/**
 * What became of the last PDF or CSV asked for, said in the page (a polite
 * live region, so a screen reader hears "Preparing the PDF…" and then the
 * outcome): preparing, opened (a PDF), downloading (a CSV), ready to open
 * from a link, or failed with the server's reason and Try again.
 */
export function ReportFileStatus({ state, onRetry }: { state: ReportFileState; onRetry: (request: ReportFileRequest) => void }) {
  return (
    <div aria-live="polite">
      {state.status === 'preparing' ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          Preparing the {fileName(state.request)}…
        </Typography>
      ) : null}
      {state.status === 'opened' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          The {fileName(state.request)} opened in a new tab.
        </Typography>
      ) : null}
      {state.status === 'downloaded' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          The {fileName(state.request)} is downloading; your browser keeps it with your other downloads.
        </Typography>
      ) : null}
      {state.status === 'ready' ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          The {fileName(state.request)} is ready.{' '}
          <Link href={state.url} target="_blank" rel="noopener noreferrer">
            Open the {fileName(state.request)} (new tab)
          </Link>
        </Alert>
      ) : null}
      {state.status === 'failed' ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => onRetry(state.request)}>
              Try again
            </Button>
          }
        >
          The {fileName(state.request)} could not be prepared: {state.message}
        </Alert>
      ) : null}
    </div>
  );
}
