/**
 * The two pieces every registry write on the buildpack page shows (publish,
 * roll back, archive): the reason it failed, inside the dialog that asked for
 * it, and the second-factor prompt when the owning team requires one.
 */
import Typography from '@mui/material/Typography';
import { TwoFactorDialog } from '../../components/TwoFactorDialog';
import { registryWriteErrorMessage } from '../../domain/buildpack-screens';
import type { TwoFactorWrite } from './use-two-factor-write';

type RegistryAction = Parameters<typeof registryWriteErrorMessage>[1];

/** Why the write failed (not a second-factor question: that is the prompt's). */
export function WriteFailure({ write, action }: { write: TwoFactorWrite; action: RegistryAction }) {
  if (!write.error) return null;
  return (
    <Typography component="span" role="alert" color="error" sx={{ display: 'block', mt: 2 }}>
      {registryWriteErrorMessage(write.error, action)}
    </Typography>
  );
}

/** The code prompt, while the registry asks for one; cancelling it cancels the write. */
export function SecondFactorPrompt({ write, slug, action, onCancel }: { write: TwoFactorWrite; slug: string; action: RegistryAction; onCancel: () => void }) {
  if (!write.asking) return null;
  return (
    <TwoFactorDialog
      open
      reason={`The team that owns ${slug} requires a second factor to ${action === 'roll back' ? 'roll it back' : `${action} it`}.`}
      action={action}
      error={write.codeError}
      sending={write.busy}
      onSubmit={(code) => write.run(code)}
      onCancel={onCancel}
    />
  );
}
