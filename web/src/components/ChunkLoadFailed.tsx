import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { CHUNK_LOAD_FAILED_MESSAGE, CHUNK_LOAD_FAILED_TITLE } from './chunk-load-error';


export interface ChunkLoadFailedProps {
  /** Reloads the page; the browser's reload unless a story or test watches it. */
  onReload?: () => void;
}

/**
 * In place of a lazily loaded panel or chart whose chunk is gone (lazy-named.ts):
 * the rest of the page stays usable; an alert, because it answers a click (Edit,
 * New token…) or replaces something the page was about to show.
 */
export function ChunkLoadFailed({ onReload = () => window.location.reload() }: ChunkLoadFailedProps) {
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={onReload} sx={{ whiteSpace: 'nowrap' }}>
          Reload
        </Button>
      }
    >
      <AlertTitle>{CHUNK_LOAD_FAILED_TITLE}</AlertTitle>
      {CHUNK_LOAD_FAILED_MESSAGE}
    </Alert>
  );
}
