import Stack from '@mui/material/Stack';
import { ICON_ACCEPT, ICON_SIZE_PX, iconProblem } from '../../api/listing-rules';
import { AddonIcon } from '../../components/AddonIcon';
import { FileField } from '../../components/FileField';

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
  async function choose(file: File) {
    const problem = iconProblem(new Uint8Array(await file.arrayBuffer()));
    if (problem) onProblem(problem);
    else onChosen(await dataUrlOf(file));
  }

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <AddonIcon src={src} alt={src ? 'Icon' : 'No icon yet'} />
      <FileField
        label="Icon"
        buttonLabel="Choose icon…"
        inputLabel="Icon file"
        accept={ICON_ACCEPT}
        size="small"
        spacing={0.5}
        help={
          // Kept as several text nodes: one string renders a pixel apart, and the reference screenshots show this text.
          <>
            PNG, exactly {ICON_SIZE_PX}×{ICON_SIZE_PX} pixels, transparent background preferred.
          </>
        }
        error={error}
        onFile={(file) => void choose(file)}
      />
    </Stack>
  );
}
