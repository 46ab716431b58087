import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ReactNode } from 'react';

export interface FileFieldProps {
  /** The field's visible name: "Icon", "Image". */
  label: string;
  /** The button that opens the browser's file chooser: "Choose icon…". */
  buttonLabel: string;
  /** The hidden file input's accessible name: "Icon file". */
  inputLabel: string;
  /** The file types offered, e.g. `image/png`. */
  accept: string;
  /** The input's form name, if a form posts it. */
  name?: string;
  /** What file is wanted; the button is described by it. */
  help: ReactNode;
  /** Why the chosen file cannot be used; announced, and describes the button too. */
  error?: string | undefined;
  /** A file was chosen (the input is cleared, so the same file can be chosen again after a fix). */
  onFile: (file: File) => void;
  size?: 'small' | 'medium';
  /** Space between the field's lines, in theme units. */
  spacing?: number;
  /** Shown below, e.g. a preview of the chosen file. */
  children?: ReactNode;
}

/**
 * Choosing a file: a real button opens a hidden file input, so keyboard and
 * screen-reader users meet a plain, described button rather than the
 * browser's own control; the help and any error describe it.
 */
export function FileField({
  label,
  buttonLabel,
  inputLabel,
  accept,
  name,
  help,
  error,
  onFile,
  size = 'medium',
  spacing = 1,
  children,
}: FileFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const errorId = useId();

  return (
    <Stack spacing={spacing}>
      <Typography variant="subtitle2" component="span">
        {label}
      </Typography>
      <Button
        variant="outlined"
        size={size}
        startIcon={<UploadIcon />}
        sx={{ alignSelf: 'flex-start' }}
        aria-describedby={error ? `${helpId} ${errorId}` : helpId}
        onClick={() => inputRef.current?.click()}
      >
        {buttonLabel}
      </Button>
      <input
        ref={inputRef}
        type="file"
        name={name}
        accept={accept}
        hidden
        aria-label={inputLabel}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <FormHelperText id={helpId} sx={{ m: 0 }}>
        {help}
      </FormHelperText>
      {error ? (
        <FormHelperText id={errorId} error role="alert" sx={{ m: 0 }}>
          {error}
        </FormHelperText>
      ) : null}
      {children}
    </Stack>
  );
}
