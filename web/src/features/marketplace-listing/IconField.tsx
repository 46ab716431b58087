import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { ICON_ACCEPT, ICON_SIZE_PX, iconProblem } from '../../api/listing-rules';
import { AddonIcon } from '../../components/AddonIcon';

export interface IconFieldProps {
  /** What is shown: the chosen file, else the current icon. */
  src: string | null;
  error?: string | undefined;
  onChosen: (dataUrl: string) => void;
  onProblem: (message: string) => void;
}

async function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/**
 * Icon upload (spec §5): PNG, exactly 70×70. The file's own bytes are checked
 * before anything is sent (the server checks again); a wrong file is named
 * with its actual type or size.
 */
export function IconField({ src, error, onChosen, onProblem }: IconFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const errorId = useId();

  async function choose(file: File | undefined) {
    if (!file) return;
    const problem = iconProblem(new Uint8Array(await file.arrayBuffer()));
    if (problem) onProblem(problem);
    else onChosen(await dataUrlOf(file));
    // The same file can be picked again after a fix elsewhere.
    if (inputRef.current) inputRef.current.value = '';
  }

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <AddonIcon src={src} alt={src ? 'Icon' : 'No icon yet'} />
      <Stack spacing={0.5}>
        <Typography variant="subtitle2" component="span">
          Icon
        </Typography>
        {/* A real button opens the (hidden) file input, so keyboard and screen-reader users get a plain button. */}
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadIcon />}
          sx={{ alignSelf: 'flex-start' }}
          aria-describedby={error ? `${helpId} ${errorId}` : helpId}
          onClick={() => inputRef.current?.click()}
        >
          Choose icon…
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={ICON_ACCEPT}
          hidden
          aria-label="Icon file"
          aria-invalid={error ? true : undefined}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <FormHelperText id={helpId} sx={{ m: 0 }}>
          PNG, exactly {ICON_SIZE_PX}×{ICON_SIZE_PX} pixels, transparent background preferred.
        </FormHelperText>
        {error ? (
          <FormHelperText id={errorId} error role="alert" sx={{ m: 0 }}>
            {error}
          </FormHelperText>
        ) : null}
      </Stack>
    </Stack>
  );
}
