import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { enqueueSnackbar } from 'notistack';
import { useState, type ReactNode } from 'react';
import { maskedSecretParts } from '../domain/secrets';

/** The dots may wrap anywhere; the 4 characters a user checks the secret by stay on one line. */
function MaskedSecret({ secret }: { secret: string }) {
  const { dots, tail } = maskedSecretParts(secret);
  return (
    <>
      {dots}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {tail}
      </Box>
    </>
  );
}

export interface SecretValueProps {
  /** What it is, e.g. "token", "client secret": the buttons say "Reveal token", "Copy token". */
  noun: string;
  secret: string;
  /** Offer a Reveal button (the copy button works either way). */
  revealable?: boolean;
  /** Shown revealed from the start, e.g. once, right after it was regenerated. */
  initiallyRevealed?: boolean;
  /** More buttons in the row, e.g. Regenerate. */
  actions?: ReactNode;
}

/**
 * A secret on screen (spec §3 oauth-credential, api-authorization; the token
 * screen): masked until revealed — a screen reader reads the dots too, so
 * nothing of it is told — with a copy button that says whether the browser
 * allowed it.
 */
export function SecretValue({ noun, secret, revealable = true, initiallyRevealed = false, actions }: SecretValueProps) {
  const [revealed, setRevealed] = useState(initiallyRevealed);
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      enqueueSnackbar(`${Noun} copied to the clipboard.`, { variant: 'success' });
    } catch {
      enqueueSnackbar(`The browser did not allow copying. ${revealable ? `Reveal the ${noun} and copy it by hand.` : 'Try again.'}`, { variant: 'error' });
    }
  }

  return (
    <Stack spacing={1}>
      <Box
        component="code"
        aria-label={revealed ? Noun : `${Noun}, masked`}
        sx={{ display: 'block', fontFamily: 'monospace', fontSize: '1rem', py: 1, px: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowWrap: 'anywhere' }}
      >
        {revealed ? secret : <MaskedSecret secret={secret} />}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {revealable ? (
          <Button
            variant="outlined"
            aria-pressed={revealed}
            startIcon={revealed ? <VisibilityOffIcon /> : <VisibilityIcon />}
            onClick={() => setRevealed((shown) => !shown)}
          >
            Reveal {noun}
          </Button>
        ) : null}
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          Copy {noun}
        </Button>
        {actions}
      </Stack>
    </Stack>
  );
}
