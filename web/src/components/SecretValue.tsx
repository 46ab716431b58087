import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { enqueueSnackbar } from 'notistack';
import { useState, type ReactNode } from 'react';
import { maskedSecretParts, secretRevealFor, secretRevealLabel, toggledSecretReveal } from '../domain/secrets';

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
  /**
   * Shown revealed when it first appears, e.g. right after it was regenerated.
   * Read whenever `secret` changes: a new value starts revealed or masked by it.
   */
  initiallyRevealed?: boolean;
  /** More buttons in the row, e.g. Regenerate. */
  actions?: ReactNode;
}

/**
 * A secret on screen (spec §3 oauth-credential, api-authorization; the token
 * screen): masked until revealed — a screen reader reads the dots too, so
 * nothing of it is told — with a copy button that says whether the browser
 * allowed it. The reveal toggle is labelled with what it does next (Reveal /
 * Hide). The component stays mounted when the value changes, so a button in
 * `actions` that opened a dialog is still there for the dialog to return focus to.
 */
export function SecretValue({ noun, secret, revealable = true, initiallyRevealed = false, actions }: SecretValueProps) {
  const [reveal, setReveal] = useState(() => secretRevealFor(null, secret, initiallyRevealed));
  const current = secretRevealFor(reveal, secret, initiallyRevealed);
  // A new value (regenerated) drops the old choice: adjusted while rendering, as React recommends over an effect.
  if (current !== reveal) setReveal(current);
  const { revealed } = current;
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
          <Button variant="outlined" startIcon={revealed ? <VisibilityOffIcon /> : <VisibilityIcon />} onClick={() => setReveal(toggledSecretReveal(current))}>
            {secretRevealLabel(noun, revealed)}
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
