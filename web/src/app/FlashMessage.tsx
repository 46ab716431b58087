import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import { closeSnackbar, SnackbarContent, type CustomContentProps } from 'notistack';
import type { Ref } from 'react';

/**
 * One flash message (spec "Shell": success, error, warning, info; dismissible),
 * drawn as a filled MUI Alert so its colours come from the theme (AA contrast),
 * with a labelled close button. Errors and warnings are announced assertively.
 */
export function FlashMessage({ id, message, variant, style, className, ref }: CustomContentProps & { ref?: Ref<HTMLDivElement> }) {
  const severity = variant === 'default' ? 'info' : variant;
  const urgent = severity === 'error' || severity === 'warning';
  return (
    <SnackbarContent ref={ref} style={style} className={className} role={urgent ? 'alert' : 'status'}>
      <Alert
        variant="filled"
        severity={severity}
        role="none"
        sx={{ width: '100%', boxShadow: 6 }}
        action={
          <IconButton aria-label="Dismiss notification" color="inherit" size="small" onClick={() => closeSnackbar(id)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
}
