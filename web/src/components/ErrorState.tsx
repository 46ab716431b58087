import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { API_ERROR_TITLE, UNKNOWN_ERROR_MESSAGE } from '../api/errors';

export interface ErrorStateProps {
  /** Defaults to the normalised title of spec §8. */
  title?: string;
  message?: string | undefined;
  /** Shows a retry button when given. */
  onRetry?: (() => void) | undefined;
  retryLabel?: string;
}

export function ErrorState({ title = API_ERROR_TITLE, message, onRetry, retryLabel = 'Try again' }: ErrorStateProps) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" size="small" variant="outlined" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
            {retryLabel}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {message ?? UNKNOWN_ERROR_MESSAGE}
    </Alert>
  );
}
