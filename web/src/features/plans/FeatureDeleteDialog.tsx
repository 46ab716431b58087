import { Navigate, useNavigate } from 'react-router';
import { useDeleteFeature } from '../../api/features';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { usePlansPaths } from './use-plans-paths';
import { flashFeatureChange, useRoutedFeature } from './FeaturePanel';
import { plansMessages } from './plans-messages';
import { leavePanel } from '../../components/leave-panel';

/** `plans/features/:featureId/delete` (spec §2: a delete confirmation); an unknown feature returns to the plans tab. */
export function FeatureDeleteDialog({ slug }: { slug: string }) {
  const plansPaths = usePlansPaths();
  const navigate = useNavigate();
  const remove = useDeleteFeature(slug);
  const routed = useRoutedFeature(slug);
  const close = () => void navigate(plansPaths.plans(slug), leavePanel());

  if (routed.state !== 'found') {
    // Still loading, or just deleted (it leaves the list before this route is left): nothing to show.
    if (routed.state === 'loading' || remove.isPending || remove.isSuccess) return null;
    return <Navigate to={plansPaths.plans(slug)} replace />;
  }
  const { feature } = routed;

  async function confirm() {
    try {
      await remove.mutateAsync(feature.id);
      flashFeatureChange(plansMessages.featureDeleted(feature.name));
      close();
    } catch {
      // The app has flashed the error; the dialog stays so the user can try again or cancel.
    }
  }

  return (
    <ConfirmDialog title="Delete Feature" confirmLabel="Delete" destructive busy={remove.isPending} onCancel={close} onConfirm={() => void confirm()}>
      Delete the feature <strong>{feature.name}</strong>? Every plan’s value for it goes too. This cannot be undone.
    </ConfirmDialog>
  );
}
