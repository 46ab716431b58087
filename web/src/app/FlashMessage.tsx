import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import { closeSnackbar, SnackbarContent, type CustomContentProps } from 'notistack';
import { useEffect, type Ref } from 'react';
import { SupportReference } from '../components/SupportReference';
import { rememberFlash } from './flashes-leave-with-the-page';

declare module 'notistack' {
  interface VariantOverrides {
    /** An unexpected error's request id, shown as its copyable reference (flash-messages.ts `supportReference`). */
    error: { reference?: string | undefined };
  }
}

/**
 * One flash message (spec "Shell": success, error, warning, info; dismissible),
 * drawn as a filled MUI Alert so its colours come from the theme (AA contrast),
 * with a labelled close button. Errors and warnings are announced assertively.
 * At most 480 px wide beside a slide panel, so it never reaches the panel's
 * buttons (issue 21 item 3). An unexpected error also gives its reference
 * ("Reference: …", copyable) for support (issue 32).
 */
export function FlashMessage({ id, message, variant, style, className, ref, reference }: CustomContentProps & { ref?: Ref<HTMLDivElement>; reference?: string | undefined }) {
  const severity = variant === 'default' ? 'info' : variant;
  const urgent = severity === 'error' || severity === 'warning';
  useEffect(() => rememberFlash(id), [id]);
  return (
    <SnackbarContent ref={ref} style={style} className={className} role={urgent ? 'alert' : 'status'}>
      <Alert
        variant="filled"
        severity={severity}
        role="none"
        sx={{ width: '100%', maxWidth: { sm: 480 }, boxShadow: 6 }}
        action={
          <IconButton aria-label="Dismiss notification" color="inherit" size="small" onClick={() => closeSnackbar(id)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      >
        {message}
        {reference ? <SupportReference reference={reference} color="inherit" /> : null}
      </Alert>
    </SnackbarContent>
  );
}
