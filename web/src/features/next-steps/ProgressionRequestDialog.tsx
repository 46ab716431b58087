import { enqueueSnackbar } from 'notistack';
import type { Addon } from '../../api/addon';
import { useProgress } from '../../api/progressions';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PROGRESSION_TARGET_NAMES, progressionRequestedMessage, type ProgressionTarget } from '../../domain/progression';

/**
 * A partner asks the platform team to progress the add-on (spec §4: the
 * progression is decided by an admin). Nothing changes until an admin
 * approves; the section then says the request waits. A refusal (422: a
 * condition no longer holds, or a request already waits) is flashed by the
 * app and the dialog stays for another try.
 */
export function ProgressionRequestDialog({ addon, target, onClose }: { addon: Addon; target: ProgressionTarget; onClose: () => void }) {
  const progress = useProgress(addon.slug);
  const name = PROGRESSION_TARGET_NAMES[target];
  const request = async () => {
    try {
      await progress.mutateAsync({ state: 'pending', to: target });
    } catch {
      return;
    }
    onClose();
    enqueueSnackbar(progressionRequestedMessage(target), { variant: 'success' });
  };
  return (
    <ConfirmDialog
      title={`Request progression to ${name}`}
      confirmLabel="Request progression"
      busy={progress.isPending}
      onConfirm={() => void request()}
      onCancel={onClose}
    >
      The platform team reviews the request and moves {addon.displayName} to {name}
      {target === 'ga' ? ', choosing the default plan and which plans become available to all users' : ''}. Until then nothing changes.
    </ConfirmDialog>
  );
}
